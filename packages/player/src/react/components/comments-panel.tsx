// The comments tab (002 §4, §5, §9): the list, 50 at a time, with more loaded when the reader
// reaches the bottom (an IntersectionObserver on a sentinel, and a button for keyboards and
// browsers without the observer), and the composer. The caller owns the data and the timings.
import { useEffect, useRef } from 'react';
import type { ReactNode } from 'react';
import { useT } from '@stepwise/i18n/react';
import { cx, SCOPE } from './class-names.js';
import { CommentCard } from './comment-card.js';
import type { CommentView } from './comment-card.js';
import { CommentComposer } from './comment-composer.js';
import type { CommentComposerProps } from './comment-composer.js';
import { Parts } from './parts.js';

export interface CommentsPanelProps extends CommentComposerProps {
  comments: readonly CommentView[];
  /** The first page is on its way. */
  loading: boolean;
  hasMore: boolean;
  loadingMore: boolean;
  onLoadMore: () => void;
  highlightedId?: string | null | undefined;
  removingId?: string | null | undefined;
  savedId?: string | null | undefined;
  updatingId?: string | null | undefined;
  onSave: (id: string, text: string) => void;
  onDelete: (id: string) => void;
  /** A comment's emoji reactions, rendered under its text. */
  renderReactions?: ((comment: CommentView) => ReactNode) | undefined;
  className?: string | undefined;
}

export function CommentsPanel({
  comments,
  loading,
  hasMore,
  loadingMore,
  onLoadMore,
  highlightedId,
  removingId,
  savedId,
  updatingId,
  onSave,
  onDelete,
  renderReactions,
  draft,
  onDraftChange,
  sending,
  onSend,
  className,
}: CommentsPanelProps) {
  const t = useT();
  const sentinel = useRef<HTMLDivElement>(null);
  const canLoad = hasMore && !loadingMore && !loading;
  // The latest callback, so the observer is not rebuilt on every render of the caller.
  const loadMore = useRef(onLoadMore);
  useEffect(() => {
    loadMore.current = onLoadMore;
  });

  useEffect(() => {
    const target = sentinel.current;
    if (!canLoad || !target || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) loadMore.current();
    });
    observer.observe(target);
    return () => observer.disconnect();
  }, [canLoad]);

  return (
    <section
      className={cx(SCOPE, 'sw-player-comments', className)}
      part={Parts.comments}
      aria-label={t('player.comments')}
      aria-busy={loading || loadingMore || undefined}
    >
      <CommentComposer
        draft={draft}
        onDraftChange={onDraftChange}
        sending={sending}
        onSend={onSend}
      />
      <div className="sw-player-comments-list">
        {loading ? (
          <p className="sw-player-comments-note" role="status">
            {t('player.loadingComments')}
          </p>
        ) : comments.length === 0 ? (
          <p className="sw-player-comments-note">{t('player.commentsEmpty')}</p>
        ) : (
          comments.map((comment) => (
            <CommentCard
              key={comment.id}
              comment={comment}
              highlighted={comment.id === highlightedId}
              removing={comment.id === removingId}
              saved={comment.id === savedId}
              updating={comment.id === updatingId}
              onSave={onSave}
              onDelete={onDelete}
              reactions={renderReactions?.(comment)}
            />
          ))
        )}
        {hasMore && !loading && (
          <div ref={sentinel} className="sw-player-comments-more">
            <button
              type="button"
              className="sw-player-text-button"
              disabled={loadingMore}
              onClick={onLoadMore}
            >
              {loadingMore ? t('player.loadingComments') : t('player.loadMore')}
            </button>
          </div>
        )}
      </div>
    </section>
  );
}
