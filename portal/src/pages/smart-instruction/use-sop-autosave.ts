/**
 * Autosave of the smart-instruction editor: AUTOSAVE_DELAY_MS after the last change the whole
 * content goes out (PUT /v1/multimodal-sop); then the edit events of the changes saved go in one
 * batch (POST .../edit-events/batch-create), after the ids they name exist on the server. A
 * failed save waits for the author's retry or their next change; leaving the page with unsaved
 * changes asks first.
 */
import { createSopEditEvents, replaceSmartInstruction } from '@stepwise/api';
import { useCallback, useEffect, useLayoutEffect, useRef, type Dispatch } from 'react';
import { api } from '../../api';
import { messageOf, t, type MessageKey } from '../../i18n/t';
import { isLocalId } from './sop-editor-items';
import {
  AUTOSAVE_DELAY_MS,
  isDirty,
  replaceBody,
  type SopEditorAction,
  type SopEditorState,
} from './sop-editor-state';

/** batch-create takes at most this many events at once (core sopEditEventBatchSchema). */
const EVENT_BATCH_MAX = 200;

export function useSopAutosave(state: SopEditorState, dispatch: Dispatch<SopEditorAction>) {
  const latest = useRef(state);
  // The latest state for saveNow, which runs from effects and handlers after the commit.
  useLayoutEffect(() => {
    latest.current = state;
  }, [state]);
  const inFlight = useRef<Promise<void> | null>(null);
  const failedRevision = useRef<number | null>(null);
  const sendingEvents = useRef(false);

  /** Saves now if anything changed; resolves once the content on the server is the latest. */
  const saveNow = useCallback(async (): Promise<boolean> => {
    while (inFlight.current) await inFlight.current;
    const s = latest.current;
    if (!isDirty(s)) return true;
    const built = replaceBody(s);
    if (!built.ok) {
      failedRevision.current = s.revision;
      dispatch({
        type: 'saveFailed',
        revision: s.revision,
        message: t(built.problem as MessageKey),
      });
      return false;
    }
    const revision = s.revision;
    const sent = s.items;
    dispatch({ type: 'saveStarted', revision });
    let saved = false;
    const run = replaceSmartInstruction(api, built.body).then(
      (answer) => {
        failedRevision.current = null;
        saved = true;
        dispatch({ type: 'saveSucceeded', revision, sent, answer });
      },
      (err: unknown) => {
        failedRevision.current = revision;
        dispatch({ type: 'saveFailed', revision, message: messageOf(err) });
      },
    );
    inFlight.current = run;
    await run;
    inFlight.current = null;
    return saved;
  }, [dispatch]);

  // Debounced: each change restarts the wait. A failed revision is not retried by itself.
  useEffect(() => {
    if (!isDirty(state) || state.save === 'saving') return;
    if (state.save === 'error' && failedRevision.current === state.revision) return;
    const timer = setTimeout(() => void saveNow(), AUTOSAVE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [state, saveNow]);

  // Edit events follow a successful save (their item ids are the server's by then).
  useEffect(() => {
    if (state.save !== 'saved' || isDirty(state)) return;
    if (state.events.length === 0 || sendingEvents.current) return;
    const batch = state.events.slice(0, EVENT_BATCH_MAX).map((e) => ({
      ...e,
      itemId: e.itemId && isLocalId(e.itemId) ? null : (e.itemId ?? null),
    }));
    sendingEvents.current = true;
    createSopEditEvents(api, state.id, { data: batch }).then(
      () => {
        sendingEvents.current = false;
        dispatch({ type: 'eventsSent', count: batch.length });
      },
      // Kept for the next save's batch: the history is secondary to the content.
      () => {
        sendingEvents.current = false;
      },
    );
  }, [state, dispatch]);

  // Leaving with unsaved changes asks first (the browser's own prompt).
  useEffect(() => {
    const onBeforeUnload = (e: BeforeUnloadEvent) => {
      if (isDirty(latest.current)) e.preventDefault();
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, []);

  return { saveNow };
}
