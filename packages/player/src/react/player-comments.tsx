// The comments tab bound to the data source's comments port (002 §4): newest page first, more
// on scroll, send / edit / delete with the card states' timings from core.
import { useEffect, useState } from 'react';
import {
  COMMENT_HIGHLIGHT_MS,
  COMMENT_REMOVE_DELAY_MS,
  timeAgo,
  type Comment,
} from '@stepwise/core';
import { localeTagOf } from '@stepwise/i18n';
import { useLanguage } from '@stepwise/i18n/react';
import type { CommentsPort, PlayerViewer } from '../core/data-source.js';
import { CommentsPanel } from './components/comments-panel.js';
import type { CommentView } from './components/comment-card.js';

export interface PlayerCommentsProps {
  port: CommentsPort;
  workflowId: string;
  viewer: PlayerViewer | null;
  onError: (error: unknown) => void;
}

export function PlayerComments({ port, workflowId, viewer, onError }: PlayerCommentsProps) {
  const { language } = useLanguage();
  const [comments, setComments] = useState<Comment[]>([]);
  const [page, setPage] = useState({ next: 0, hasMore: false, loading: true, more: false });
  const [draft, setDraft] = useState('');
  const [sending, setSending] = useState(false);
  const [flash, setFlash] = useState<{
    highlighted?: string;
    removing?: string;
    updating?: string;
  }>({});

  const fetchPage = (index: number) =>
    port.list(workflowId, index).then(
      ({ items, page: info }) => {
        setComments((old) => (index === 0 ? items : [...old, ...items]));
        setPage({
          next: index + 1,
          hasMore: index + 1 < info.pageCount,
          loading: false,
          more: false,
        });
      },
      (error: unknown) => {
        setPage((p) => ({ ...p, loading: false, more: false }));
        onError(error);
      },
    );
  // The first page; the parent keys this component by workflow, so a new one starts over.
  useEffect(() => {
    void fetchPage(0);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const loadMore = () => {
    setPage((p) => ({ ...p, more: true }));
    void fetchPage(page.next);
  };

  const highlight = (id: string) => {
    setFlash((f) => ({ ...f, highlighted: id }));
    setTimeout(
      () => setFlash((f) => (f.highlighted === id ? { ...f, highlighted: undefined } : f)),
      COMMENT_HIGHLIGHT_MS,
    );
  };
  const replace = (next: Comment) =>
    setComments((all) => all.map((c) => (c.id === next.id ? next : c)));

  const rtf = new Intl.RelativeTimeFormat(localeTagOf(language), { numeric: 'always' });
  const views: CommentView[] = comments.map((c) => {
    const ago = timeAgo(c.createdAt);
    return {
      id: c.id,
      author: c.displayName,
      timeAgo: rtf.format(-ago.value, ago.unit),
      text: c.comment,
      edited: c.updatedAt !== undefined,
      canEdit: viewer?.id === c.uid,
      canDelete: viewer?.id === c.uid || (viewer?.canModerate ?? false),
    };
  });

  return (
    <CommentsPanel
      comments={views}
      loading={page.loading}
      hasMore={page.hasMore}
      loadingMore={page.more}
      onLoadMore={loadMore}
      highlightedId={flash.highlighted ?? null}
      removingId={flash.removing ?? null}
      updatingId={flash.updating ?? null}
      draft={draft}
      onDraftChange={setDraft}
      sending={sending}
      onSend={() => {
        setSending(true);
        port.send(workflowId, draft.trim()).then(
          (created) => {
            setComments((all) => [created, ...all]);
            setDraft('');
            setSending(false);
            highlight(created.id);
          },
          (error: unknown) => {
            setSending(false);
            onError(error);
          },
        );
      }}
      onSave={(id, text) => {
        setFlash((f) => ({ ...f, updating: id }));
        port.update(id, text.trim()).then(
          (updated) => {
            replace(updated);
            setFlash((f) => ({ ...f, updating: undefined }));
            highlight(id);
          },
          (error: unknown) => {
            setFlash((f) => ({ ...f, updating: undefined }));
            onError(error);
          },
        );
      }}
      onDelete={(id) => {
        port.remove(id).then(() => {
          setFlash((f) => ({ ...f, removing: id }));
          setTimeout(
            () => setComments((all) => all.filter((c) => c.id !== id)),
            COMMENT_REMOVE_DELAY_MS,
          );
        }, onError);
      }}
    />
  );
}
