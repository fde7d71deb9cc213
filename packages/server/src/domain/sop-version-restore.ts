/**
 * A smart instruction's kept versions read and restored (issue 23; 001 §3 version history, 002
 * §7): a version keeps the published items as the editor reads them, unsigned (sop-versions.ts
 * keepVersion); here they become item drafts again, to view (signed like the current SOP,
 * sop-viewing.ts) or to write back as the SOP's items (sop-item-rows.ts writeItems).
 */
import { eq } from 'drizzle-orm';
import type { SmartInstructionForViewing, SopItem, SopItemType } from '@stepwise/core';
import { smartInstructions, sopVersionHistories } from '../db/schema.js';
import type { Caller } from './caller.js';
import { conflict, notFound } from './errors.js';
import type { QuizSealKey } from './quiz-seal.js';
import {
  editableInstruction,
  STILL_PROCESSING,
  type SmartInstructionRow,
} from './smart-instruction-access.js';
import { writeItems, type MediaSigner, type SopItemDraft } from './sop-item-rows.js';
import { callerReader, instructionForViewing } from './sop-viewing.js';
import { assertNotInReview } from './version-restore-guard.js';

type SopVersionRow = typeof sopVersionHistories.$inferSelect;

/** What keepVersion stores; older or hand-made rows may lack either part. */
interface SopSnapshot {
  summary?: { title?: string; description?: string; languageCode?: string };
  items?: SopItem[];
}

/** A kept item (SopItem, unsigned) as the draft it was made from. */
export function snapshotItemDraft(item: SopItem): SopItemDraft {
  const fr = item.fileRequest;
  return {
    id: item.id,
    type: item.type as SopItemType,
    title: item.title,
    description: item.description,
    // Kept unsigned: the stored attachment as it was.
    attachments: item.attachments as SopItemDraft['attachments'],
    questions: item.questions ?? [],
    checklistItems: item.checklistItems ?? [],
    fileRequest: fr
      ? {
          id: fr.id,
          description: fr.description,
          enableAIBaseVerification: fr.enableAIBaseVerification,
          showReference: fr.showReference,
          evaluationCriteria: fr.evaluationCriteria.map((c) => ({
            id: c.id,
            title: c.title,
            description: c.description,
          })),
        }
      : null,
    enableAiVerification: item.enableAIVerification,
    allowUserReference: item.allowUserReference,
    order: item.order,
    parentItemId: item.parentItemId,
    subItemIds: item.subItemIds,
    version: item.metadata.version,
    searchText: '',
    createdAt: new Date(item.metadata.createdAt),
  };
}

const snapshotOf = (row: SopVersionRow) => row.snapshot as SopSnapshot;
const draftsOfVersion = (row: SopVersionRow) =>
  (snapshotOf(row).items ?? []).map(snapshotItemDraft);

/** The SOP as the version had it: its title and description (the rest is the SOP's now). */
function asVersion(row: SmartInstructionRow, version: SopVersionRow): SmartInstructionRow {
  const summary = snapshotOf(version).summary ?? {};
  return {
    ...row,
    title: summary.title ?? version.title,
    description: summary.description ?? row.description,
  };
}

async function sopVersionRow(caller: Caller, id: string): Promise<SopVersionRow> {
  const version = await caller.tenant.first(sopVersionHistories, eq(sopVersionHistories.id, id));
  if (!version) throw notFound('Version history');
  return version;
}

/** GET /v1/player/multimodal-sop-version-histories/{id}: whoever may view the SOP. */
export async function sopVersionForViewing(
  caller: Caller,
  id: string,
  key: QuizSealKey,
  sign: MediaSigner,
): Promise<SmartInstructionForViewing> {
  const version = await sopVersionRow(caller, id);
  // The reader's own rule: a version of an SOP the caller cannot see is a 404 too.
  const reader = await callerReader(caller, version.instructionId);
  return instructionForViewing(
    { ...reader, row: asVersion(reader.row, version) },
    key,
    sign,
    true,
    draftsOfVersion(version),
  );
}

/**
 * POST /v1/multimodal-sop-version-histories/{id}/restore: the SOP's items become the version's
 * (written whole, as every list write is) and it is a draft again; editors only, code 50 while
 * an approval request of it is open.
 */
export async function restoreSopVersion(caller: Caller, id: string): Promise<SmartInstructionRow> {
  const version = await sopVersionRow(caller, id);
  const { row } = await editableInstruction(caller, version.instructionId);
  await assertNotInReview(caller.tenant, { multimodalSopId: row.id });
  if (row.status === 'processing') throw conflict(STILL_PROCESSING);
  const restored = asVersion(row, version);
  return caller.tenant.transaction(async (tx) => {
    await writeItems(tx, row.id, draftsOfVersion(version));
    const [updated] = await tx.update(
      smartInstructions,
      {
        title: restored.title,
        description: restored.description,
        published: false,
        publishedTeamIds: [],
        publishedAt: null,
        updatedAt: new Date(),
      },
      eq(smartInstructions.id, row.id),
    );
    if (!updated) throw notFound('Smart instruction');
    return updated;
  });
}
