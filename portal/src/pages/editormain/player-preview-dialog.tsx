/**
 * Every editor's Preview (issue 21, 001 §2): /PlayerPreview/{workflowId}/{stepId?} works only
 * when the top window's address is a builder or editor path (player-route.ts previewRedirect), so
 * it opens in a frame inside the editor's page, never in a new tab (which would 404).
 */
import { Dialog } from '../../components/dialog';
import { t } from '../../i18n/t';

/** The preview's address; the frame's own loader turns it into the embed player. */
export function playerPreviewPath(workflowId: string, stepId?: string): string {
  const step = stepId ? `/${encodeURIComponent(stepId)}` : '';
  return `/PlayerPreview/${encodeURIComponent(workflowId)}${step}`;
}

export function PlayerPreviewDialog({
  workflowId,
  stepId,
  onClose,
}: {
  workflowId: string;
  stepId?: string | undefined;
  onClose: () => void;
}) {
  return (
    <Dialog title={t('editormain.previewTitle')} onClose={onClose} testId="player-preview" wide>
      <iframe
        className="player-preview-frame"
        title={t('editormain.previewTitle')}
        src={playerPreviewPath(workflowId, stepId)}
        allow="autoplay; fullscreen"
        data-testid="player-preview-frame"
      />
    </Dialog>
  );
}
