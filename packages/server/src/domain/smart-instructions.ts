/**
 * Smart instructions, authored (issue 20; 001 §2-§5, §7): replace the content, delete, duplicate
 * into workspaces, and the two writers the import job (sop-import-job.ts) reports through;
 * creation is smart-instruction-create.ts (it queues that job, which imports this module).
 *
 * Every SOP made by hand or imported has the editor's two fixed cards, an introduction first
 * and a conclusion last: they are added when the items lack them (withCards).
 */
import { eq } from 'drizzle-orm';
import {
  SMART_INSTRUCTION_DEFAULTS,
  sopItemInputSchema,
  type SmartInstructionStatus,
  type SopItemInput,
  listRefusal,
} from '@stepwise/core';
import type { Db, Tx } from '../db/client.js';
import { newId } from '../db/ids.js';
import { smartInstructions } from '../db/schema.js';
import { Tenant } from '../db/tenant.js';
import type { ObjectStorage } from '../storage/storage.js';
import type { Caller } from './caller.js';
import { badRequest, conflict, notFound } from './errors.js';
import {
  authoringWorkspace,
  editableInstruction,
  mutableInstruction,
  visibleInstruction,
  type SmartInstructionRow,
} from './smart-instruction-access.js';
import {
  draftOf,
  draftsOf,
  loadItems,
  writeItems,
  type ParsedSopItemInput,
  type SopItemDraft,
} from './sop-item-rows.js';
import { copyInstructionMedia, instructionKeys } from './sop-media.js';
import { IN_REVIEW_SOP_COPY, refuseInReview } from './approval-rules.js';

/** The editor's fixed cards around the list: added when missing, never doubled. */
export function withCards(drafts: SopItemDraft[]): SopItemDraft[] {
  const middle = drafts.filter((d) => d.type !== 'introduction' && d.type !== 'conclusion');
  const intro = drafts.find((d) => d.type === 'introduction');
  const outro = drafts.find((d) => d.type === 'conclusion');
  const card = (type: 'introduction' | 'conclusion') =>
    draftOf(sopItemInputSchema.parse({ type }) as ParsedSopItemInput);
  return [intro ?? card('introduction'), ...middle, outro ?? card('conclusion')];
}

/** PUT /v1/multimodal-sop: the whole content; items with ids are kept, new ones get theirs. */
export async function replaceInstruction(
  caller: Caller,
  input: {
    id: string;
    title: string;
    description: string;
    languageCode: string;
    items: ParsedSopItemInput[];
  },
): Promise<SmartInstructionRow> {
  const { row } = await mutableInstruction(caller, input.id);
  // The editor checks each change; a list sent whole is checked again as a whole (001 §5).
  const refusal = listRefusal(
    input.items.map((item, i) => ({ id: item.id ?? String(i), type: item.type })),
  );
  if (refusal) throw badRequest(refusal);
  return caller.tenant.transaction(async (tx) => {
    const stored = await loadItems(tx, row.id);
    await writeItems(tx, row.id, draftsOf(input.items, stored));
    const [updated] = await tx.update(
      smartInstructions,
      {
        title: input.title,
        description: input.description,
        languageCode: input.languageCode,
        updatedAt: new Date(),
      },
      eq(smartInstructions.id, row.id),
    );
    return updated!;
  });
}

/** DELETE /v1/multimodal-sop: the SOP, its items, runs and files. */
export async function deleteInstruction(
  caller: Caller,
  storage: ObjectStorage,
  id: string,
): Promise<void> {
  const { row } = await editableInstruction(caller, id);
  await caller.tenant.delete(smartInstructions, eq(smartInstructions.id, row.id));
  await storage.delete(instructionKeys(row.organizationId, row.id).root);
}

/**
 * POST /v1/multimodal-sop/duplication: a copy in each workspace (the caller must edit each),
 * unpublished, with new item ids and its own copies of the stored media.
 */
