/**
 * An item's attachments (001 §3: a workflow, a video, an image, a document): the list with a
 * remove button each, a workflow picker (the workspace's processed workflows) and a file upload
 * (instruction limits checked first; the finished upload becomes an attachment through POST
 * /v1/multimodal-sop/{id}/media).
 */
import { attachSopMedia } from '@stepwise/api';
import { SOP_ITEM_MAX_ATTACHMENTS, type SopAttachment } from '@stepwise/core';
import { useId, useRef, useState } from 'react';
import { api } from '../../api';
import { messageOf, t } from '../../i18n/t';
import { ProcessedWorkflows } from './processed-workflows';
import { acceptOf, sendSopFile, uploadKindOf, uploadProblemText } from './sop-upload';

const ACCEPT = [acceptOf('image'), acceptOf('video'), acceptOf('pdf')].join(',');

export function SopAttachments({
  sopId,
  workspaceId,
  attachments,
  onAttach,
  onDetach,
}: {
  sopId: string;
  workspaceId: string;
  attachments: readonly SopAttachment[];
  onAttach: (attachment: SopAttachment) => void;
  onDetach: (index: number) => void;
}) {
  const id = useId();
  const [picking, setPicking] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const full = attachments.length >= SOP_ITEM_MAX_ATTACHMENTS;

  const upload = async (file: File | undefined) => {
    setError(null);
    const kind = file ? (uploadKindOf(file) ?? 'image') : 'image';
    const problem = uploadProblemText(kind, file);
    if (problem || !file) return setError(problem);
    try {
      setProgress(0);
      const uploadId = await sendSopFile(file, { onProgress: setProgress });
      onAttach(await attachSopMedia(api, sopId, { uploadId, kind }));
    } catch (err) {
      setError(messageOf(err));
    } finally {
      setProgress(null);
      if (fileInput.current) fileInput.current.value = '';
    }
  };

  return (
    <div className="sop-attachments" data-testid="sop-attachments">
      {attachments.length > 0 && (
        <ul className="sop-attachment-list" aria-label={t('sopEditor.attachments.list')}>
          {attachments.map((a, index) => (
            <li key={index} data-kind={a.kind}>
              <span className="sop-attachment-kind">
                {t(`sopEditor.attachments.kind.${a.kind}`)}
              </span>{' '}
              <span className="sop-attachment-name">
                {a.kind === 'workflow' ? a.workflowId : a.name}
              </span>
              <button
                type="button"
                className="icon-button"
                onClick={() => onDetach(index)}
                aria-label={t('sopEditor.attachments.remove', {
                  name: a.kind === 'workflow' ? a.workflowId : a.name,
                })}
              >
                <span aria-hidden="true">×</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className="row-buttons">
        <button
          type="button"
          onClick={() => setPicking((v) => !v)}
          disabled={full}
          aria-expanded={picking}
        >
          {t('sopEditor.attachments.addWorkflow')}
        </button>
        <label
          className={`button-like${full || progress !== null ? ' disabled' : ''}`}
          htmlFor={`${id}-file`}
        >
          {t('sopEditor.attachments.upload')}
        </label>
        <input
          id={`${id}-file`}
          ref={fileInput}
          type="file"
          className="visually-hidden"
          accept={ACCEPT}
          disabled={full || progress !== null}
          onChange={(e) => void upload(e.currentTarget.files?.[0])}
          data-testid="sop-attachment-file"
        />
      </div>
      {progress !== null && (
        <progress
          max={1}
          value={progress}
          aria-label={t('sopEditor.attachments.uploading')}
          className="sop-upload-progress"
        />
      )}
      {error && (
        <p className="field-error" role="alert">
          {error}
        </p>
      )}
      {picking && (
        <WorkflowPicker
          workspaceId={workspaceId}
          onPick={(workflowId) => {
            setPicking(false);
            onAttach({ kind: 'workflow', workflowId });
          }}
        />
      )}
    </div>
  );
}

/** The workspace's processed workflows to attach. */
function WorkflowPicker({
  workspaceId,
  onPick,
}: {
  workspaceId: string;
  onPick: (workflowId: string) => void;
}) {
  return (
    <ProcessedWorkflows workspaceId={workspaceId}>
      {(items) => (
        <ul className="sop-workflow-picker" aria-label={t('sopEditor.attachments.workflows')}>
          {items.map((w) => (
            <li key={w.id}>
              <button type="button" onClick={() => onPick(w.id)}>
                {w.title}
              </button>
            </li>
          ))}
        </ul>
      )}
    </ProcessedWorkflows>
  );
}
