/**
 * The editor's document: every step's element list, the lists as last saved, and undo / redo
 * over the changes (issue 22; 001 §2 annotation canvas). Pure, so the reducer is tested without
 * React or fabric. An entry remembers one step's list before and after a change, so undoing
 * restores that step even when another step is the one shown.
 */
import type { AnnotationElement } from '@stepwise/core';

export type StepElements = Readonly<Record<string, readonly AnnotationElement[]>>;

interface Change {
  stepId: string;
  before: readonly AnnotationElement[];
  after: readonly AnnotationElement[];
}

export interface AnnotationDoc {
  steps: StepElements;
  saved: StepElements;
  past: readonly Change[];
  future: readonly Change[];
}

/** Undo remembers this many changes; older ones are dropped. */
const HISTORY_MAX = 100;

export function openDoc(steps: StepElements): AnnotationDoc {
  return { steps, saved: steps, past: [], future: [] };
}

export type DocAction =
  | { kind: 'set'; stepId: string; elements: readonly AnnotationElement[] }
  /** One element added or replaced (by id) in the step's CURRENT list: events in one tick compose. */
  | { kind: 'put'; stepId: string; element: AnnotationElement }
  | { kind: 'remove'; stepId: string; id: string }
  | { kind: 'undo' }
  | { kind: 'redo' }
  | { kind: 'saved'; steps: StepElements };

export function docReducer(doc: AnnotationDoc, action: DocAction): AnnotationDoc {
  switch (action.kind) {
    case 'put': {
      const list = doc.steps[action.stepId] ?? [];
      const { element } = action;
      const at = list.findIndex((e) => e.id === element.id);
      const elements = at < 0 ? [...list, element] : list.map((e, i) => (i === at ? element : e));
      return docReducer(doc, { kind: 'set', stepId: action.stepId, elements });
    }
    case 'remove': {
      const list = doc.steps[action.stepId] ?? [];
      const elements = list.filter((e) => e.id !== action.id);
      return docReducer(doc, { kind: 'set', stepId: action.stepId, elements });
    }
    case 'set': {
      const before = doc.steps[action.stepId] ?? [];
      if (sameElements(before, action.elements)) return doc;
      const change = { stepId: action.stepId, before, after: action.elements };
      return {
        ...doc,
        steps: { ...doc.steps, [action.stepId]: action.elements },
        past: [...doc.past, change].slice(-HISTORY_MAX),
        future: [],
      };
    }
    case 'undo': {
      const change = doc.past.at(-1);
      if (!change) return doc;
      return {
        ...doc,
        steps: { ...doc.steps, [change.stepId]: change.before },
        past: doc.past.slice(0, -1),
        future: [change, ...doc.future],
      };
    }
    case 'redo': {
      const change = doc.future[0];
      if (!change) return doc;
      return {
        ...doc,
        steps: { ...doc.steps, [change.stepId]: change.after },
        past: [...doc.past, change],
        future: doc.future.slice(1),
      };
    }
    case 'saved':
      return { ...doc, saved: { ...doc.saved, ...action.steps } };
  }
}

const sameElements = (a: readonly AnnotationElement[], b: readonly AnnotationElement[]) =>
  a === b || JSON.stringify(a) === JSON.stringify(b);

/** The steps whose list differs from what was last saved (what Save sends). */
export function changedSteps(doc: AnnotationDoc): string[] {
  return Object.keys(doc.steps).filter(
    (id) => !sameElements(doc.steps[id] ?? [], doc.saved[id] ?? []),
  );
}
