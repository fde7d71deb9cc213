/**
 * The smart-instruction editor's state rules (001 §2 step-list editor, §5 insert and drag-and-drop
 * rules), free of React and of the network so the unit tests read them directly:
 *
 * - every drop is checked with core's dropRefusal before it is applied; a refused drop leaves the
 *   list as it was (the card snaps back) and keeps the rule's message to show;
 * - every insert is checked with core's insertRefusal; orders and parents always come from
 *   normaliseSopItems over the list order (inside core's moveSopItem / insertSopItem);
 * - every change keeps the state before it, so Undo restores the previous list; typing in one
 *   field is one change until another change comes between (one undo per edit, not per key);
 * - every change bumps `revision` and queues one edit event (batch-create sends them after the
 *   save); the autosave reports `saving`, `saved` or `error` for the revision it sent, and a save
 *   that answers after a newer change leaves the state dirty.
 */
import {
  dropRefusal,
  insertRefusal,
  insertSopItem,
  moveSopItem,
  normaliseSopItems,
  type SmartInstruction,
  type SmartInstructionReplace,
  type SopAttachment,
  type SopEditEventBatch,
  type SopEditorItemType,
  type SopRuleMessageValue,
  titleErrors,
} from '@stepwise/core';
import { quizEditorReducer, type QuizEditorAction } from '../quiz/quiz-editor-state';
import {
  editorItemsFrom,
  isLocalId,
  itemForSave,
  LOCAL_ID_PREFIX,
  newEditorItem,
  newFileRequest,
  type EditorItem,
  type FileRequestDraft,
} from './sop-editor-items';

/** How long the autosave waits after the last change before it sends the content. */
export const AUTOSAVE_DELAY_MS = 800;
/** Undo keeps this many earlier states (001 §2 asks for the last change; a few more are cheap). */
export const UNDO_DEPTH = 50;

export type SaveStatus = 'idle' | 'saving' | 'saved' | 'error';
export type EditEvent = SopEditEventBatch['data'][number];

interface Snapshot {
  items: EditorItem[];
  title: string;
}

export interface SopEditorState {
  id: string;
  title: string;
  description: string;
  languageCode: string;
  items: EditorItem[];
  undo: Snapshot[];
  /** The field the last change typed into (`itemId:field`): further typing joins that change. */
  typing: string | null;
  /** The rule that refused the last drop or insert, shown until the next change. */
  refusal: SopRuleMessageValue | null;
  /** Counts refusals, so the same message twice is a new alert (announced again). */
  refusals: number;
  revision: number;
  savedRevision: number;
  save: SaveStatus;
  saveError: string | null;
  /** Edit events not sent yet (one per change). */
  events: EditEvent[];
  nextLocalId: number;
}

export type ItemPatch = Partial<
  Pick<EditorItem, 'title' | 'description' | 'enableAIVerification' | 'allowUserReference'>
>;
export type ChecklistChange =
  | { kind: 'add' }
  | { kind: 'remove'; index: number }
  | { kind: 'text'; index: number; text: string };

export type SopEditorAction =
  | { type: 'loaded'; sop: SmartInstruction }
  | { type: 'drop'; draggedId: string; targetId: string }
  | { type: 'insert'; position: number; itemType: SopEditorItemType }
  | { type: 'edit'; id: string; patch: ItemPatch }
  | { type: 'title'; title: string }
  | { type: 'checklist'; id: string; change: ChecklistChange }
  | { type: 'fileRequest'; id: string; patch: Partial<FileRequestDraft> }
  | { type: 'quiz'; id: string; action: QuizEditorAction }
  | { type: 'attach'; id: string; attachment: SopAttachment }
  | { type: 'detach'; id: string; index: number }
  | { type: 'remove'; id: string }
  | { type: 'undo' }
  | { type: 'dismissRefusal' }
  | { type: 'saveStarted'; revision: number }
  | {
      type: 'saveSucceeded';
      revision: number;
      /** The items as sent, in list order. */
      sent: EditorItem[];
      answer: SmartInstruction;
    }
  | { type: 'saveFailed'; revision: number; message: string }
  | { type: 'eventsSent'; count: number };

