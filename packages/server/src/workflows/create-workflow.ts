/**
 * A new workflow from an uploaded video file: the original goes to storage under the
 * workflow's key, then the row and its `process-workflow` job commit together, so a workflow
 * never waits for a job that does not exist.
 */
import { extname } from 'node:path';
import { eq } from 'drizzle-orm';
import {
  BlockedReason,
  ConvertStatus,
  EditType,
  ErrorCode,
  SpeechStatus,
  StepsStatus,
  StepwiseError,
} from '@stepwise/core';
import { newId } from '../db/ids.js';
import { transcriptions, workflows, workspaces } from '../db/schema.js';
import type { Tenant } from '../db/tenant.js';
import type { Job } from '../jobs/types.js';
import { workflowKeys, type ObjectStorage } from '../storage/storage.js';
import { PROCESS_WORKFLOW_JOB, type ProcessWorkflowPayload } from './process-workflow.js';
import { enqueueOrganizationJob } from '../domain/organization-jobs.js';

export interface CreateWorkflowInput {
  workspaceId: string;
  title: string;
  languageCode: string;
  authorId: string | null;
  /** Path of the uploaded file on this machine. */
  file: string;
  /** The id to give the workflow (an upload's id); a new one when left out. */
  id?: string;
  /** The name the file had on the user's machine, for the original's extension. */
  fileName?: string;
  /**
   * The same bytes as `file`, already in storage under this key (an upload the browser sent
   * straight to the store): copied within the store rather than sent again.
   */
  storedKey?: string;
  /** Published as soon as processing finishes (seeded samples only). */
  publishWhenProcessed?: boolean;
  /**
   * The author's transcript of the workflow's language, stored with the workflow (the demo
   * sample's script): processing cuts and titles the steps by it.
   */
  transcript?: { sentence: string; startTime: number; endTime: number }[];
}

export type WorkflowRow = typeof workflows.$inferSelect;

/** The extension kept on the original's key; the contents decide the type, never this. */
function originalExtension(file: string): string {
  const ext = extname(file).toLowerCase();
  return /^\.[a-z0-9]{1,5}$/.test(ext) ? ext : '.bin';
}

export async function createWorkflowFromFile(
  tenant: Tenant,
  storage: ObjectStorage,
  input: CreateWorkflowInput,
): Promise<{ workflow: WorkflowRow; job: Job }> {
  const workspace = await tenant.first(workspaces, eq(workspaces.id, input.workspaceId));
  if (!workspace) throw new StepwiseError(ErrorCode.NotFound, 'Workspace not found');
  const id = input.id ?? newId();
  const originalKey = workflowKeys(tenant.organizationId, id).original(
    originalExtension(input.fileName ?? input.file),
  );
  if (input.storedKey) await storage.copy(input.storedKey, originalKey);
  else await storage.put(originalKey, input.file);
  try {
    return await tenant.transaction(async (tx) => {
      const [workflow] = await tx.insert(workflows, {
        id,
        workspaceId: input.workspaceId,
        title: input.title,
        languageCode: input.languageCode,
        authorId: input.authorId,
        editType: EditType.Original,
        convertStatus: ConvertStatus.JobScheduled,
        blocked: BlockedReason.WaitingBackendInitial,
        speechStatus: SpeechStatus.Waiting,
        stepsStatus: StepsStatus.Scheduled,
        originalKey,
      });
      if (input.transcript?.length) {
        await tx.insert(transcriptions, {
          id: newId(),
          workflowId: id,
          languageCode: input.languageCode,
          sentences: input.transcript,
          source: 'author',
        });
      }
      const payload: ProcessWorkflowPayload = {
        workflowId: id,
        organizationId: tenant.organizationId,
        ...(input.publishWhenProcessed ? { publish: true } : {}),
      };
      const job = await enqueueOrganizationJob(tx, {
        kind: PROCESS_WORKFLOW_JOB,
        payload,
        dedupeKey: `${PROCESS_WORKFLOW_JOB}:${id}`,
      });
      return { workflow: workflow!, job };
    });
  } catch (err) {
    await storage.delete(originalKey).catch(() => undefined);
    throw err;
  }
}
