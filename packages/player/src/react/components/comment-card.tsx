// One comment (002 §4 card states): display, edit, delete-confirm. Which comment is highlighted
// (1.5 s after it was added or updated), leaving (300 ms after delete) or just saved comes from
// the caller; the card only moves between its own states.
import { useState } from 'react';
import type { ReactNode } from 'react';
import { COMMENT_MAX_LENGTH, commentSaveDisabled } from '@stepwise/core';
import { useT } from '@stepwise/i18n/react';

export interface CommentView {
  id: string;
  author: string;
  /** Formatted by the caller from core's timeAgo ('3 minutes ago'). */
  timeAgo: string;
  text: string;
  /** updatedAt is present. */
  edited: boolean;
  /** Author only (core canEditComment). */
  canEdit: boolean;
  /** Author, organisation admin or workspace admin (core canDeleteComment). */
  canDelete: boolean;
}

export interface CommentCardProps {
  comment: CommentView;
  highlighted: boolean;
  removing: boolean;
  saved: boolean;
  updating: boolean;
  /** Sends the edited text as typed; the caller trims it. */
  onSave: (id: string, text: string) => void;
  onDelete: (id: string) => void;
  reactions?: ReactNode;
}

type Mode = 'display' | 'edit' | 'confirm';

export function CommentCard({
  comment,
  highlighted,
  removing,
  saved,
  updating,
  onSave,
  onDelete,
  reactions,
}: CommentCardProps) {
  const t = useT();
  const [mode, setMode] = useState<Mode>('display');
  const [draft, setDraft] = useState(comment.text);

  const startEdit = () => {
    setDraft(comment.text);
    setMode('edit');
  };

  return (
    <article
      className="sw-player-comment"
      aria-label={comment.author}
      data-state={mode}
      data-highlighted={highlighted || undefined}
      data-removing={removing || undefined}
    >
      <header className="sw-player-comment-meta">
        <span className="sw-player-comment-author">{comment.author}</span>
        <span className="sw-player-comment-time">{comment.timeAgo}</span>
        {comment.edited && <span className="sw-player-comment-edited">({t('player.edited')})</span>}
        {saved && (
          <span className="sw-player-comment-saved" role="status">
            {t('player.saved')}
          </span>
        )}
      </header>
      {mode === 'edit' ? (
        <form
          className="sw-player-comment-edit"
          onSubmit={(e) => {
            e.preventDefault();
            if (commentSaveDisabled(draft, comment.text, updating)) return;
            onSave(comment.id, draft);
            setMode('display');
          }}
        >
          <textarea
            className="sw-player-comment-input sw-player-focusable"
            aria-label={t('player.editComment')}
            value={draft}
            // The author asked to edit: the text box is what they are here for.
            autoFocus
            onChange={(e) => setDraft(e.currentTarget.value)}
          />
          <div className="sw-player-comment-actions">
            <span className="sw-player-comment-count" dir="ltr">
              {draft.length}/{COMMENT_MAX_LENGTH}
            </span>
            <button
              type="button"
              className="sw-player-text-button"
              onClick={() => setMode('display')}
            >
              {t('player.cancel')}
            </button>
            <button
              type="submit"
              className="sw-player-text-button"
              data-variant="primary"
              disabled={commentSaveDisabled(draft, comment.text, updating)}
            >
              {t('player.save')}
            </button>
          </div>
        </form>
      ) : (
        <p className="sw-player-comment-text">{comment.text}</p>
      )}
      {mode === 'confirm' && (
        <div
          className="sw-player-comment-confirm"
          role="group"
          aria-label={t('player.deleteConfirm')}
        >
          <span>{t('player.deleteConfirm')}</span>
          <button
            type="button"
            className="sw-player-text-button"
            onClick={() => setMode('display')}
          >
            {t('player.cancel')}
          </button>
          <button
            type="button"
            className="sw-player-text-button"
            data-variant="danger"
            onClick={() => {
              setMode('display');
              onDelete(comment.id);
            }}
          >
            {t('player.deleteComment')}
          </button>
        </div>
      )}
      {mode === 'display' && (
        <footer className="sw-player-comment-footer">
          {reactions}
          {comment.canEdit && (
            <button type="button" className="sw-player-link-button" onClick={startEdit}>
              {t('player.editComment')}
            </button>
          )}
          {comment.canDelete && (
            <button
              type="button"
              className="sw-player-link-button"
              onClick={() => setMode('confirm')}
            >
              {t('player.deleteComment')}
            </button>
          )}
        </footer>
      )}
    </article>
  );
}