export function initialSopEditorState(sop: SmartInstruction): SopEditorState {
  return {
    id: sop.id,
    title: sop.title,
    description: sop.description,
    languageCode: sop.languageCode,
    items: editorItemsFrom(sop),
    undo: [],
    typing: null,
    refusal: null,
    refusals: 0,
    revision: 0,
    savedRevision: 0,
    save: 'idle',
    saveError: null,
    events: [],
    nextLocalId: 1,
  };
}

/** Whether the autosave has something to send. */
export const isDirty = (s: Pick<SopEditorState, 'revision' | 'savedRevision'>) =>
  s.revision > s.savedRevision;

/**
 * A change: the list before it goes on the undo stack (unless it continues the typing of the
 * same field), the revision moves on, one edit event is queued.
 */
function change(
  state: SopEditorState,
  next: Partial<SopEditorState>,
  event: EditEvent,
  typing: string | null = null,
): SopEditorState {
  const joins = typing !== null && typing === state.typing;
  const undo = joins
    ? state.undo
    : [...state.undo, { items: state.items, title: state.title }].slice(-UNDO_DEPTH);
  const events = joins && state.events.length > 0 ? state.events : [...state.events, event];
  return {
    ...state,
    ...next,
    undo,
    typing,
    refusal: null,
    revision: state.revision + 1,
    events,
  };
}

function refused(state: SopEditorState, refusal: SopRuleMessageValue): SopEditorState {
  return { ...state, refusal, refusals: state.refusals + 1, typing: null };
}

function mapItem(
  state: SopEditorState,
  id: string,
  update: (item: EditorItem) => EditorItem,
  event: EditEvent,
  typing: string | null = null,
): SopEditorState {
  if (!state.items.some((i) => i.id === id)) return state;
  const items = state.items.map((i) => (i.id === id ? update(i) : i));
  return change(state, { items }, event, typing);
}

/** A step goes with its substeps (as the server's delete does); other items go alone. */
function withoutItem(items: readonly EditorItem[], id: string): EditorItem[] {
  const gone = new Set([id]);
  const item = items.find((i) => i.id === id);
  if (item?.type === 'step') {
    for (const i of items) if (i.type === 'sub_step' && i.parentItemId === id) gone.add(i.id);
  }
  return normaliseSopItems(items.filter((i) => !gone.has(i.id)));
}

function updateChecklist(item: EditorItem, c: ChecklistChange): EditorItem {
  const list = item.checklistItems;
  if (c.kind === 'add') return { ...item, checklistItems: [...list, { text: '' }] };
  if (c.kind === 'remove') {
    return { ...item, checklistItems: list.filter((_, i) => i !== c.index) };
  }
  return {
    ...item,
    checklistItems: list.map((entry, i) => (i === c.index ? { text: c.text } : entry)),
  };
}

/** The quiz page's question rules, reused for a quiz item's questions. */
function updateQuiz(
  item: EditorItem,
  action: QuizEditorAction,
  nextLocalId: number,
): { item: EditorItem; nextLocalId: number } {
  const quiz = quizEditorReducer(
    { quiz: null, questions: item.questions, changed: false, selectedId: null, nextLocalId },
    action,
  );
  // Local question ids must not collide across items: the counter is the editor's.
  return { item: { ...item, questions: quiz.questions }, nextLocalId: quiz.nextLocalId };
}

