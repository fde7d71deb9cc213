/**
 * A step's attachments in the classic builder: the shared StepAttachmentsPanel (portal/src/pages/
 * editor/attachments) for a step the server has; a step made by an unsaved split has no row to
 * hang them on yet, so it says to save first.
 */
import { t } from '../../i18n/t';
import { StepAttachmentsPanel } from '../editor/attachments';

export function BuilderAttachments({
  workflowId,
  stepId,
  saved,
}: {
  workflowId: string;
  stepId: string;
  saved: boolean;
}) {
  if (!saved) {
    return (
      <p className="muted" data-testid="builder-attachments-unsaved">
        {t('builder.saveBeforeAttachments')}
      </p>
    );
  }
  return <StepAttachmentsPanel workflowId={workflowId} stepId={stepId} />;
}
