// The new-comment box with its character counter (002 §5: at most 1000 characters; send is
// disabled when empty, while sending, or over the limit). Ctrl or Cmd + Enter sends.
import { COMMENT_MAX_LENGTH, commentProblem, commentSendDisabled } from '@stepwise/core';
import { useT } from '@stepwise/i18n/react';

export interface CommentComposerProps {
  draft: string;
  onDraftChange: (text: string) => void;
  sending: boolean;
  /** Sends the draft as typed; the caller trims it. */
  onSend: () => void;
}

export function CommentComposer({ draft, onDraftChange, sending, onSend }: CommentComposerProps) {
  const t = useT();
  const disabled = commentSendDisabled(draft, sending);
  const tooLong = commentProblem(draft) === 'tooLong';
  const send = () => {
    if (!disabled) onSend();
  };
  return (
    <form
      className="sw-player-composer"
      onSubmit={(e) => {
        e.preventDefault();
        send();
      }}
    >
      <textarea
        className="sw-player-comment-input sw-player-focusable"
        aria-label={t('player.commentPlaceholder')}
        placeholder={t('player.commentPlaceholder')}
        value={draft}
        aria-invalid={tooLong || undefined}
        onChange={(e) => onDraftChange(e.currentTarget.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) {
            e.preventDefault();
            send();
          }
        }}
      />
      <div className="sw-player-comment-actions">
        <span className="sw-player-comment-count" data-over={tooLong || undefined}>
          <span aria-hidden="true" dir="ltr">
            {draft.length}/{COMMENT_MAX_LENGTH}
          </span>
          <span className="sw-player-visually-hidden">
            {t('player.commentLength', { count: draft.length, max: COMMENT_MAX_LENGTH })}
          </span>
        </span>
        {tooLong && (
          <span className="sw-player-comment-error" role="alert">
            {t('player.commentTooLong', { max: COMMENT_MAX_LENGTH })}
          </span>
        )}
        <button
          type="submit"
          className="sw-player-text-button"
          data-variant="primary"
          disabled={disabled}
        >
          {t('player.send')}
        </button>
      </div>
    </form>
  );
}
