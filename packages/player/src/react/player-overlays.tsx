// What lies over the picture: the subtitle cue, the step-name tag and the safety watermark.
import { useStore } from '@nanostores/react';
import { useLanguage } from '@stepwise/i18n/react';
import type { PlayerViewer, PlayerWorkflowData } from '../core/data-source.js';
import { localizedText, stepNumber } from '../core/steps.js';
import { watermarkId, watermarkVisible } from '../core/watermark.js';
import { StepNameTag } from './components/step-name-tag.js';
import { SubtitleOverlay } from './components/subtitle-overlay.js';
import { Watermark } from './components/watermark.js';
import type { PlayerStores } from './hooks/use-player-stores.js';

export interface PlayerOverlaysProps {
  stores: PlayerStores;
  workflow: PlayerWorkflowData;
  viewer: PlayerViewer | null;
  isPublic: boolean;
  /** The controls lie over the picture's bottom: subtitles move up above them. */
  raised: boolean;
}

export function PlayerOverlays({
  stores,
  workflow,
  viewer,
  isPublic,
  raised,
}: PlayerOverlaysProps) {
  const { language } = useLanguage();
  const cue = useStore(stores.subtitles.$cue);
  const step = useStore(stores.steps.$currentStep);
  const tagVisible = useStore(stores.steps.$stepNameTagVisible);
  const flagged = (workflow as { enableSafetyWatermark?: boolean | null }).enableSafetyWatermark;
  const mark =
    watermarkVisible({
      enableSafetyWatermark: flagged,
      // A public viewer has no organisation: the workflow's own flag decides.
      orgPermission: isPublic || (viewer?.safetyWatermark ?? false),
    }) && watermarkId({ isPublic, authorUid: workflow.author?.uid, userId: viewer?.id });

  return (
    <>
      {mark && <Watermark text={mark} />}
      <SubtitleOverlay text={cue?.text ?? null} raised={raised} />
      {step && (
        <StepNameTag
          number={stepNumber(step.index)}
          title={localizedText(step.step.title, language, workflow.languageCode)}
          visible={tagVisible}
        />
      )}
    </>
  );
}