function remapIds(state: SopEditorState, map: ReadonlyMap<string, string>): SopEditorState {
  if (map.size === 0) return state;
  const id = (v: string) => map.get(v) ?? v;
  const remapItem = (i: EditorItem): EditorItem => ({
    ...i,
    id: id(i.id),
    parentItemId: i.parentItemId ? id(i.parentItemId) : null,
    subItemIds: i.subItemIds.map(id),
    questions: i.questions.map((q) => ({ ...q, id: id(q.id) })),
  });
  return {
    ...state,
    items: state.items.map(remapItem),
    undo: state.undo.map((s) => ({ ...s, items: s.items.map(remapItem) })),
    events: state.events.map((e) => (e.itemId ? { ...e, itemId: id(e.itemId) } : e)),
    typing: state.typing ? state.typing.replace(/^[^:]+/, (v) => id(v)) : null,
  };
}

/**
 * The server's ids for the items (and quiz questions) sent with local ids: the answer lists the
 * items in the order sent, so the new ones are the answer's ids the request did not carry, in
 * order.
 */
export function assignedIds(sent: readonly EditorItem[], answer: SmartInstruction) {
  const map = new Map<string, string>();
  const known = new Set(sent.map((i) => i.id));
  const fresh = answer.items.filter((i) => !known.has(i.id));
  const local = sent.filter((i) => isLocalId(i.id));
  local.forEach((item, n) => {
    const assigned = fresh[n];
    if (assigned && assigned.type === item.type) map.set(item.id, assigned.id);
  });
  for (const item of sent) {
    if (item.type !== 'quiz') continue;
    const stored = answer.items.find((i) => i.id === (map.get(item.id) ?? item.id));
    item.questions.forEach((q, n) => {
      const assigned = stored?.questions[n];
      if (isLocalId(q.id) && assigned) map.set(q.id, assigned.id);
    });
  }
  return map;
}

