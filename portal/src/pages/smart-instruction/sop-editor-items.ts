/**
 * The editor's working copy of an SOP item and its two conversions: from the server's read
 * (GET /v1/multimodal-sop/{id}) and to the whole-content PUT. Items the author adds carry a local
 * id (LOCAL_ID_PREFIX) that never reaches the server: an item sent without an id is a new one,
 * and the server assigns its id (sop-editor-state.ts maps the local ids once the save answers).
 */
import {
  defaultItemTitle,
  newChecklistItems,
  type Question,
  type SmartInstruction,
  type SopAttachment,
  type SopItem,
  type SopItemInput,
  type SopItemType,
  type SopListItem,
} from '@stepwise/core';
import { LOCAL_ID_PREFIX, questionsForSave } from '../quiz/quiz-editor-state';

export { LOCAL_ID_PREFIX };

export interface FileRequestDraft {
  description: string;
  enableAIBaseVerification: boolean;
  showReference: boolean;
  evaluationCriteria: { title: string; description: string }[];
}

export interface EditorItem extends SopListItem {
  id: string;
  /**
   * The React key: the id the item had when the editor first saw it. A new item's id changes
   * from local to the server's once saved; its card must not remount (the author may be typing).
   */
  key: string;
  type: SopItemType;
  title: string;
  description: string;
  attachments: SopAttachment[];
  enableAIVerification: boolean;
  allowUserReference: boolean;
  /** Quiz items only. */
  questions: Question[];
  /** Checklist items only (001 §3: only the texts are sent). */
  checklistItems: { text: string }[];
  /** File request items only. */
  fileRequest: FileRequestDraft | null;
  parentItemId: string | null;
  subItemIds: string[];
  order: number;
}

export const isLocalId = (id: string) => id.startsWith(LOCAL_ID_PREFIX);

export function newFileRequest(): FileRequestDraft {
  return {
    description: '',
    enableAIBaseVerification: false,
    showReference: false,
    evaluationCriteria: [],
  };
}

/** A new item of `type` with the spec's defaults (title: the capitalised type). */
export function newEditorItem(type: SopItemType, id: string): EditorItem {
  return {
    id,
    key: id,
    type,
    title: defaultItemTitle(type),
    description: '',
    attachments: [],
    enableAIVerification: false,
    allowUserReference: false,
    questions: [],
    checklistItems: type === 'checklist' ? newChecklistItems() : [],
    fileRequest: type === 'file_request' ? newFileRequest() : null,
    parentItemId: null,
    subItemIds: [],
    order: 0,
  };
}

export function editorItemFrom(item: SopItem): EditorItem {
  return {
    id: item.id,
    key: item.id,
    type: item.type,
    title: item.title,
    description: item.description,
    attachments: item.attachments.map((a) => ({ ...a })),
    enableAIVerification: item.enableAIVerification,
    allowUserReference: item.allowUserReference,
    questions: item.questions.map((q) => ({ ...q, options: q.options.map((o) => ({ ...o })) })),
    checklistItems: item.checklistItems.map((c) => ({ text: c.text })),
    fileRequest: item.fileRequest
      ? {
          description: item.fileRequest.description,
          enableAIBaseVerification: item.fileRequest.enableAIBaseVerification,
          showReference: item.fileRequest.showReference,
          evaluationCriteria: item.fileRequest.evaluationCriteria.map((c) => ({
            title: c.title,
            description: c.description,
          })),
        }
      : item.type === 'file_request'
        ? newFileRequest()
        : null,
    parentItemId: item.parentItemId,
    subItemIds: [...item.subItemIds],
    order: item.order,
  };
}

export function editorItemsFrom(sop: Pick<SmartInstruction, 'items'>): EditorItem[] {
  return sop.items.map(editorItemFrom);
}

/**
 * One item as PUT takes it: per-type fields only on their type, an empty title left to the
 * server's default (the capitalised type), a checklist never empty (the schema wants one).
 */
export function itemForSave(item: EditorItem): SopItemInput {
  const title = item.title.trim();
  return {
    ...(isLocalId(item.id) ? {} : { id: item.id }),
    type: item.type,
    ...(title ? { title } : {}),
    description: item.description,
    attachments: item.attachments,
    enableAIVerification: item.enableAIVerification,
    allowUserReference: item.allowUserReference,
    ...(item.type === 'quiz' ? { questions: questionsForSave(item.questions) } : {}),
    ...(item.type === 'checklist'
      ? {
          checklistItems: item.checklistItems.length
            ? item.checklistItems.map((c) => ({ text: c.text }))
            : newChecklistItems(),
        }
      : {}),
    ...(item.type === 'file_request' ? { fileRequest: item.fileRequest ?? newFileRequest() } : {}),
  };
}
