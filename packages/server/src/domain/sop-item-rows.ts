/**
 * SOP items between the wire and the rows (issue 20; 001 §3, §5): inputs become rows with ids
 * (kept when given, made when not), default titles (core defaultItemTitle), per-type parts with
 * ids of their own, and the search text; the list's orders and parents always come from core's
 * normaliseSopItems over the list order. A list is written whole (delete and insert in one
 * transaction): an SOP has at most SOP_MAX_ITEMS items, and one rule then covers every write.
 */
import { asc, eq } from 'drizzle-orm';
import {
  defaultItemTitle,
  normaliseSopItems,
  SOP_ITEM_VERSION,
  type Question,
  type SopItem,
  type SopItemType,
  type sopItemInputSchema,
} from '@stepwise/core';
import type { z } from 'zod';
import { newId } from '../db/ids.js';
import {
  smartInstructions,
  sopItems,
  type StoredChecklistItem,
  type StoredFileRequest,
  type StoredSopAttachment,
} from '../db/schema.js';
import type { Tenant } from '../db/tenant.js';
import { badRequest } from './errors.js';
import { questionAsStored } from './quizzes.js';

export type SopItemRow = typeof sopItems.$inferSelect;
/** An item as the list rules and the writer handle it: a row without its tenant columns. */
export type SopItemDraft = Omit<
  SopItemRow,
  'organizationId' | 'instructionId' | 'position' | 'searchDocument' | 'updatedAt'
>;
/** What a route hands over: core's item input, parsed (defaults applied). */
export type ParsedSopItemInput = z.output<typeof sopItemInputSchema>;

/** Signs stored media keys into URLs a browser loads (media-urls.ts); URLs pass through. */
export type MediaSigner = (url: string) => string;
export const unsigned: MediaSigner = (url) => url;

/** A quiz item's questions: ids kept (unique within the item), made when not sent. */
function questionsOf(input: NonNullable<ParsedSopItemInput['questions']>): Question[] {
  const seen = new Set<string>();
  return input.map((q) => {
    const id = q.id && !seen.has(q.id) ? q.id : newId();
    seen.add(id);
    // Unlike a quiz, a quiz item may be saved half-written (autosave): no completeness check.
    return questionAsStored(q, id);
  });
}

/**
 * A checklist's items: only texts are sent (001 §3), so ids are kept by position from the item
 * as it was, which keeps a run's ticks (checkedItemIds) on the lines they were made on.
 */
function checklistOf(
  input: NonNullable<ParsedSopItemInput['checklistItems']>,
  before: readonly StoredChecklistItem[],
): StoredChecklistItem[] {
  return input.map((c, i) => ({ id: before[i]?.id ?? newId(), text: c.text, checked: false }));
}

function fileRequestOf(
  input: NonNullable<ParsedSopItemInput['fileRequest']>,
  before: StoredFileRequest | null,
): StoredFileRequest {
  return {
    id: before?.id ?? newId(),
    description: input.description,
    enableAIBaseVerification: input.enableAIBaseVerification,
    showReference: input.showReference,
    evaluationCriteria: input.evaluationCriteria.map((c, i) => ({
      id: before?.evaluationCriteria[i]?.id ?? newId(),
      title: c.title,
      description: c.description,
    })),
  };
}

/**
 * An input as a draft row. `before` is the stored item of the same id (an edit): its per-type
 * parts keep their ids, its creation time stays. A file request always has its request (an
 * empty one when none is sent), and a checklist at least one line (001 §3).
 */
export function draftOf(input: ParsedSopItemInput, before?: SopItemDraft): SopItemDraft {
  const type = input.type as SopItemType;
  const sameType = before?.type === type ? before : undefined;
  const checklist =
    type === 'checklist'
      ? checklistOf(input.checklistItems ?? [{ text: '' }], sameType?.checklistItems ?? [])
      : [];
  const fileRequest =
    type === 'file_request'
      ? fileRequestOf(
          input.fileRequest ?? {
            description: '',
            enableAIBaseVerification: false,
            showReference: false,
            evaluationCriteria: [],
          },
          sameType?.fileRequest ?? null,
        )
      : null;
  return {
    id: input.id ?? newId(),
    type,
    title: input.title?.trim() ? input.title : defaultItemTitle(type),
    description: input.description,
    attachments: input.attachments as StoredSopAttachment[],
    questions: type === 'quiz' ? questionsOf(input.questions ?? []) : [],
    checklistItems: checklist,
    fileRequest,
    enableAiVerification: input.enableAIVerification,
    allowUserReference: input.allowUserReference,
    order: 0,
    parentItemId: null,
    subItemIds: [],
    version: before?.version ?? SOP_ITEM_VERSION,
    searchText: '',
    createdAt: before?.createdAt ?? new Date(),
  };
}

