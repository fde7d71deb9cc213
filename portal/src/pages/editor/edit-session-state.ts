/**
 * The workflow editors' shared state (issue 21), free of React and of the network: the advanced
 * editor (/editor/{id}) and editor main (/editormain/{id}: transcription and segmentation tabs)
 * both edit one document through it.
 *
 * - The document comes from GET builder: `base` + saved `segments` (+ `redo`).
 * - Every change is a core EditSegment, checked by core's applySegment before it is kept: a
 *   refused change leaves the state as it was and keeps the refusal's message to show.
 * - Undo / redo are core's (undo pops the last segment to redo, a new segment clears redo).
 * - `state` is replay(base, segments); the timeline's steps and sentences derive from it.
 * - A save sends the whole list against the document's version; while a re-render runs
 *   (`render.status` scheduled or running) nothing can be saved (the server refuses too).
 */
import {
  applySegment,
  canRedo,
  canUndo,
  isRefused,
  pushSegment,
  redoSegment,
  renderPlan,
  replay,
  timelineDuration,
  timelineSentences,
  timelineSteps,
  undoSegment,
  type EditHistory,
  type EditSegment,
  type EditState,
  type RenderPlan,
  type TimelineSentence,
  type TimelineStep,
  type WorkflowClip,
  type WorkflowEditDocument,
  type WorkflowRender,
} from '@stepwise/core';

export interface EditSession {
  doc: WorkflowEditDocument;
  history: EditHistory;
  /** replay(doc.base, history.segments). */
  state: EditState;
  terms: string[];
  /** The saved list's length and terms: anything else is unsaved. */
  savedSegments: number;
  savedKey: string;
  /** The last refused change's message (cleared by the next accepted change). */
  refusal: string | null;
  saving: boolean;
  saveError: string | null;
}

export type EditAction =
  | { type: 'loaded'; doc: WorkflowEditDocument }
  | { type: 'apply'; segment: EditSegment }
  | { type: 'undo' }
  | { type: 'redo' }
  | { type: 'terms'; terms: string[] }
  | { type: 'dismiss-refusal' }
  | { type: 'saving' }
  | { type: 'saved'; doc: WorkflowEditDocument }
  | { type: 'save-failed'; message: string }
  | { type: 'render'; render: WorkflowRender | null }
  /** The workflow's imported clips as the server has them now (one became ready to insert). */
  | { type: 'clips'; clips: WorkflowClip[] };

const keyOf = (segments: readonly EditSegment[], terms: readonly string[]) =>
  JSON.stringify([segments, terms]);

function stateOf(doc: WorkflowEditDocument, segments: readonly EditSegment[]): EditState {
  const state = replay(doc.base, segments);
  // The server only stores lists that replay; a refusal here means a stale client build.
  return isRefused(state) ? doc.base : state;
}

export function sessionFrom(doc: WorkflowEditDocument): EditSession {
  const history = { segments: [...doc.segments], redo: [...doc.redo] };
  return {
    doc,
    history,
    state: stateOf(doc, history.segments),
    terms: [...doc.terms],
    savedSegments: history.segments.length,
    savedKey: keyOf(history.segments, doc.terms),
    refusal: null,
    saving: false,
    saveError: null,
  };
}

export function editSessionReducer(session: EditSession, action: EditAction): EditSession {
  switch (action.type) {
    case 'loaded':
    case 'saved':
      return sessionFrom(action.doc);
    case 'apply': {
      const next = applySegment(session.state, action.segment);
      if (isRefused(next)) return { ...session, refusal: next.message };
      return {
        ...session,
        history: pushSegment(session.history, action.segment),
        state: next,
        refusal: null,
      };
    }
    case 'undo': {
      if (!canUndo(session.history)) return session;
      const history = undoSegment(session.history);
      return { ...session, history, state: stateOf(session.doc, history.segments), refusal: null };
    }
    case 'redo': {
      if (!canRedo(session.history)) return session;
      const history = redoSegment(session.history);
      return { ...session, history, state: stateOf(session.doc, history.segments), refusal: null };
    }
    case 'terms':
      return { ...session, terms: action.terms };
    case 'dismiss-refusal':
      return { ...session, refusal: null };
    case 'saving':
      return { ...session, saving: true, saveError: null };
    case 'save-failed':
      return { ...session, saving: false, saveError: action.message };
    case 'render':
      return { ...session, doc: { ...session.doc, render: action.render } };
    case 'clips':
      // Only the clip list: the version, the saved list and the unsaved edits stay as they are.
      return { ...session, doc: { ...session.doc, clips: action.clips } };
  }
}

/** What the screens read, derived once per state. */
export interface EditView {
  steps: TimelineStep[];
  sentences: TimelineSentence[];
  duration: number;
  plan: RenderPlan;
  dirty: boolean;
  canUndo: boolean;
  canRedo: boolean;
  /** A re-render is scheduled or running: the editor is read-only until it finishes. */
  rendering: boolean;
  /** 001 §5: invalid when any sentence is empty (the save is refused). */
  invalidTranscript: boolean;
}

export function editView(session: EditSession): EditView {
  const sentences = timelineSentences(session.state);
  const status = session.doc.render?.status;
  return {
    steps: timelineSteps(session.state),
    sentences,
    duration: timelineDuration(session.state),
    plan: renderPlan(session.state),
    dirty: keyOf(session.history.segments, session.terms) !== session.savedKey,
    canUndo: canUndo(session.history),
    canRedo: canRedo(session.history),
    rendering: status === 'scheduled' || status === 'running',
    // 001 §5: a transcript with an empty sentence is invalid (core refuses empty corrections,
    // so this holds only for a transcript that arrived so).
    invalidTranscript: sentences.some((s) => s.sentence.trim() === ''),
  };
}
