/**
 * A run's comment thread (issue 24; 002 §4 comment kinds, §5 comment rules): oldest first, the
 * reviewer's comments marked, and a box that sends the trimmed text — never empty, never over
 * 1000 characters, never twice while sending. Pure: RunComments loads and sends.
 */
import type { RunComment } from '@stepwise/core';
import type { FormEvent } from 'react';
import { t } from '../../i18n/t';
import { runDateTime } from './run-format';

/** 002 §5: the server refuses more (runCommentCreateSchema). */
export const RUN_COMMENT_MAX = 1000;

/** Whether the draft may be sent: something after trimming, within the limit, not sending. */
export function canSendComment(draft: string, sending: boolean): boolean {
  const text = draft.trim();
  return !sending && text.length > 0 && text.length <= RUN_COMMENT_MAX;
}

export interface RunCommentsViewProps {
  items: RunComment[];
  draft: string;
  sending: boolean;
  error: string | null;
  onDraftChange: (draft: string) => void;
  onSend: (text: string) => void;
}

export function RunCommentsView(props: RunCommentsViewProps) {
  const { items, draft, sending, error } = props;
  const length = draft.trim().length;
  const over = length > RUN_COMMENT_MAX;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (canSendComment(draft, sending)) props.onSend(draft.trim());
  };
  return (
    <section className="run-comments" data-testid="run-comments" aria-labelledby="run-comments-h">
      <h3 id="run-comments-h">{t('runReview.comments')}</h3>
      {items.length === 0 ? (
        <p className="muted" data-testid="run-comments-empty">
          {t('runReview.noComments')}
        </p>
      ) : (
        <ol className="run-comment-list">
          {items.map((c) => (
            <li
              key={c.id}
              className={`run-comment${c.isReviewer ? ' reviewer' : ''}`}
              data-testid="run-comment"
              data-reviewer={c.isReviewer}
            >
              <div className="run-comment-meta">
                <strong>{c.displayName}</strong>
                {c.isReviewer && <span className="badge">{t('runReview.reviewer')}</span>}
                <time className="muted" dateTime={c.createdAt}>
                  {runDateTime(c.createdAt)}
                </time>
              </div>
              <p className="run-comment-text">{c.comment}</p>
            </li>
          ))}
        </ol>
      )}
      <form className="run-comment-form" onSubmit={submit}>
        <label htmlFor="run-comment-input">{t('runReview.commentLabel')}</label>
        <textarea
          id="run-comment-input"
          data-testid="run-comment-input"
          value={draft}
          rows={3}
          aria-invalid={over}
          aria-describedby="run-comment-count"
          onChange={(e) => props.onDraftChange(e.target.value)}
        />
        <div className="run-comment-actions">
          <span
            id="run-comment-count"
            className={over ? 'field-error' : 'muted'}
            data-testid="run-comment-count"
          >
            {t('runReview.counter', { count: length, max: RUN_COMMENT_MAX })}
          </span>
          <button
            type="submit"
            className="primary"
            data-testid="run-comment-send"
            disabled={!canSendComment(draft, sending)}
          >
            {sending ? t('runReview.sending') : t('runReview.send')}
          </button>
        </div>
        {error && (
          <p className="form-error" role="alert">
            {error}
          </p>
        )}
      </form>
    </section>
  );
}
