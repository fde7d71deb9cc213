/**
 * The editor's dialogs: Preview (every editor's PlayerPreviewDialog: /PlayerPreview framed here,
 * at the selected step; it plays the saved workflow) and the question before leaving with unsaved
 * changes (react-router's blocker).
 */
import type { Blocker } from 'react-router';
import { Dialog } from '../../components/dialog';
import { t } from '../../i18n/t';
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
      {blocker.state === 'blocked' && (
        <Dialog
          title={t('editor.leave.title')}
          onClose={() => blocker.reset()}
          testId="editor-leave-dialog"
          footer={
            <>
              <button type="button" onClick={() => blocker.reset()}>
                {t('editor.leave.stay')}
              </button>
              <button type="button" className="danger" onClick={() => blocker.proceed()}>
                {t('editor.leave.go')}
              </button>
            </>
          }
        >
          <p>{t('editor.leave.message')}</p>
        </Dialog>
      )}
    </>
  );
}
