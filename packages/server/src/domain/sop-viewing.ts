/**
 * Reading a smart instruction to view and run it (issue 20; 002 §7 GET
 * /v1/player/multimodal-sop/{id}): signed in (published and visible to the caller, or theirs to
 * edit), or through a content share of it (type multimodalSop) with no sign-in: a public share's
 * id, or a token issued for a restricted or password share (issue 23). A quiz
 * item's questions come without their answers, each answer sealed (quiz-seal.ts) for that item:
 * the seal names `sop-item:{itemId}`, which no workflow quiz id can be, so a seal made for one
 * never grades the other. Anything else is 404: a reader learns nothing of SOPs they cannot open.
 */
import { eq } from 'drizzle-orm';
import type { SmartInstructionForViewing, SopItemForViewing } from '@stepwise/core';
import { smartInstructions, workspaces } from '../db/schema.js';
import { Tenant } from '../db/tenant.js';
import type { Services } from '../services.js';
import { shareGrant } from './external-access.js';
import { notFound } from './errors.js';
import { sealAnswer, type QuizSealKey } from './quiz-seal.js';
import { visibleInstruction, type SmartInstructionRow } from './smart-instruction-access.js';
import type { Caller } from './caller.js';
import type { WorkspaceRow } from './workspace-access.js';
import { summaryOf, peopleById } from './smart-instruction-view.js';
import { itemView, loadItems, type MediaSigner, type SopItemDraft } from './sop-item-rows.js';

/** What the seal of a quiz item's answers names as its quiz. */
export const sopQuizSealId = (itemId: string) => `sop-item:${itemId}`;

/** Whoever reads or runs an SOP: a signed-in user, or a share's visitor (no identity). */
export interface SopReader {
  tenant: Tenant;
  row: SmartInstructionRow;
  workspace: WorkspaceRow;
  canEdit: boolean;
  userId: string | null;
  email: string | null;
}

/**
 * The SOP a share token opens: a public share of this very SOP, or an issued token of its
 * restricted or password share (external-access.ts shareGrant), in an organisation that still
 * allows that kind of share, and the SOP published. 404 for every other case. A restricted
 * share's visitor reads with the address their token carries (their runs keep it).
 */
export async function publicReader(
  services: Pick<Services, 'db' | 'mediaKey'>,
  token: string,
  id: string,
): Promise<SopReader> {
  const missing = () => notFound('Smart instruction');
  const grant = await shareGrant(services, token);
  if (!grant || grant.share.type !== 'multimodalSop' || grant.share.multimodalSopId !== id) {
    throw missing();
  }
  const tenant = new Tenant(services.db, grant.organization.id);
  const row = await tenant.first(smartInstructions, eq(smartInstructions.id, id));
  if (!row || !row.published) throw missing();
  const workspace = await tenant.first(workspaces, eq(workspaces.id, row.workspaceId));
  if (!workspace) throw missing();
  return { tenant, row, workspace, canEdit: false, userId: null, email: grant.email };
}

function itemForViewing(
  row: SopItemDraft,
  key: QuizSealKey,
  sign: MediaSigner,
  withSubData: boolean,
): SopItemForViewing {
  const { questions, fileRequest, smartCompare, ...rest } = itemView(row, sign);
  void questions;
  void smartCompare;
  return {
    ...rest,
    checklistItems: withSubData ? rest.checklistItems : [],
    questions: withSubData
      ? row.questions.map((q) => ({
          id: q.id,
          type: q.type,
          title: q.title,
          options: q.options.map((o) => ({ letter: o.letter, text: o.text })),
          encryptedAnswer: sealAnswer(key, sopQuizSealId(row.id), q),
        }))
      : [],
    fileRequest:
      withSubData && fileRequest
        ? { id: fileRequest.id, description: fileRequest.description, sourceFileTypes: ['photo'] }
        : null,
  };
}

/** The viewer's read: no answers, no author-only parts; per-type data only when asked. */
export async function instructionForViewing(
  reader: SopReader,
  key: QuizSealKey,
  sign: MediaSigner,
  includeSubData: boolean,
  /** Issue 23: a kept version's items (sop-version-restore.ts) instead of the stored ones. */
  versionItems?: readonly SopItemDraft[],
): Promise<SmartInstructionForViewing> {
  const { row } = reader;
  const [items, people] = await Promise.all([
    versionItems ?? loadItems(reader.tenant, row.id),
    peopleById(reader.tenant, [row.authorId]),
  ]);
  const summary = summaryOf(row, {
    workspaceName: reader.workspace.name,
    author: row.authorId ? (people.get(row.authorId) ?? null) : null,
    sign,
  });
  const { job, errorMessage, publishedTeamIds, ...shown } = summary;
  void job;
  void errorMessage;
  void publishedTeamIds;
  return {
    ...shown,
    items: items.map((i) => itemForViewing(i, key, sign, includeSubData)),
    canEdit: reader.canEdit,
  };
}

/** A signed-in reader: the SOP must be visible to them (smart-instruction-access.ts). */
export async function callerReader(caller: Caller, id: string): Promise<SopReader> {
  const found = await visibleInstruction(caller, id);
  return {
    tenant: caller.tenant,
    row: found.row,
    workspace: found.workspace,
    canEdit: found.canEdit,
    userId: caller.userId,
    email: caller.email,
  };
}
