/**
 * A run's comments, loaded and sent (issue 24): used by the reviewer beside the run and by the
 * run's person on their player page when a comment notification opened it (`?sessionId=`).
 */
import { addRunComment, listRunComments } from '@stepwise/api';
import type { RunComment } from '@stepwise/core';
import { useState } from 'react';
import { api } from '../../api';
import { messageOf } from '../../i18n/t';
import { useLoad } from '../../lib/use-load';
import { LoadState } from '../load-state';
import { RunCommentsView } from './run-comments-view';
import './run-review.css';

export function RunComments({ sessionId }: { sessionId: string }) {
  const [load, retry] = useLoad(`run-comments:${sessionId}`, () => listRunComments(api, sessionId));
  // Sent comments are appended here rather than reloading the thread.
  const [sent, setSent] = useState<{ sessionId: string; items: RunComment[] }>({
    sessionId,
    items: [],
  });
  const [draft, setDraft] = useState('');
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  if (load.state !== 'ready')
    return <LoadState load={load} onRetry={retry} testId="run-comments" />;
  const mine = sent.sessionId === sessionId ? sent.items : [];
  const items = [...load.value.filter((c) => !mine.some((m) => m.id === c.id)), ...mine];
  const send = (text: string) => {
    setSending(true);
    setError(null);
    addRunComment(api, sessionId, text).then(
      (comment) => {
        setSent({ sessionId, items: [...mine, comment] });
        setDraft('');
        setSending(false);
      },
      (err: unknown) => {
        setError(messageOf(err));
        setSending(false);
      },
    );
  };
  return (
    <RunCommentsView
      items={items}
      draft={draft}
      sending={sending}
      error={error}
      onDraftChange={setDraft}
      onSend={send}
    />
  );
}
