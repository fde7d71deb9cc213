/**
 * The panel beside the preview: the selected step (title, times, move it before or after its
 * neighbour, delete it: core refuses the last one and the editor shows that refusal), its
 * attachments (StepAttachmentsPanel), and what applies to the whole video: rotate by 90 degrees
 * and import a clip at the playhead.
 */
import {
  formatTimecode,
  ROTATIONS,
  type EditSegment,
  type Rotation,
  type TimelineStep,
  type WorkflowClip,
} from '@stepwise/core';
import { t } from '../../i18n/t';
import { StepAttachmentsPanel } from './attachments';
import { ClipImport } from './clip-import';

export interface StepPanelProps {
  workflowId: string;
  steps: readonly TimelineStep[];
  selectedStepId: string | null;
  /** Steps the server has (saved): attachments need the step to exist there. */
  savedStepIds: ReadonlySet<string>;
  rotation: Rotation;
  readOnly: boolean;
  playhead: () => number;
  onEdit: (segment: EditSegment) => void;
  onClips: (clips: WorkflowClip[]) => void;
}

/** The next quarter turn clockwise. */
export const nextRotation = (r: Rotation): Rotation =>
  ROTATIONS[(ROTATIONS.indexOf(r) + 1) % ROTATIONS.length]!;

export function StepPanel(p: StepPanelProps) {
  const index = p.steps.findIndex((s) => s.id === p.selectedStepId);
  const step = index >= 0 ? p.steps[index] : undefined;
  const move = (to: number) =>
    step && p.onEdit({ type: 'adjust', target: 'order', stepId: step.id, insertIndex: to });
  return (
    <aside
      className="editor-step-panel"
      aria-label={t('editor.panel.heading')}
      data-testid="editor-step-panel"
    >
      <div className="editor-panel-tools">
        <button
          type="button"
          disabled={p.readOnly}
          onClick={() =>
            p.onEdit({ type: 'adjust', target: 'rotation', rotation: nextRotation(p.rotation) })
          }
          data-testid="editor-rotate"
        >
          {t('editor.panel.rotate')}
        </button>
        <ClipImport
          workflowId={p.workflowId}
          playhead={p.playhead}
          readOnly={p.readOnly}
          onClips={p.onClips}
          onEdit={p.onEdit}
        />
      </div>
      {!step ? (
        <p className="muted" data-testid="editor-panel-empty">
          {t('editor.panel.empty')}
        </p>
      ) : (
        <>
          <h2 className="editor-panel-heading" data-testid="editor-panel-title">
            {index + 1}. {step.title}
          </h2>
          <p className="muted">
            {formatTimecode(step.startTime)} – {formatTimecode(step.endTime)}
          </p>
          <div className="editor-panel-tools">
            <button
              type="button"
              disabled={p.readOnly || index === 0}
              onClick={() => move(index - 1)}
              aria-keyshortcuts="Alt+ArrowLeft"
              data-testid="editor-step-left"
            >
              {t('editor.panel.moveLeft')}
            </button>
            <button
              type="button"
              disabled={p.readOnly || index === p.steps.length - 1}
              onClick={() => move(index + 1)}
              aria-keyshortcuts="Alt+ArrowRight"
              data-testid="editor-step-right"
            >
              {t('editor.panel.moveRight')}
            </button>
            <button
              type="button"
              className="danger"
              disabled={p.readOnly}
              onClick={() => p.onEdit({ type: 'delete', stepId: step.id })}
              data-testid="editor-step-delete"
            >
              {t('editor.panel.deleteStep')}
            </button>
          </div>
          {/* Attachments hang off the step's id, which edits keep; a new step exists once saved. */}
          {p.savedStepIds.has(step.id) ? (
            <StepAttachmentsPanel
              workflowId={p.workflowId}
              stepId={step.id}
              editable={!p.readOnly}
            />
          ) : (
            <p className="muted" data-testid="editor-panel-unsaved">
              {t('editor.panel.saveForAttachments')}
            </p>
          )}
        </>
      )}
    </aside>
  );
}
