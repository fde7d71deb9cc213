import {
  SopRuleMessage,
  type SmartInstruction,
  type SopItem,
  type SopItemType,
} from '@stepwise/core';
import { describe, expect, it } from 'vitest';
import { itemForSave, LOCAL_ID_PREFIX } from './sop-editor-items';
import {
  assignedIds,
  initialSopEditorState,
  isDirty,
  replaceBody,
  saveLabel,
  sopEditorReducer,
  UNDO_DEPTH,
  type SopEditorAction,
  type SopEditorState,
} from './sop-editor-state';

const at = '2026-11-26T05:00:00.000Z';

function item(id: string, type: SopItemType, over: Partial<SopItem> = {}): SopItem {
  return {
    id,
    type,
    title: type,
    description: '',
    order: 0,
    attachments: [],
    metadata: { createdAt: at, updatedAt: at, version: '1.0' },
    parentItemId: null,
    subItemIds: [],
    enableAIVerification: false,
    allowUserReference: false,
    smartCompareId: null,
    fileRequestId: null,
    submitted: false,
    quizId: null,
    questions: [],
    checklistItems: [],
    fileRequest: null,
    smartCompare: null,
    ...over,
  };
}

function sop(items: SopItem[], over: Partial<SmartInstruction> = {}): SmartInstruction {
  return {
    id: 'sop-1',
    workspaceId: 'ws-1',
    organizationId: 'org-1',
    type: 'manually',
    languageCode: 'en-us',
    title: 'Lockout',
    description: '',
    poster: null,
    metadata: {},
    titleTranslations: {},
    published: false,
    status: 'completed',
    isLimitedInSkill: false,
    version: '1.0',
    stepsCount: 0,
    duration: 30,
    publishedTeamIds: [],
    author: null,
    workspaceName: 'Assembly Line',
    sourceWorkflowId: null,
    job: null,
    errorMessage: null,
    createdAt: at,
    updatedAt: at,
    items,
    ...over,
  };
}

/** intro, step s1 with substeps a and b, a warning, a checklist, conclusion. */
const base = () =>
  sop([
    item('intro', 'introduction'),
    item('s1', 'step', { subItemIds: ['a', 'b'] }),
    item('a', 'sub_step', { parentItemId: 's1' }),
    item('b', 'sub_step', { parentItemId: 's1' }),
    item('w', 'warning'),
    item('s2', 'step'),
    item('c', 'checklist', { checklistItems: [{ id: 'c1', text: 'Key', checked: false }] }),
    item('end', 'conclusion'),
  ]);

const run = (state: SopEditorState, ...actions: SopEditorAction[]) =>
  actions.reduce(sopEditorReducer, state);
const ids = (state: SopEditorState) => state.items.map((i) => i.id);

describe('drops', () => {
  it('applies an allowed drop and renumbers (a step moves with its group)', () => {
    const state = run(initialSopEditorState(base()), {
      type: 'drop',
      draggedId: 's2',
      targetId: 's1',
    });
    expect(ids(state)).toEqual(['intro', 's2', 's1', 'a', 'b', 'w', 'c', 'end']);
    expect(state.items.map((i) => i.order)).toEqual([0, 1, 2, 3, 4, 5, 6, 999]);
    expect(state.refusal).toBeNull();
    expect(state.revision).toBe(1);
    expect(state.events).toEqual([{ type: 'move', itemId: 's2', data: { targetId: 's1' } }]);
  });

  it('swaps two substeps of the same step', () => {
    const state = run(initialSopEditorState(base()), {
      type: 'drop',
      draggedId: 'b',
      targetId: 'a',
    });
    expect(ids(state).slice(2, 4)).toEqual(['b', 'a']);
    expect(state.items.find((i) => i.id === 's1')!.subItemIds).toEqual(['b', 'a']);
  });

  it.each([
    ['a', 'w', SopRuleMessage.SubstepOnSubstepOnly],
    ['w', 'a', SopRuleMessage.NonSubstepInSubstepGroup],
    ['w', 'w', SopRuleMessage.DropOnSelf],
    ['c', 'intro', SopRuleMessage.DropOnNonDraggable],
    ['s1', 'w', SopRuleMessage.StepGroupWithinItself],
    ['end', 's1', SopRuleMessage.DragNonDraggable],
  ])('refuses %s onto %s with the rule and leaves the list as it was', (dragged, target, msg) => {
    const before = initialSopEditorState(base());
    const state = run(before, { type: 'drop', draggedId: dragged, targetId: target });
    expect(state.refusal).toBe(msg);
    expect(state.items).toBe(before.items);
    expect(state.revision).toBe(0);
    expect(state.undo).toHaveLength(0);
    expect(state.events).toHaveLength(0);
  });

  it('clears the refusal with the next change or on dismiss', () => {
    const refused = run(initialSopEditorState(base()), {
      type: 'drop',
      draggedId: 'a',
      targetId: 'w',
    });
    expect(run(refused, { type: 'dismissRefusal' }).refusal).toBeNull();
    expect(run(refused, { type: 'edit', id: 'w', patch: { title: 'Hot' } }).refusal).toBeNull();
  });
});

