/**
 * The editors' hook over edit-session-state.ts: loads the document, saves it (PUT builder /
 * transcription / segmentation), and follows a running re-render until it finishes, then loads
 * the document again (the new media, steps and transcript).
 */
import { useCallback, useEffect, useReducer, useRef } from 'react';
import {
  getWorkflowEdits,
  listWorkflowRenders,
  saveWorkflowEdits,
  type EditSaveScreen,
} from '@stepwise/api';
import type { EditSegment, WorkflowClip, WorkflowEditDocument } from '@stepwise/core';
import { api } from '../../api';
import { messageOf } from '../../i18n/t';
import { editSessionReducer, editView, sessionFrom, type EditSession } from './edit-session-state';

/** How often a running re-render is asked for its progress. */
export const RENDER_POLL_MS = 1500;

export function useEditSession(initial: WorkflowEditDocument) {
  const [session, dispatch] = useReducer(editSessionReducer, initial, sessionFrom);
  const latest = useRef<EditSession>(session);
  // Read by save and the render poll after the render that made it (not during one).
  useEffect(() => {
    latest.current = session;
  });
  const view = editView(session);
  const workflowId = session.doc.workflowId;

  const save = useCallback(
    async (screen: EditSaveScreen) => {
      const s = latest.current;
      dispatch({ type: 'saving' });
      try {
        const answer = await saveWorkflowEdits(api, workflowId, screen, {
          version: s.doc.version,
          segments: s.history.segments,
          redo: s.history.redo,
          terms: s.terms,
        });
        dispatch({
          type: 'saved',
          doc: { ...answer.item, render: answer.render ?? answer.item.render },
        });
      } catch (err) {
        dispatch({ type: 'save-failed', message: messageOf(err) });
      }
    },
    [workflowId],
  );

  // Follow a running re-render; when it ends, read the document again.
  useEffect(() => {
    if (!view.rendering) return;
    let live = true;
    const timer = setInterval(() => {
      void listWorkflowRenders(api, workflowId).then(
        async (renders) => {
          if (!live) return;
          const current = renders.find((r) => r.id === latest.current.doc.render?.id) ?? null;
          if (current && (current.status === 'finished' || current.status === 'error')) {
            dispatch({ type: 'loaded', doc: await getWorkflowEdits(api, workflowId) });
          } else {
            dispatch({ type: 'render', render: current });
          }
        },
        () => undefined,
      );
    }, RENDER_POLL_MS);
    return () => {
      live = false;
      clearInterval(timer);
    };
  }, [view.rendering, workflowId]);

  return {
    session,
    view,
    apply: (segment: EditSegment) => dispatch({ type: 'apply', segment }),
    undo: () => dispatch({ type: 'undo' }),
    redo: () => dispatch({ type: 'redo' }),
    setTerms: (terms: string[]) => dispatch({ type: 'terms', terms }),
    dismissRefusal: () => dispatch({ type: 'dismiss-refusal' }),
    /** A document from elsewhere (a reset's answer) replaces the session, unsaved edits too. */
    reload: (doc: WorkflowEditDocument) => dispatch({ type: 'loaded', doc }),
    /** The imported clips as the server lists them now (the advanced editor's import). */
    setClips: (clips: WorkflowClip[]) => dispatch({ type: 'clips', clips }),
    save,
  };
}
