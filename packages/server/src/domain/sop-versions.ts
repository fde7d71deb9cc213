/**
 * Publishing a smart instruction and what it keeps (issue 20; 001 §2 publish options, §3
 * version history, §7 edit events). PATCH's options: all -> published to everyone who sees the
 * workspace; team -> published to the members of the teams named (editors still see it); draft
 * -> unpublished. Each publish (unpublished -> published) keeps the published content as a
 * version, numbered 1.0, 2.0, 3.0 ..., the newest marked `latest`; the edit events recorded
 * since the previous publish belong to it.
 */
import { and, asc, desc, eq, inArray, isNull } from 'drizzle-orm';
import {
  mayKeepVersion,
  type SopEditEvent,
  type SopVersionHistory,
  type SmartInstructionUpdate,
} from '@stepwise/core';
import { newId } from '../db/ids.js';
import { smartInstructions, sopEditEvents, sopVersionHistories, teams } from '../db/schema.js';
import type { Tenant } from '../db/tenant.js';
import type { Caller } from './caller.js';
import { badRequest, conflict, notFound } from './errors.js';
import { editableInstruction, type SmartInstructionRow } from './smart-instruction-access.js';
import { peopleById } from './smart-instruction-view.js';
import { submitForApproval } from './approval-requests.js';
import type { ApprovalMailServices } from './approval-notifications.js';
import { itemView, loadItems, unsigned } from './sop-item-rows.js';
import { versionPolicy } from './workflow-versions.js';

type VersionRow = typeof sopVersionHistories.$inferSelect;
type EditEventRow = typeof sopEditEvents.$inferSelect;

/** What PATCH asks for the audience: undefined when it leaves publishing alone. */
function audienceOf(
  body: SmartInstructionUpdate,
): { published: boolean; teamIds: string[] } | undefined {
  if (body.publishOption === 'team') return { published: true, teamIds: body.teamIds ?? [] };
  if (body.publishOption === 'all') return { published: true, teamIds: [] };
  if (body.publishOption === 'draft') return { published: false, teamIds: [] };
  if (body.published !== undefined) return { published: body.published, teamIds: [] };
  return undefined;
}

/** Teams named for Publish to Team must be teams of the organisation (else 400). */
async function checkTeams(tenant: Tenant, teamIds: readonly string[]): Promise<void> {
  if (teamIds.length === 0) return;
  const found = await tenant.select(teams, inArray(teams.id, [...teamIds]));
  const known = new Set(found.map((t) => t.id));
  const unknown = teamIds.filter((t) => !known.has(t));
  if (unknown.length > 0) throw badRequest('Unknown team', { teamIds: unknown });
}

/** The next version: 1.0 at the first publish, then 2.0, 3.0 ... */
const nextVersion = (published: number) => `${published + 1}.0`;

/**
 * Keeps the published content as the next version and answers its number. Issue 23 (001 §3,
 * §9): nothing is kept while the organisation's versionHistory flag is off or the SOP has its
 * maximum (settings maxDocumentVersions, never over 1000); the number then stays as it was.
 */
async function keepVersion(
  tx: Tenant,
  actorId: string | null,
  row: SmartInstructionRow,
): Promise<string> {
  const earlier = await tx.count(
    sopVersionHistories,
    eq(sopVersionHistories.instructionId, row.id),
  );
  const policy = await versionPolicy(tx);
  if (!policy.on || !mayKeepVersion(earlier, policy.max)) return row.version;
  const version = nextVersion(earlier);
  const items = await loadItems(tx, row.id);
  await tx.update(
    sopVersionHistories,
    { latest: false },
    eq(sopVersionHistories.instructionId, row.id),
  );
  const id = newId();
  await tx.insert(sopVersionHistories, {
    id,
    instructionId: row.id,
    version,
    title: row.title,
    itemsCount: items.length,
    snapshot: {
      summary: { title: row.title, description: row.description, languageCode: row.languageCode },
      items: items.map((i) => itemView(i, unsigned)),
    },
    latest: true,
    publishedBy: actorId,
  });
  await tx.update(
    sopEditEvents,
    { versionHistoryId: id },
    and(eq(sopEditEvents.instructionId, row.id), isNull(sopEditEvents.versionHistoryId)),
  );
  return version;
}

/** The audience a publish goes to: everyone who sees the workspace, or the teams named. */
export interface SopAudience {
  published: boolean;
  teamIds: string[];
}

/**
 * Writes a rename and / or an audience change in `tx`; a publish (unpublished -> published)
 * keeps the version. THE one place a smart instruction becomes published: PATCH when no
 * approval is needed, and the last approval of a request (with the audience it asked for).
 */
export async function applyInstructionUpdate(
  tx: Tenant,
  actorId: string | null,
  row: SmartInstructionRow,
  change: { title?: string; audience?: SopAudience },
): Promise<SmartInstructionRow> {
  const { title, audience } = change;
  const now = new Date();
  const publishing = audience?.published === true && !row.published;
  const version = publishing
    ? await keepVersion(tx, actorId, { ...row, title: title ?? row.title })
    : row.version;
  const [updated] = await tx.update(
    smartInstructions,
    {
      ...(title !== undefined ? { title } : {}),
      ...(audience
        ? {
            published: audience.published,
            publishedTeamIds: audience.teamIds,
            publishedAt: audience.published ? (publishing ? now : row.publishedAt) : null,
          }
        : {}),
      version,
      updatedAt: now,
    },
    eq(smartInstructions.id, row.id),
  );
  if (!updated) throw notFound('Smart instruction');
  return updated;
}