export async function duplicateInstruction(
  caller: Caller,
  storage: ObjectStorage,
  sourceId: string,
  workspaceIds: readonly string[],
): Promise<string[]> {
  const { row } = await visibleInstruction(caller, sourceId);
  if (row.status === 'processing') {
    throw conflict('The smart instruction is still being made: copy it once it is ready');
  }
  // Issue 23 (000 §10 code 50): no copies while it waits for approval.
  await refuseInReview(caller, { multimodalSopId: row.id }, IN_REVIEW_SOP_COPY);
  for (const ws of new Set(workspaceIds)) await authoringWorkspace(caller, ws);
  const items = await loadItems(caller.tenant, row.id);
  const mediaKeys = items.flatMap((i) =>
    i.attachments.flatMap((a) => (a.kind === 'workflow' ? [] : [a.url, a.thumbnail ?? ''])),
  );
  const copies: string[] = [];
  for (const workspaceId of [...new Set(workspaceIds)]) {
    const id = newId();
    const moved = await copyInstructionMedia(storage, row, id, [
      ...mediaKeys,
      ...(row.poster ? [row.poster] : []),
    ]);
    const key = (k: string) => moved.get(k) ?? k;
    await caller.tenant.transaction(async (tx) => {
      await tx.insert(smartInstructions, {
        ...row,
        id,
        workspaceId,
        poster: row.poster ? key(row.poster) : null,
        published: false,
        publishedTeamIds: [],
        publishedAt: null,
        version: SMART_INSTRUCTION_DEFAULTS.version,
        authorId: caller.userId,
        jobId: null,
        createdAt: new Date(),
        updatedAt: new Date(),
      });
      await writeItems(
        tx,
        id,
        items.map((i) => ({
          ...i,
          id: newId(),
          createdAt: new Date(),
          attachments: i.attachments.map((a) =>
            a.kind === 'workflow'
              ? a
              : { ...a, url: key(a.url), thumbnail: a.thumbnail ? key(a.thumbnail) : null },
          ),
        })),
      );
    });
    copies.push(id);
  }
  return copies;
}

// ---- The import job's writers (sop-import-job.ts, issue 20 items 3 and 4) -------------------

/**
 * The items an import made, written whole (parsed with core's item schema, ids made, the two
 * cards added), and the SOP marked ready. `db` may be a transaction of the job's.
 */
export async function replaceSopItemsFromImport(
  db: Db | Tx,
  opts: {
    organizationId: string;
    instructionId: string;
    items: SopItemInput[];
    poster?: string | null;
    /** The source's title (a PDF's, a workflow's), when it should replace the SOP's. */
    title?: string;
  },
): Promise<void> {
  const tenant = new Tenant(db, opts.organizationId);
  const row = await tenant.first(smartInstructions, eq(smartInstructions.id, opts.instructionId));
  if (!row) throw notFound('Smart instruction');
  const parsed = opts.items.map((i) => sopItemInputSchema.parse(i));
  await tenant.transaction(async (tx) => {
    await writeItems(tx, row.id, withCards(draftsOf(parsed, [])));
    await tx.update(
      smartInstructions,
      {
        status: 'completed',
        jobProgress: null,
        jobMessage: null,
        errorMessage: null,
        ...(opts.poster !== undefined ? { poster: opts.poster } : {}),
        ...(opts.title !== undefined ? { title: opts.title } : {}),
        updatedAt: new Date(),
      },
      eq(smartInstructions.id, row.id),
    );
  });
}

/** The import's progress, or its end: `failed` with a message a person can act on. */
export async function setSopImportState(
  db: Db | Tx,
  opts: {
    organizationId: string;
    instructionId: string;
    status: SmartInstructionStatus;
    job?: { progress: number; message: string } | null;
    errorMessage?: string | null;
  },
): Promise<void> {
  const tenant = new Tenant(db, opts.organizationId);
  await tenant.update(
    smartInstructions,
    {
      status: opts.status,
      ...(opts.job !== undefined
        ? { jobProgress: opts.job?.progress ?? null, jobMessage: opts.job?.message ?? null }
        : {}),
      ...(opts.errorMessage !== undefined ? { errorMessage: opts.errorMessage } : {}),
      updatedAt: new Date(),
    },
    eq(smartInstructions.id, opts.instructionId),
  );
}
