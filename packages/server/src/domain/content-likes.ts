/**
 * Favourite workflows and smart instructions (issue 24; 002 §3 likes, §2 /home/favorites, §7
 * "Likes"). A like is private to its owner and idempotent both ways; liking needs the content
 * to be visible. A like outlives lost access or an unpublish: it is simply not shown until the
 * content is visible and published again.
 */
import { and, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { contentLikesSchema, favoritesSchema } from '@stepwise/core';
import { smartInstructions, sopLikes, workflowLikes, workflows } from '../db/schema.js';
import type { Caller } from './caller.js';
import { unpublishedWorkflow } from './media-access.js';
import { visibleInstruction } from './smart-instruction-access.js';
import { visibleInstructionsWhere } from './smart-instruction-lists.js';
import { sopMediaSigner, summariesOf } from './smart-instruction-view.js';
import type { SmartInstructionRow } from './smart-instruction-access.js';
import { visibleWorkflow } from './workflow-access.js';
import {
  listableWhere,
  listingScope,
  workflowCards,
  type CardMedia,
  type ListingScope,
} from './workflow-lists.js';

type Favorites = z.infer<typeof favoritesSchema>;
type ContentLikes = z.infer<typeof contentLikesSchema>;

/** POST /v1/user-likes/workflows: likes or unlikes a workflow the caller sees. */
export async function likeWorkflow(caller: Caller, id: string, like: boolean): Promise<string> {
  const { workflow, workspace, access } = await visibleWorkflow(caller, id);
  if (like) {
    // A draft is liked only by those who see drafts there (the player's code 2 for the rest).
    if (!workflow.published && !access.canEdit(workspace)) throw unpublishedWorkflow();
    await caller.tenant.insertIgnore(workflowLikes, {
      workflowId: workflow.id,
      userId: caller.userId,
    });
  } else {
    await caller.tenant.delete(
      workflowLikes,
      and(eq(workflowLikes.workflowId, workflow.id), eq(workflowLikes.userId, caller.userId)),
    );
  }
  return workflow.id;
}

/** POST /v1/user-likes/multimodal-sops: likes or unlikes a smart instruction the caller sees. */
export async function likeInstruction(caller: Caller, id: string, like: boolean): Promise<string> {
  const { row } = await visibleInstruction(caller, id);
  if (like) {
    await caller.tenant.insertIgnore(sopLikes, { multimodalSopId: row.id, userId: caller.userId });
  } else {
    await caller.tenant.delete(
      sopLikes,
      and(eq(sopLikes.multimodalSopId, row.id), eq(sopLikes.userId, caller.userId)),
    );
  }
  return row.id;
}

/** The caller's liked ids, newest like first. */
async function likedIds(caller: Caller): Promise<ContentLikes> {
  const [flows, sops] = await Promise.all([
    caller.tenant.select(workflowLikes, eq(workflowLikes.userId, caller.userId), {
      orderBy: [desc(workflowLikes.createdAt), desc(workflowLikes.workflowId)],
    }),
    caller.tenant.select(sopLikes, eq(sopLikes.userId, caller.userId), {
      orderBy: [desc(sopLikes.createdAt), desc(sopLikes.multimodalSopId)],
    }),
  ]);
  return {
    workflows: flows.map((l) => l.workflowId),
    multimodalSops: sops.map((l) => l.multimodalSopId),
  };
}

/** Rows in the order of `ids` (the like order), leaving out those not found. */
function inOrder<T extends { id: string }>(ids: readonly string[], rows: readonly T[]): T[] {
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** The liked content the caller sees now, as two id lists (GET /v1/user-likes/:userId/contents). */
export async function visibleLikes(caller: Caller): Promise<ContentLikes> {
  const liked = await likedIds(caller);
  const { flows, sops } = await visibleLiked(caller, liked, false);
  return { workflows: flows.map((w) => w.id), multimodalSops: sops.map((s) => s.id) };
}

async function visibleLiked(
  caller: Caller,
  liked: ContentLikes,
  publishedOnly: boolean,
): Promise<{
  scope: ListingScope;
  flows: (typeof workflows.$inferSelect)[];
  sops: SmartInstructionRow[];
}> {
  const scope = await listingScope(caller);
  const sopWhere = await visibleInstructionsWhere(caller);
  const published = (c: SQL) => (publishedOnly ? c : undefined);
  const [flows, sops] = await Promise.all([
    liked.workflows.length
      ? caller.tenant.select(
          workflows,
          and(
            inArray(workflows.id, liked.workflows),
            listableWhere(scope),
            published(eq(workflows.published, true)),
          ),
        )
      : [],
    liked.multimodalSops.length
      ? caller.tenant.select(
          smartInstructions,
          and(
            inArray(smartInstructions.id, liked.multimodalSops),
            sopWhere,
            published(eq(smartInstructions.published, true)),
          ),
        )
      : [],
  ]);
  return {
    scope,
    flows: inOrder(liked.workflows, flows),
    sops: inOrder(liked.multimodalSops, sops as SmartInstructionRow[]),
  };
}

/** GET /v1/me/favorites: liked content still visible and published, as cards, newest like first. */
export async function myFavorites(caller: Caller, media: CardMedia): Promise<Favorites> {
  const liked = await likedIds(caller);
  const { scope, flows, sops } = await visibleLiked(caller, liked, true);
  const [{ cards }, summaries] = await Promise.all([
    workflowCards(caller, media, scope, flows),
    summariesOf(caller.tenant, sops, sopMediaSigner(media.services, media.origin)),
  ]);
  return { workflows: cards, multimodalSops: summaries };
}
