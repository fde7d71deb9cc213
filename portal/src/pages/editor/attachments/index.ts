// The step attachments panel the editors mount (issue 21): /editor/{id} and /editormain/{id}.
export { StepAttachmentsPanel } from './step-attachments-panel';
export type { StepAttachmentsPanelProps } from './step-attachments-panel';
export { apiAttachmentsClient } from './attachments-client';
export type { StepAttachmentsClient } from './attachments-client';
