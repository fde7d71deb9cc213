// The step menu bound to the steps store; choosing a step plays from its start.
import type { ReactNode } from 'react';
import { useStore } from '@nanostores/react';
import { StepMenu } from './components/step-menu.js';
import type { PlayerStores } from './hooks/use-player-stores.js';

export function PlayerStepMenu({
  stores,
  quizCard,
}: {
  stores: PlayerStores;
  /** 002 §2: the quiz card after the steps (react/player-quiz.tsx decides whether it shows). */
  quizCard?: ReactNode;
}) {
  const items = useStore(stores.steps.$menuItems);
  const current = useStore(stores.steps.$currentStep);
  return (
    <StepMenu
      steps={items.map((item) => ({
        id: item.id,
        number: item.number,
        title: item.title,
        durationLabel: item.duration,
        poster: item.posterURL ?? undefined,
        hasAttachments: item.hasAttachments,
      }))}
      currentStepId={current?.id ?? null}
      onSelect={(id) => stores.steps.goToStepId(id, 'menu')}
      quizCard={quizCard}
    />
  );
}
