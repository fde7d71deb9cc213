/**
 * The editor's dialogs: Preview (every editor's PlayerPreviewDialog: /PlayerPreview framed here,
 * at the selected step; it plays the saved workflow) and the question before leaving with unsaved
 * changes (react-router's blocker).
 */
import type { Blocker } from 'react-router';
import { LeaveDialog } from './leave-dialog';
import { PlayerPreviewDialog } from '../editormain/player-preview-dialog';

export function EditorDialogs({
  workflowId,
  stepId,
  previewOpen,
  onClosePreview,
  blocker,
}: {
  workflowId: string;
  /** The selected step: the preview opens there. */
  stepId: string | null;
  previewOpen: boolean;
  onClosePreview: () => void;
  blocker: Blocker;
}) {
  return (
    <>
      {previewOpen && (
        <PlayerPreviewDialog
          workflowId={workflowId}
          stepId={stepId ?? undefined}
          onClose={onClosePreview}
        />
      )}
      <LeaveDialog blocker={blocker} testId="editor-leave-dialog" />
    </>
  );
}