/**
 * PATCH /v1/multimodal-sop: rename, publish (to all or a team) or unpublish. Issue 23: in a
 * workspace with an approval workflow a publish opens a request instead (the audience kept on
 * it); the rename goes through at once.
 */
export async function updateInstruction(
  caller: Caller,
  body: SmartInstructionUpdate,
  mail?: ApprovalMailServices,
): Promise<SmartInstructionRow> {
  const { row } = await editableInstruction(caller, body.id);
  const audience = audienceOf(body);
  if (audience?.published && row.status !== 'completed') {
    throw conflict('The smart instruction is not ready to publish yet');
  }
  if (audience) await checkTeams(caller.tenant, audience.teamIds);
  const title = body.title;
  if (audience?.published && !row.published) {
    const renamed = title !== undefined ? { ...row, title } : row;
    const requestId = await submitForApproval(
      caller,
      {
        type: 'multimodalSop',
        instruction: renamed,
        publishOptions: audience,
      },
      mail,
    );
    if (requestId) {
      if (title === undefined) return (await editableInstruction(caller, row.id)).row;
      return caller.tenant.transaction((tx) =>
        applyInstructionUpdate(tx, caller.userId, row, { title }),
      );
    }
  }
  return caller.tenant.transaction((tx) =>
    applyInstructionUpdate(tx, caller.userId, row, {
      ...(title !== undefined ? { title } : {}),
      ...(audience ? { audience } : {}),
    }),
  );
}

function versionView(
  row: VersionRow,
  people: Map<string, { uid: string; displayName: string }>,
): SopVersionHistory {
  return {
    id: row.id,
    mmsopId: row.instructionId,
    version: row.version,
    title: row.title,
    latest: row.latest,
    itemsCount: row.itemsCount,
    publishedBy: row.publishedBy ? (people.get(row.publishedBy) ?? null) : null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** GET /v1/multimodal-sop/{id}/version-histories: newest first; `latest` only when asked. */
export async function versionHistories(
  caller: Caller,
  id: string,
  latestOnly: boolean,
): Promise<SopVersionHistory[]> {
  const { row } = await editableInstruction(caller, id);
  const rows = await caller.tenant.select(
    sopVersionHistories,
    and(
      eq(sopVersionHistories.instructionId, row.id),
      latestOnly ? eq(sopVersionHistories.latest, true) : undefined,
    ),
    { orderBy: [desc(sopVersionHistories.createdAt), desc(sopVersionHistories.version)] },
  );
  const people = await peopleById(
    caller.tenant,
    rows.map((r) => r.publishedBy),
  );
  return rows.map((r) => versionView(r, people));
}

async function eventViews(tenant: Tenant, rows: readonly EditEventRow[]): Promise<SopEditEvent[]> {
  const people = await peopleById(
    tenant,
    rows.map((r) => r.userId),
  );
  return rows.map((r) => ({
    id: r.id,
    mmsopId: r.instructionId,
    versionHistoryId: r.versionHistoryId,
    type: r.type as SopEditEvent['type'],
    itemId: r.itemId,
    data: r.data,
    user: r.userId ? (people.get(r.userId) ?? null) : null,
    createdAt: r.createdAt.toISOString(),
  }));
}

/** POST .../edit-events/batch-create: the editor's events, kept until the next publish. */
export async function createEditEvents(
  caller: Caller,
  mmsopId: string,
  events: readonly {
    type: SopEditEvent['type'];
    itemId: string | null;
    data: Record<string, unknown>;
  }[],
): Promise<SopEditEvent[]> {
  const { row } = await editableInstruction(caller, mmsopId);
  const stored = await caller.tenant.insert(
    sopEditEvents,
    events.map((e) => ({
      id: newId(),
      instructionId: row.id,
      type: e.type,
      itemId: e.itemId,
      data: e.data,
      userId: caller.userId,
    })),
  );
  return eventViews(caller.tenant, stored);
}

/** GET /v1/multimodal-sop-version-histories/{id}/edit-events: the events of one version. */
export async function versionEditEvents(
  caller: Caller,
  versionId: string,
): Promise<SopEditEvent[]> {
  const version = await caller.tenant.first(
    sopVersionHistories,
    eq(sopVersionHistories.id, versionId),
  );
  if (!version) throw notFound('Version history');
  try {
    await editableInstruction(caller, version.instructionId);
  } catch {
    // The versions of an SOP the caller may not edit do not exist for them.
    throw notFound('Version history');
  }
  const rows = await caller.tenant.select(
    sopEditEvents,
    eq(sopEditEvents.versionHistoryId, version.id),
    {
      orderBy: [asc(sopEditEvents.createdAt), asc(sopEditEvents.id)],
    },
  );
  return eventViews(caller.tenant, rows);
}
