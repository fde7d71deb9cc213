/**
 * Creating a smart instruction (issue 20; 001 §2, §7 POST /v1/multimodal-sop): by hand, from a
 * finished PDF upload, or from a processed workflow.
 *
 * Decisions (README "Smart instructions"): a manual SOP is created `completed` (ready: 001 §4's
 * card shows it published or unpublished) and unpublished, a draft, with the editor's two cards;
 * a PDF or video one is `processing` until its import job (sop-import-job.ts) ends.
 */
import { eq } from 'drizzle-orm';
import {
  SMART_INSTRUCTION_DEFAULTS,
  type SmartInstructionStatus,
  type SmartInstructionUploadKind,
} from '@stepwise/core';
import { newId } from '../db/ids.js';
import { smartInstructions } from '../db/schema.js';
import type { Tenant } from '../db/tenant.js';
import type { ObjectStorage } from '../storage/storage.js';
import { removeUpload } from '../uploads/uploads.js';
import type { Caller } from './caller.js';
import { conflict } from './errors.js';
import { authoringWorkspace, type SmartInstructionRow } from './smart-instruction-access.js';
import { withCards } from './smart-instructions.js';
import { enqueueSopImport, preflightPdf, type SopImportInput } from './sop-import-job.js';
import { draftsOf, writeItems, type ParsedSopItemInput } from './sop-item-rows.js';
import { checkedUpload } from './sop-media.js';
import { visibleWorkflow } from './workflow-access.js';

export interface CreateInput {
  workspaceId: string;
  type: 'manually' | 'pdf' | 'workflow';
  title: string;
  languageCode: string;
  description: string;
  items: ParsedSopItemInput[];
  uploadId?: string | undefined;
  workflowId?: string | undefined;
}

async function insertRow(
  tenant: Tenant,
  caller: Caller,
  input: CreateInput,
  status: SmartInstructionStatus,
  source: Partial<Pick<SmartInstructionRow, 'sourceUploadId' | 'sourceWorkflowId'>> = {},
) {
  const [row] = await tenant.insert(smartInstructions, {
    id: newId(),
    workspaceId: input.workspaceId,
    type: input.type,
    languageCode: input.languageCode,
    title: input.title,
    description: input.description,
    status,
    version: SMART_INSTRUCTION_DEFAULTS.version,
    duration: SMART_INSTRUCTION_DEFAULTS.duration,
    authorId: caller.userId,
    ...source,
  });
  return row!;
}

/** The PDF a 'pdf' SOP is made from: the caller's finished upload, a PDF within 50 MB. */
async function checkedPdf(caller: Caller, storage: ObjectStorage, uploadId: string) {
  const kind: SmartInstructionUploadKind = 'pdf';
  const { upload, bytes } = await checkedUpload(caller, storage, uploadId, kind);
  try {
    await preflightPdf(bytes);
  } catch (err) {
    // An encrypted or broken PDF never becomes an SOP: nothing of it is kept.
    await removeUpload(caller.tenant, storage, upload.id);
    throw err;
  }
  return upload;
}

/**
 * POST /v1/multimodal-sop. A refused PDF or workflow leaves nothing behind: the row is written
 * only once the source passed its checks, and removed again if the job cannot be queued.
 */
export async function createInstruction(
  caller: Caller,
  storage: ObjectStorage,
  input: CreateInput,
): Promise<{ row: SmartInstructionRow; jobId: string | null }> {
  await authoringWorkspace(caller, input.workspaceId);
  if (input.type === 'manually') {
    const row = await caller.tenant.transaction(async (tx) => {
      const created = await insertRow(tx, caller, input, 'completed');
      await writeItems(tx, created.id, withCards(draftsOf(input.items, [])));
      // As written: the steps count comes with the items.
      return (await tx.first(smartInstructions, eq(smartInstructions.id, created.id))) ?? created;
    });
    return { row, jobId: null };
  }
  let source: SopImportInput['source'];
  let origin: Partial<Pick<SmartInstructionRow, 'sourceUploadId' | 'sourceWorkflowId'>>;
  if (input.type === 'pdf') {
    const upload = await checkedPdf(caller, storage, input.uploadId!);
    source = { kind: 'pdf', uploadId: upload.id };
    origin = { sourceUploadId: upload.id };
  } else {
    const { workflow } = await visibleWorkflow(caller, input.workflowId!);
    if (!workflow.processed) {
      throw conflict('The workflow is still being processed: make the SOP once it is ready');
    }
    source = { kind: 'workflow', workflowId: workflow.id };
    origin = { sourceWorkflowId: workflow.id };
  }
  // The row and its job commit together: a job that cannot be queued leaves no SOP behind.
  return caller.tenant.transaction(async (tx) => {
    const row = await insertRow(tx, caller, input, 'processing', origin);
    const jobId = await enqueueSopImport(tx, {
      instructionId: row.id,
      organizationId: caller.organizationId,
      source,
    });
    const [withJob] = await tx.update(
      smartInstructions,
      { jobId, jobProgress: 0, jobMessage: 'Queued' },
      eq(smartInstructions.id, row.id),
    );
    return { row: withJob ?? row, jobId };
  });
}
