/**
 * The step attachments panel's state: the workflow's list (loading / error / ready, with a
 * retry), one step's slice of it in order, and the changes, each applied to the list from the
 * server's answer. A failed change leaves the list as it was and says why.
 */
import type { StepAttachment, StepAttachmentCreate, StepAttachmentFileKind } from '@stepwise/core';
import { useCallback, useEffect, useState } from 'react';
import { messageOf } from '../../../i18n/t';
import { kindOfFile, localProblem, refusalText } from './attachment-problems';
import type { AttachmentChange, StepAttachmentsClient } from './attachments-client';

export type AttachmentsLoad =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'ready'; items: StepAttachment[] };

export interface Uploading {
  name: string;
  progress: number;
}

const byOrder = (a: StepAttachment, b: StepAttachment) => a.order - b.order;

export function useStepAttachments(
  client: StepAttachmentsClient,
  workflowId: string,
  stepId: string,
) {
  // An answer is kept with the request it answers: another workflow (or a retry) shows
  // loading until its own arrives.
  const [attempt, setAttempt] = useState(0);
  const request = `${workflowId}#${attempt}`;
  const [loaded, setLoaded] = useState<{ request: string; value: AttachmentsLoad }>();
  const [error, setError] = useState<string | null>(null);
  const [uploading, setUploading] = useState<Uploading | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let live = true;
    const done = (value: AttachmentsLoad) => live && setLoaded({ request, value });
    client.list(workflowId).then(
      (items) => done({ status: 'ready', items }),
      (err: unknown) => done({ status: 'error', message: messageOf(err) }),
    );
    return () => {
      live = false;
    };
  }, [client, workflowId, request]);

  const load: AttachmentsLoad = loaded?.request === request ? loaded.value : { status: 'loading' };
  const all = load.status === 'ready' ? load.items : [];
  const items = all.filter((a) => a.stepId === stepId).sort(byOrder);

  /** Changes the loaded list from its latest value (answers may arrive one after another). */
  const edit = (change: (list: StepAttachment[]) => StepAttachment[]) =>
    setLoaded((prev) =>
      prev?.value.status === 'ready'
        ? { ...prev, value: { status: 'ready', items: change(prev.value.items) } }
        : prev,
    );
  /** Runs a change; its answer is put in the list by `apply`. */
  const run = async <T>(change: () => Promise<T>, apply: (value: T) => void, fail = messageOf) => {
    setError(null);
    setBusy(true);
    try {
      apply(await change());
      return true;
    } catch (err) {
      setError(fail(err));
      return false;
    } finally {
      setBusy(false);
    }
  };

  const addFile = async (file: File, asked: StepAttachmentFileKind) => {
    const problem = localProblem(file, asked, items);
    if (problem) return void setError(problem);
    setUploading({ name: file.name, progress: 0 });
    await run(
      () => client.addFile(stepId, file, (progress) => setUploading({ name: file.name, progress })),
      (item) => edit((list) => [...list, item]),
      (err) => refusalText(err, kindOfFile(file, asked)),
    );
    setUploading(null);
  };

  const addLink = (body: StepAttachmentCreate) =>
    run(
      () => client.addLink(stepId, body),
      (item) => edit((list) => [...list, item]),
    );

  const update = (id: string, change: AttachmentChange) =>
    run(
      () => client.update(id, change),
      (item) => edit((list) => list.map((a) => (a.id === id ? item : a))),
    );

  /** Moves an attachment one place; the others of the step close up (as the server does). */
  const move = (id: string, delta: -1 | 1) => {
    const from = items.findIndex((a) => a.id === id);
    const to = from + delta;
    if (from < 0 || to < 0 || to >= items.length) return Promise.resolve(false);
    return run(
      () => client.update(id, { order: to }),
      () => {
        const moved = items.slice();
        moved.splice(to, 0, ...moved.splice(from, 1));
        const order = new Map(moved.map((a, i) => [a.id, i]));
        edit((list) => list.map((a) => (order.has(a.id) ? { ...a, order: order.get(a.id)! } : a)));
      },
    );
  };

  const remove = (id: string) =>
    run(
      () => client.remove(id),
      () => edit((list) => list.filter((a) => a.id !== id)),
    );

  const retry = useCallback(() => setAttempt((n) => n + 1), []);

  return { load, items, error, uploading, busy, addFile, addLink, update, move, remove, retry };
}