describe('inserts', () => {
  it('inserts a new item with a local id and the default title', () => {
    const state = run(initialSopEditorState(base()), {
      type: 'insert',
      position: 7,
      itemType: 'file_request',
    });
    const added = state.items[7]!;
    expect(added.id).toBe(`${LOCAL_ID_PREFIX}1`);
    expect(added.title).toBe('File_request');
    expect(added.fileRequest).not.toBeNull();
    expect(state.items.at(-1)!.id).toBe('end');
    expect(state.nextLocalId).toBe(2);
  });

  it('refuses a position inside a substep group with its rule', () => {
    const state = run(initialSopEditorState(base()), {
      type: 'insert',
      position: 2,
      itemType: 'warning',
    });
    expect(state.refusal).toBe(SopRuleMessage.InsertBetweenStepAndSubsteps);
    expect(state.items).toHaveLength(8);
  });

  it('gives a new checklist one empty entry', () => {
    const state = run(initialSopEditorState(base()), {
      type: 'insert',
      position: 5,
      itemType: 'checklist',
    });
    expect(state.items[5]!.checklistItems).toEqual([{ text: '' }]);
  });
});

describe('undo', () => {
  it('restores the list before the last change', () => {
    const start = initialSopEditorState(base());
    const moved = run(start, { type: 'drop', draggedId: 's2', targetId: 's1' });
    const undone = run(moved, { type: 'undo' });
    expect(ids(undone)).toEqual(ids(start));
    expect(undone.undo).toHaveLength(0);
    // Undo is a change too: the autosave sends the restored list.
    expect(isDirty(undone)).toBe(true);
  });

  it('undoes typing in one field as one change', () => {
    const typed = run(
      initialSopEditorState(base()),
      { type: 'edit', id: 'w', patch: { title: 'H' } },
      { type: 'edit', id: 'w', patch: { title: 'Ho' } },
      { type: 'edit', id: 'w', patch: { title: 'Hot' } },
    );
    expect(typed.undo).toHaveLength(1);
    expect(typed.events).toHaveLength(1);
    expect(run(typed, { type: 'undo' }).items.find((i) => i.id === 'w')!.title).toBe('warning');
  });

  it('does nothing without a change and keeps at most UNDO_DEPTH states', () => {
    const start = initialSopEditorState(base());
    expect(run(start, { type: 'undo' })).toBe(start);
    let state = start;
    for (let n = 0; n < UNDO_DEPTH + 5; n++) {
      state = run(state, { type: 'checklist', id: 'c', change: { kind: 'add' } });
    }
    expect(state.undo).toHaveLength(UNDO_DEPTH);
  });
});

