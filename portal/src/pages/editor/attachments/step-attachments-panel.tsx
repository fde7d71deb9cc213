/**
 * A step's attachments in the editors (issue 21; 001 §3 Step): diagrams, PDFs, video clips,
 * links and other workflows or steps, in the step's order. Editors add (files are refused here
 * first by their declared type and size, then by the server on their bytes), rename, reorder
 * and delete; readers see the list. Loading, empty and failed states are said in words.
 */
import { useState } from 'react';
import { t } from '../../../i18n/t';
import { FileButtons, LinkForm, WorkflowPicker } from './attachment-adders';
import { AttachmentRow } from './attachment-row';
import { apiAttachmentsClient, type StepAttachmentsClient } from './attachments-client';
import { useStepAttachments } from './use-step-attachments';
import './step-attachments-panel.css';

export interface StepAttachmentsPanelProps {
  workflowId: string;
  stepId: string;
  /** Whether the caller may change them; the editors are for editors, so by default yes. */
  editable?: boolean;
  /** The server calls; the real ones unless a story or a test hands its own. */
  client?: StepAttachmentsClient;
}

export function StepAttachmentsPanel({
  workflowId,
  stepId,
  editable = true,
  client = apiAttachmentsClient,
}: StepAttachmentsPanelProps) {
  const state = useStepAttachments(client, workflowId, stepId);
  const [adding, setAdding] = useState<'link' | 'workflow' | null>(null);
  const { load, items, busy, uploading } = state;

  return (
    <section
      className="step-attachments"
      aria-label={t('attachments.title')}
      data-testid="step-attachments-panel"
    >
      <h3 className="step-attachments-title">{t('attachments.title')}</h3>
      {load.status === 'loading' && (
        <p className="muted small" role="status">
          {t('attachments.loading')}
        </p>
      )}
      {load.status === 'error' && (
        <div role="alert" className="step-attachments-failed">
          <p className="field-error">{t('attachments.loadFailed')}</p>
          <p className="muted small">{load.message}</p>
          <button type="button" onClick={state.retry}>
            {t('attachments.retry')}
          </button>
        </div>
      )}
      {load.status === 'ready' && items.length === 0 && (
        <p className="muted small">{t('attachments.empty')}</p>
      )}
      {items.length > 0 && (
        <ul className="step-attachment-list" aria-label={t('attachments.list')}>
          {items.map((a, i) => (
            <AttachmentRow
              key={a.id}
              attachment={a}
              editable={editable}
              busy={busy}
              first={i === 0}
              last={i === items.length - 1}
              onChange={(change) => state.update(a.id, change)}
              onMove={(delta) => void state.move(a.id, delta)}
              onDelete={() => void state.remove(a.id)}
            />
          ))}
        </ul>
      )}
      {uploading && (
        <label className="step-attachments-progress">
          {t('attachments.uploading', { name: uploading.name })}
          <progress max={1} value={uploading.progress} />
        </label>
      )}
      {state.error && (
        <p className="field-error" role="alert" data-testid="step-attachments-error">
          {state.error}
        </p>
      )}
      {editable && load.status === 'ready' && (
        <div className="row-buttons step-attachments-add">
          <FileButtons
            disabled={busy || uploading !== null}
            onFile={(file, kind) => void state.addFile(file, kind)}
          />
          <button
            type="button"
            aria-expanded={adding === 'link'}
            onClick={() => setAdding(adding === 'link' ? null : 'link')}
          >
            {t('attachments.addLink')}
          </button>
          <button
            type="button"
            aria-expanded={adding === 'workflow'}
            onClick={() => setAdding(adding === 'workflow' ? null : 'workflow')}
          >
            {t('attachments.addWorkflow')}
          </button>
        </div>
      )}
      {editable && adding === 'link' && (
        <LinkForm busy={busy} onAdd={state.addLink} onClose={() => setAdding(null)} />
      )}
      {editable && adding === 'workflow' && (
        <WorkflowPicker
          client={client}
          busy={busy}
          onAdd={state.addLink}
          onClose={() => setAdding(null)}
        />
      )}
    </section>
  );
}
