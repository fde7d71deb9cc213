/**
 * One attachment of the panel: its kind, its name (a link to the file or page), and for editors
 * rename (files) or relabel (links) in place, move up / down and delete. Every control is a
 * button with a name, so the list works from the keyboard alone.
 */
import type { StepAttachment } from '@stepwise/core';
import { useState, type FormEvent } from 'react';
import { t } from '../../../i18n/t';
import type { AttachmentChange } from './attachments-client';

/** The text an attachment goes by. */
export function attachmentName(a: StepAttachment): string {
  if (a.kind === 'link') return a.label;
  if (a.kind === 'workflow' || a.kind === 'step') return a.title;
  return a.name;
}

/** Where it opens: a file or a link; a workflow or a step in the portal's player. */
function hrefOf(a: StepAttachment): string {
  if (a.kind === 'workflow') return `/playermain/${encodeURIComponent(a.targetWorkflowId)}`;
  if (a.kind === 'step') {
    return `/playermain/${encodeURIComponent(a.targetWorkflowId)}/${encodeURIComponent(a.targetStepId)}`;
  }
  return a.link;
}

const thumbnailOf = (a: StepAttachment): string | null =>
  a.kind === 'diagram' ? a.link : a.kind === 'pdf' || a.kind === 'video' ? a.thumbnail : null;

/** A small button named for screen readers; its symbol is decoration. */
function IconButton(props: {
  label: string;
  symbol: string;
  disabled: boolean;
  onClick: () => void;
}) {
  return (
    <button
      type="button"
      className="icon-button"
      aria-label={props.label}
      disabled={props.disabled}
      onClick={props.onClick}
    >
      <span aria-hidden="true">{props.symbol}</span>
    </button>
  );
}

export interface AttachmentRowProps {
  attachment: StepAttachment;
  editable: boolean;
  busy: boolean;
  first: boolean;
  last: boolean;
  onChange: (change: AttachmentChange) => Promise<boolean>;
  onMove: (delta: -1 | 1) => void;
  onDelete: () => void;
}

export function AttachmentRow({
  attachment: a,
  editable,
  busy,
  first,
  last,
  onChange,
  onMove,
  onDelete,
}: AttachmentRowProps) {
  const name = attachmentName(a);
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(name);
  const renamable =
    a.kind === 'link' || a.kind === 'diagram' || a.kind === 'pdf' || a.kind === 'video';
  const thumbnail = thumbnailOf(a);

  const save = async (e: FormEvent) => {
    e.preventDefault();
    const value = draft.trim();
    if (!value || value === name) return setEditing(false);
    const done = await onChange(a.kind === 'link' ? { label: value } : { name: value });
    if (done) setEditing(false);
  };

  return (
    <li className="step-attachment" data-kind={a.kind} data-testid="step-attachment">
      {thumbnail ? (
        <img className="step-attachment-thumb" src={thumbnail} alt="" loading="lazy" />
      ) : (
        <span className="step-attachment-thumb" aria-hidden="true" />
      )}
      <span className="step-attachment-kind">{t(`attachments.kind.${a.kind}`)}</span>
      {editing ? (
        <form className="step-attachment-rename" onSubmit={(e) => void save(e)}>
          <input
            aria-label={a.kind === 'link' ? t('attachments.label') : t('attachments.name')}
            value={draft}
            maxLength={200}
            autoFocus
            onChange={(e) => setDraft(e.currentTarget.value)}
            onKeyDown={(e) => e.key === 'Escape' && setEditing(false)}
          />
          <button type="submit" disabled={busy}>
            {t('attachments.save')}
          </button>
          <button type="button" onClick={() => setEditing(false)}>
            {t('attachments.cancel')}
          </button>
        </form>
      ) : (
        <a
          className="step-attachment-name"
          href={hrefOf(a)}
          target="_blank"
          rel="noopener noreferrer"
        >
          {name}
        </a>
      )}
      {editable && !editing && (
        <span className="step-attachment-actions">
          {renamable && (
            <IconButton
              label={t('attachments.rename', { name })}
              symbol="✎"
              disabled={busy}
              onClick={() => {
                setDraft(name);
                setEditing(true);
              }}
            />
          )}
          <IconButton
            label={t('attachments.moveUp', { name })}
            symbol="↑"
            disabled={busy || first}
            onClick={() => onMove(-1)}
          />
          <IconButton
            label={t('attachments.moveDown', { name })}
            symbol="↓"
            disabled={busy || last}
            onClick={() => onMove(1)}
          />
          <IconButton
            label={t('attachments.delete', { name })}
            symbol="×"
            disabled={busy}
            onClick={onDelete}
          />
        </span>
      )}
    </li>
  );
}
