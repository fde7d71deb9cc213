import type { AnnotationElement } from '@stepwise/core';
import { describe, expect, it } from 'vitest';
import { changedSteps, docReducer, openDoc } from './annotation-history';

const el = (id: string) => ({ id }) as unknown as AnnotationElement;

describe('annotation document: undo, redo and what changed', () => {
  it('undoes and redoes changes across steps in order', () => {
    let doc = openDoc({ s1: [], s2: [el('x')] });
    doc = docReducer(doc, { kind: 'set', stepId: 's1', elements: [el('a')] });
    doc = docReducer(doc, { kind: 'set', stepId: 's2', elements: [] });
    expect(changedSteps(doc)).toEqual(['s1', 's2']);
    doc = docReducer(doc, { kind: 'undo' });
    expect(doc.steps.s2).toEqual([el('x')]);
    doc = docReducer(doc, { kind: 'undo' });
    expect(doc.steps.s1).toEqual([]);
    expect(changedSteps(doc)).toEqual([]);
    doc = docReducer(doc, { kind: 'redo' });
    expect(doc.steps.s1).toEqual([el('a')]);
    expect(doc.future).toHaveLength(1);
  });

  it('a new change clears redo; an unchanged list is not a change', () => {
    let doc = openDoc({ s1: [] });
    doc = docReducer(doc, { kind: 'set', stepId: 's1', elements: [el('a')] });
    doc = docReducer(doc, { kind: 'undo' });
    doc = docReducer(doc, { kind: 'set', stepId: 's1', elements: [el('b')] });
    expect(doc.future).toHaveLength(0);
    expect(docReducer(doc, { kind: 'set', stepId: 's1', elements: [el('b')] })).toBe(doc);
  });

  it('after a save only later changes count', () => {
    let doc = openDoc({ s1: [] });
    doc = docReducer(doc, { kind: 'set', stepId: 's1', elements: [el('a')] });
    doc = docReducer(doc, { kind: 'saved', steps: { s1: [el('a')] } });
    expect(changedSteps(doc)).toEqual([]);
    doc = docReducer(doc, { kind: 'undo' });
    expect(changedSteps(doc)).toEqual(['s1']);
  });

  it('put and remove work on the current list, so two events in one tick compose', () => {
    let doc = openDoc({ s1: [el('a')] });
    doc = docReducer(doc, { kind: 'put', stepId: 's1', element: el('b') });
    doc = docReducer(doc, {
      kind: 'put',
      stepId: 's1',
      element: { ...el('a'), left: 3 } as AnnotationElement,
    });
    expect(doc.steps.s1).toEqual([{ id: 'a', left: 3 }, { id: 'b' }]);
    doc = docReducer(doc, { kind: 'remove', stepId: 's1', id: 'a' });
    expect(doc.steps.s1).toEqual([el('b')]);
    expect(doc.past).toHaveLength(3);
  });
});
