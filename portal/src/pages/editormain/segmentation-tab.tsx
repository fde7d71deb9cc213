/**
 * /editormain/{id}/segmentation (001 §2 order 2): the steps on a lane over the video, a preview
 * of the original played as the edit list says, split at the playhead, and a step list to rename
 * (max 90) and delete (core refuses the last step; its message shows in the toolbar). Saves with
 * PUT segmentation (the layout's Save).
 */
import { formatTimestamp, snapToFrame } from '@stepwise/core';
import { useMemo, useRef, useState } from 'react';
import { t } from '../../i18n/t';
import { useEditorMain } from './editormain-page';
import { SegmentationLane } from './segmentation-lane';
import { canSplitAt, filmstripOf, newStepId, stepAt } from './segmentation-math';
import { SourcePreview } from './source-preview';
import { StepTitleInput } from './step-title-input';

export function SegmentationTab() {
  const { edit } = useEditorMain();
  const { session, view } = edit;
  const seek = useRef<((t: number) => void) | null>(null);
  const [playhead, setPlayhead] = useState(0);
  const [selected, setSelected] = useState<string | null>(null);
  const readOnly = view.rendering || session.saving;
  const filmstrip = useMemo(
    () => filmstripOf(session.state, session.doc.original.imageMap),
    [session.state, session.doc.original.imageMap],
  );
  const at = Math.min(playhead, view.duration);
  const seekTo = (time: number) => {
    setPlayhead(time);
    seek.current?.(time);
  };

  return (
    <div className="editormain-split" data-testid="segmentation-tab">
      <div className="segmentation-main">
        <div className="transcript-toolbar" role="toolbar" aria-label={t('editormain.stepTools')}>
          <button
            type="button"
            // At a step's edge there is nothing to split: the button waits for the playhead.
            disabled={readOnly || !canSplitAt(view.steps, snapToFrame(at))}
            onClick={() =>
              // The new part continues the step it was cut from: it starts with its title.
              edit.apply({
                type: 'insert',
                at: snapToFrame(at),
                stepId: newStepId(),
                title: stepAt(view.steps, at)?.title ?? '',
              })
            }
            data-testid="segmentation-split"
          >
            {t('editormain.splitAtPlayhead')}
          </button>
        </div>
        <SegmentationLane
          steps={view.steps}
          duration={view.duration}
          playhead={at}
          selectedStepId={selected ?? stepAt(view.steps, at)?.id ?? null}
          readOnly={readOnly}
          filmstrip={filmstrip}
          onBoundary={(stepId, start) =>
            edit.apply({ type: 'adjust', target: 'boundary', stepId, start })
          }
          onSeek={seekTo}
          onSelect={setSelected}
        />
        <ol className="segment-steps" aria-label={t('editormain.steps')} data-testid="step-list">
          {view.steps.map((s, i) => (
            <li
              key={s.id}
              className="segment-step"
              data-testid="step-row"
              data-step-id={s.id}
              data-selected={s.id === selected || undefined}
            >
              <span className="segment-step-number">{i + 1}</span>
              <StepTitleInput
                title={s.title}
                number={i + 1}
                readOnly={readOnly}
                onRename={(title) =>
                  edit.apply({ type: 'adjust', target: 'title', stepId: s.id, title })
                }
              />
              <button
                type="button"
                className="link-button"
                onClick={() => {
                  setSelected(s.id);
                  seekTo(s.startTime);
                }}
                data-testid="step-time"
              >
                {formatTimestamp(s.startTime)}–{formatTimestamp(s.endTime)}
              </button>
              <button
                type="button"
                className="danger"
                disabled={readOnly}
                onClick={() => edit.apply({ type: 'delete', stepId: s.id })}
                aria-label={t('editormain.deleteStep', { title: s.title })}
                data-testid="step-delete"
              >
                {t('editormain.delete')}
              </button>
            </li>
          ))}
        </ol>
      </div>
      <SourcePreview doc={session.doc} state={session.state} seekRef={seek} onTime={setPlayhead} />
    </div>
  );
}
