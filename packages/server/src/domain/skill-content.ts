/**
 * A skill's content list (issue 24; 002 §7 "list of type and id"): what a manager may put in it
 * (workflows and smart instructions they can see, of their organisation, each once) and how the
 * list reads back (titles and posters as they are now; deleted content stays, marked
 * unavailable, so a manager sees what went missing).
 */
import { and, inArray, isNull, sql } from 'drizzle-orm';
import type { ContentEntry, ContentRef } from '@stepwise/core';
import type { Services } from '../services.js';
import { smartInstructions, steps, workflows, workspaces } from '../db/schema.js';
import type { Tenant } from '../db/tenant.js';
import type { Caller } from './caller.js';
import { badRequest } from './errors.js';
import { mediaUrlSigner } from './media-urls.js';
import { visibleInstruction } from './smart-instruction-access.js';
import { WorkspaceAccess } from './workspace-access.js';
import type { WorkflowRow } from './workflow-access.js';

type InstructionRow = typeof smartInstructions.$inferSelect;

const idsOf = (refs: readonly ContentRef[], type: ContentRef['type']) =>
  refs.filter((r) => r.type === type).map((r) => r.id);

/**
 * Refuses (400, with the offending entries) a list with duplicates or content the caller cannot
 * see; unknown ids and other organisations' content are "not visible" alike.
 */
export async function checkedContent(caller: Caller, list: readonly ContentRef[]): Promise<void> {
  const keys = list.map((r) => `${r.type}:${r.id}`);
  const duplicates = keys.filter((k, i) => keys.indexOf(k) !== i);
  if (duplicates.length) throw badRequest('Content listed twice', { duplicates });
  const workflowIds = idsOf(list, 'workflows');
  const [rows, access] = await Promise.all([
    workflowIds.length
      ? caller.tenant.select(
          workflows,
          and(inArray(workflows.id, workflowIds), isNull(workflows.deletedAt)),
        )
      : [],
    WorkspaceAccess.of(caller),
  ]);
  const spaces = rows.length
    ? await caller.tenant.select(
        workspaces,
        inArray(workspaces.id, [...new Set(rows.map((w) => w.workspaceId))]),
      )
    : [];
  const viewable = new Set(spaces.filter((w) => access.canView(w)).map((w) => w.id));
  const seen = new Set(rows.filter((w) => viewable.has(w.workspaceId)).map((w) => w.id));
  const missing: ContentRef[] = workflowIds
    .filter((id) => !seen.has(id))
    .map((id) => ({ type: 'workflows', id }));
  for (const id of idsOf(list, 'multimodal-sops')) {
    // Team-limited publishing makes SOP visibility per person: the one rule decides.
    const ok = await visibleInstruction(caller, id).then(
      () => true,
      () => false,
    );
    if (!ok) missing.push({ type: 'multimodal-sops', id });
  }
  if (missing.length) throw badRequest('Content not found or not visible', { missing });
}

export interface ContentRows {
  workflows: Map<string, WorkflowRow>;
  instructions: Map<string, InstructionRow>;
  stepCounts: Map<string, number>;
}

/** The rows behind the refs of many skills at once (one query per kind). */
export async function contentRows(
  tenant: Tenant,
  refs: readonly ContentRef[],
): Promise<ContentRows> {
  const workflowIds = [...new Set(idsOf(refs, 'workflows'))];
  const sopIds = [...new Set(idsOf(refs, 'multimodal-sops'))];
  const [wf, sops, counts] = await Promise.all([
    workflowIds.length
      ? tenant.select(
          workflows,
          and(inArray(workflows.id, workflowIds), isNull(workflows.deletedAt)),
        )
      : [],
    sopIds.length ? tenant.select(smartInstructions, inArray(smartInstructions.id, sopIds)) : [],
    workflowIds.length
      ? tenant.query<{ workflow_id: string; n: number }>(
          (from) =>
            sql`select ${steps.workflowId} as workflow_id, count(*)::int as n from ${from(steps)}
                where ${inArray(steps.workflowId, workflowIds)} group by ${steps.workflowId}`,
        )
      : [],
  ]);
  return {
    workflows: new Map(wf.map((w) => [w.id, w])),
    instructions: new Map(sops.map((s) => [s.id, s])),
    stepCounts: new Map(counts.map((c) => [c.workflow_id, Number(c.n)])),
  };
}

/** The entries of a content list, in its order. */
export function contentEntries(
  services: Services,
  rows: ContentRows,
  refs: readonly ContentRef[],
): ContentEntry[] {
  const sign = mediaUrlSigner(services);
  return refs.map((ref) => {
    if (ref.type === 'workflows') {
      const w = rows.workflows.get(ref.id);
      return {
        ...ref,
        title: w?.title ?? '',
        posterURL: w ? sign(w.posterKey) : null,
        duration: w?.videoDuration ?? 0,
        numSteps: rows.stepCounts.get(ref.id) ?? 0,
        published: w?.published ?? false,
        available: !!w,
      };
    }
    const s = rows.instructions.get(ref.id);
    return {
      ...ref,
      title: s?.title ?? '',
      posterURL: s?.poster ? sign(s.poster) : null,
      duration: 0,
      numSteps: s?.stepsCount ?? 0,
      published: s?.published ?? false,
      available: !!s,
    };
  });
}

/** Seconds of video in a list (its available workflows). */
export const totalVideoDuration = (entries: readonly ContentEntry[]): number =>
  entries.reduce((sum, e) => sum + (e.type === 'workflows' && e.available ? e.duration : 0), 0);
