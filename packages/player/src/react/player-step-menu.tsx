// The step menu bound to the steps store; choosing a step plays from its start.
import { useStore } from '@nanostores/react';
import { StepMenu } from './components/step-menu.js';
import type { PlayerStores } from './hooks/use-player-stores.js';

export function PlayerStepMenu({ stores }: { stores: PlayerStores }) {
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
    />
  );
}