describe('editing', () => {
  it('removes a step with its substeps, never the cards', () => {
    const start = initialSopEditorState(base());
    expect(ids(run(start, { type: 'remove', id: 's1' }))).toEqual(['intro', 'w', 's2', 'c', 'end']);
    expect(run(start, { type: 'remove', id: 'intro' })).toBe(start);
  });

  it('edits checklist entries and quiz questions', () => {
    const state = run(
      initialSopEditorState(base()),
      { type: 'checklist', id: 'c', change: { kind: 'add' } },
      { type: 'checklist', id: 'c', change: { kind: 'text', index: 1, text: 'Tag' } },
      { type: 'checklist', id: 'c', change: { kind: 'remove', index: 0 } },
      { type: 'insert', position: 7, itemType: 'quiz' },
    );
    expect(state.items.find((i) => i.id === 'c')!.checklistItems).toEqual([{ text: 'Tag' }]);
    const quizId = state.items[7]!.id;
    const withQuestion = run(state, {
      type: 'quiz',
      id: quizId,
      action: { type: 'add', questionType: 'true-or-false' },
    });
    const question = withQuestion.items[7]!.questions[0]!;
    expect(question.id.startsWith(LOCAL_ID_PREFIX)).toBe(true);
    expect(question.id).not.toBe(quizId);
  });

  it('builds the PUT body: per-type fields on their type, local ids left out', () => {
    const state = run(initialSopEditorState(base()), {
      type: 'insert',
      position: 7,
      itemType: 'tool',
    });
    const built = replaceBody(state);
    expect(built.ok).toBe(true);
    if (!built.ok) return;
    expect(built.body.items[7]).not.toHaveProperty('id');
    expect(built.body.items[6]).toMatchObject({ id: 'c', checklistItems: [{ text: 'Key' }] });
    expect(built.body.items[1]).not.toHaveProperty('checklistItems');
    expect(itemForSave({ ...state.items[7]!, title: '  ' })).not.toHaveProperty('title');
  });

  it('does not build a body while the title breaks its rules', () => {
    const state = run(initialSopEditorState(base()), { type: 'title', title: '' });
    expect(replaceBody(state)).toEqual({ ok: false, problem: 'rules.required' });
  });
});

describe('autosave states', () => {
  const changed = () =>
    run(initialSopEditorState(base()), { type: 'insert', position: 7, itemType: 'tool' });

  it('goes unsaved -> saving -> saved and takes the server ids of new items', () => {
    const state = changed();
    expect(saveLabel(state)).toBe('unsaved');
    const saving = run(state, { type: 'saveStarted', revision: state.revision });
    expect(saveLabel(saving)).toBe('saving');
    const answer = sop(
      state.items.map((i) => item(i.id.startsWith(LOCAL_ID_PREFIX) ? 'srv-tool' : i.id, i.type)),
    );
    const saved = run(saving, {
      type: 'saveSucceeded',
      revision: state.revision,
      sent: state.items,
      answer,
    });
    expect(saveLabel(saved)).toBe('saved');
    expect(saved.items[7]!.id).toBe('srv-tool');
  });

  it('stays dirty when a change came while the save was in flight', () => {
    const state = changed();
    const saving = run(state, { type: 'saveStarted', revision: state.revision });
    const edited = run(saving, { type: 'edit', id: 'w', patch: { description: 'Hot surface' } });
    const saved = run(edited, {
      type: 'saveSucceeded',
      revision: state.revision,
      sent: state.items,
      answer: sop(state.items.map((i) => item(i.id, i.type))),
    });
    expect(isDirty(saved)).toBe(true);
    expect(saveLabel(saved)).toBe('unsaved');
  });

  it('shows a failed save until the next save succeeds', () => {
    const state = changed();
    const failed = run(
      state,
      { type: 'saveStarted', revision: state.revision },
      { type: 'saveFailed', revision: state.revision, message: 'Network down' },
    );
    expect(saveLabel(failed)).toBe('error');
    expect(failed.saveError).toBe('Network down');
    expect(isDirty(failed)).toBe(true);
  });

  it('drops the edit events once sent', () => {
    const state = run(changed(), { type: 'eventsSent', count: 1 });
    expect(state.events).toHaveLength(0);
  });

  it('maps local ids to the answer ids the request did not carry, in order', () => {
    const state = run(changed(), { type: 'insert', position: 1, itemType: 'warning' });
    const answer = sop(
      state.items.map((i, n) => item(i.id.startsWith(LOCAL_ID_PREFIX) ? `new-${n}` : i.id, i.type)),
    );
    const map = assignedIds(state.items, answer);
    expect([...map.values()].sort()).toEqual(['new-1', 'new-8']);
  });
});