export function sopEditorReducer(state: SopEditorState, action: SopEditorAction): SopEditorState {
  switch (action.type) {
    case 'loaded':
      return initialSopEditorState(action.sop);
    case 'drop': {
      // 001 §5: the rule is checked before anything moves; a refusal leaves the list as it was.
      const refusal = dropRefusal(state.items, action.draggedId, action.targetId);
      if (refusal) return refused(state, refusal);
      const moved = moveSopItem(state.items, action.draggedId, action.targetId);
      if (!moved.ok) return refused(state, moved.message);
      return change(
        state,
        { items: moved.items },
        {
          type: 'move',
          itemId: isLocalId(action.draggedId) ? null : action.draggedId,
          data: { targetId: action.targetId },
        },
      );
    }
    case 'insert': {
      const refusal = insertRefusal(state.items, action.position, action.itemType);
      if (refusal) return refused(state, refusal);
      const item = newEditorItem(action.itemType, `${LOCAL_ID_PREFIX}${state.nextLocalId}`);
      const inserted = insertSopItem(state.items, action.position, item);
      if (!inserted.ok) return refused(state, inserted.message);
      return change(
        { ...state, nextLocalId: state.nextLocalId + 1 },
        { items: inserted.items },
        {
          type: 'insert',
          itemId: null,
          data: { itemType: action.itemType, position: action.position },
        },
      );
    }
    case 'edit': {
      const fields = Object.keys(action.patch);
      return mapItem(
        state,
        action.id,
        (i) => ({ ...i, ...action.patch }),
        { type: 'update', itemId: isLocalId(action.id) ? null : action.id, data: { fields } },
        `${action.id}:${fields.join(',')}`,
      );
    }
    case 'title':
      return change(
        state,
        { title: action.title },
        { type: 'update', itemId: null, data: { fields: ['title'] } },
        'sop:title',
      );
    case 'checklist':
      return mapItem(
        state,
        action.id,
        (i) => updateChecklist(i, action.change),
        {
          type: 'update',
          itemId: isLocalId(action.id) ? null : action.id,
          data: { fields: ['checklistItems'] },
        },
        action.change.kind === 'text' ? `${action.id}:checklist:${action.change.index}` : null,
      );
    case 'fileRequest':
      return mapItem(
        state,
        action.id,
        (i) => ({ ...i, fileRequest: { ...(i.fileRequest ?? newFileRequest()), ...action.patch } }),
        {
          type: 'update',
          itemId: isLocalId(action.id) ? null : action.id,
          data: { fields: ['fileRequest'] },
        },
        `${action.id}:fileRequest:${Object.keys(action.patch).join(',')}`,
      );
    case 'quiz': {
      const item = state.items.find((i) => i.id === action.id);
      if (!item || item.type !== 'quiz') return state;
      const quiz = updateQuiz(item, action.action, state.nextLocalId);
      const typing =
        action.action.type === 'edit' || action.action.type === 'option'
          ? `${action.id}:quiz:${action.action.id}:${action.action.type}`
          : null;
      if (action.action.type === 'select') return state;
      return mapItem(
        { ...state, nextLocalId: quiz.nextLocalId },
        action.id,
        () => quiz.item,
        {
          type: 'update',
          itemId: isLocalId(action.id) ? null : action.id,
          data: { fields: ['questions'] },
        },
        typing,
      );
    }
    case 'attach':
      return mapItem(
        state,
        action.id,
        (i) => ({ ...i, attachments: [...i.attachments, action.attachment] }),
        {
          type: 'update',
          itemId: isLocalId(action.id) ? null : action.id,
          data: { fields: ['attachments'], kind: action.attachment.kind },
        },
      );
    case 'detach':
      return mapItem(
        state,
        action.id,
        (i) => ({ ...i, attachments: i.attachments.filter((_, n) => n !== action.index) }),
        {
          type: 'update',
          itemId: isLocalId(action.id) ? null : action.id,
          data: { fields: ['attachments'] },
        },
      );
    case 'remove': {
      const item = state.items.find((i) => i.id === action.id);
      // The introduction and conclusion cards stay (001 §3: fixed orders 0 and 999).
      if (!item || item.type === 'introduction' || item.type === 'conclusion') return state;
      return change(
        state,
        { items: withoutItem(state.items, action.id) },
        {
          type: 'delete',
          itemId: isLocalId(action.id) ? null : action.id,
          data: { itemType: item.type },
        },
      );
    }
    case 'undo': {
      const previous = state.undo.at(-1);
      if (!previous) return state;
      return {
        ...state,
        items: previous.items,
        title: previous.title,
        undo: state.undo.slice(0, -1),
        typing: null,
        refusal: null,
        revision: state.revision + 1,
        events: [...state.events, { type: 'update', itemId: null, data: { undo: true } }],
      };
    }
    case 'dismissRefusal':
      return { ...state, refusal: null };
    case 'saveStarted':
      return { ...state, save: 'saving', saveError: null };
    case 'saveSucceeded': {
      const remapped = remapIds(state, assignedIds(action.sent, action.answer));
      const savedRevision = Math.max(state.savedRevision, action.revision);
      return {
        ...remapped,
        savedRevision,
        save: 'saved',
        saveError: null,
      };
    }
    case 'saveFailed':
      return { ...state, save: 'error', saveError: action.message };
    case 'eventsSent':
      return { ...state, events: state.events.slice(action.count) };
  }
}

/** The autosave's body (PUT /v1/multimodal-sop), or the title's rule key when it cannot go. */
export function replaceBody(
  state: SopEditorState,
): { ok: true; body: SmartInstructionReplace } | { ok: false; problem: string } {
  const problem = titleErrors(state.title)[0];
  if (problem) return { ok: false, problem };
  return {
    ok: true,
    body: {
      id: state.id,
      title: state.title.trim(),
      description: state.description,
      languageCode: state.languageCode,
      items: state.items.map(itemForSave),
    },
  };
}

/** The save status shown beside the title (aria-live): saving, saved, or not saved. */
export function saveLabel(state: SopEditorState): 'saving' | 'saved' | 'unsaved' | 'error' | null {
  if (state.save === 'saving') return 'saving';
  if (state.save === 'error') return 'error';
  if (isDirty(state)) return 'unsaved';
  return state.save === 'saved' ? 'saved' : null;
}