/** Inputs as drafts: ids kept when they name a stored item, made otherwise; no id twice. */
export function draftsOf(
  inputs: readonly ParsedSopItemInput[],
  stored: readonly SopItemDraft[],
): SopItemDraft[] {
  const byId = new Map(stored.map((s) => [s.id, s]));
  const seen = new Set<string>();
  return inputs.map((input, i) => {
    if (input.id !== undefined && seen.has(input.id)) {
      throw badRequest(`Item id ${input.id} is used twice`, { index: i });
    }
    const draft = draftOf(input, input.id ? byId.get(input.id) : undefined);
    seen.add(draft.id);
    return draft;
  });
}

/** What search and retrieval read of an item. */
export function searchTextOf(
  d: Pick<SopItemDraft, 'title' | 'description' | 'questions' | 'checklistItems' | 'fileRequest'>,
): string {
  return [
    d.title,
    d.description,
    ...d.checklistItems.map((c) => c.text),
    ...d.questions.map((q) => q.title),
    d.fileRequest?.description ?? '',
  ]
    .filter((t) => t.trim() !== '')
    .join('\n');
}

/** The stored list, in list order. */
export async function loadItems(tenant: Tenant, instructionId: string): Promise<SopItemRow[]> {
  return tenant.select(sopItems, eq(sopItems.instructionId, instructionId), {
    orderBy: [asc(sopItems.position)],
  });
}

/**
 * Writes the list whole, normalised (orders, parents, children), with the search text, and
 * keeps the instruction's steps count and change time. Runs in the caller's transaction when
 * `tenant` is bound to one.
 */
export async function writeItems(
  tenant: Tenant,
  instructionId: string,
  drafts: readonly SopItemDraft[],
): Promise<SopItemRow[]> {
  const now = new Date();
  const list = normaliseSopItems(drafts.map((d) => ({ ...d, type: d.type as SopItemType })));
  return tenant.transaction(async (tx) => {
    await tx.delete(sopItems, eq(sopItems.instructionId, instructionId));
    const rows = await tx.insert(
      sopItems,
      // Column by column: a stored row passed back in carries columns that are never written
      // (its tenant, its generated search document).
      list.map((d, position) => ({
        id: d.id,
        instructionId,
        position,
        order: d.order ?? position,
        type: d.type,
        title: d.title,
        description: d.description,
        attachments: d.attachments,
        questions: d.questions,
        checklistItems: d.checklistItems,
        fileRequest: d.fileRequest,
        enableAiVerification: d.enableAiVerification,
        allowUserReference: d.allowUserReference,
        parentItemId: d.parentItemId ?? null,
        subItemIds: d.subItemIds ?? [],
        version: d.version,
        searchText: searchTextOf(d),
        createdAt: d.createdAt,
        updatedAt: now,
      })),
    );
    await tx.update(
      smartInstructions,
      { stepsCount: list.filter((d) => d.type === 'step').length, updatedAt: now },
      eq(smartInstructions.id, instructionId),
    );
    return rows.sort((a, b) => a.position - b.position);
  });
}

/** An attachment as read: stored media keys signed. */
export function attachmentView(
  a: StoredSopAttachment,
  sign: MediaSigner,
): SopItem['attachments'][number] {
  if (a.kind === 'workflow') return a;
  return { ...a, url: sign(a.url), thumbnail: a.thumbnail ? sign(a.thumbnail) : null };
}

/** 001 §3 SOP item as the editor reads it (answers included). */
export function itemView(row: SopItemDraft & { updatedAt?: Date }, sign: MediaSigner): SopItem {
  const fr = row.fileRequest;
  return {
    id: row.id,
    type: row.type as SopItemType,
    title: row.title,
    description: row.description,
    order: row.order,
    attachments: row.attachments.map((a) => attachmentView(a, sign)),
    metadata: {
      createdAt: row.createdAt.toISOString(),
      updatedAt: (row.updatedAt ?? row.createdAt).toISOString(),
      version: row.version,
    },
    parentItemId: row.parentItemId,
    subItemIds: row.subItemIds,
    enableAIVerification: row.enableAiVerification,
    allowUserReference: row.allowUserReference,
    smartCompareId: null,
    fileRequestId: fr?.id ?? null,
    submitted: false,
    quizId: row.type === 'quiz' ? row.id : null,
    questions: row.questions,
    checklistItems: row.checklistItems,
    fileRequest: fr
      ? {
          id: fr.id,
          description: fr.description,
          enableAIBaseVerification: fr.enableAIBaseVerification,
          showReference: fr.showReference,
          sources: [],
          sourceFileNames: [],
          sourceThumbnails: [],
          evaluationCriteria: fr.evaluationCriteria.map((c) => ({
            ...c,
            result: null,
            reason: null,
          })),
          goodReferences: [],
          badReferences: [],
          latestUserFileRequest: null,
          sourceType: 'userUpload',
          sourceFileTypes: ['photo'],
        }
      : null,
    smartCompare: null,
  };
}
