/**
 * GET /v1/me/home/discover (issue 24; 002 §2 /home/discover): what was published lately in the
 * workspaces the caller views, workflows and smart instructions together, newest first, paged.
 */
import { and, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import type { homeDiscoverSchema } from '@stepwise/core';
import { smartInstructions, workflows } from '../db/schema.js';
import type { Caller } from './caller.js';
import { homeScope, readsInstruction, type HomeMedia } from './home-visibility.js';
import { signedMediaUrls } from './media-urls.js';
import { sopMediaSigner } from './smart-instruction-view.js';

type Discover = z.infer<typeof homeDiscoverSchema>;

export async function homeDiscover(
  caller: Caller,
  media: HomeMedia,
  q: { page: number; size: number },
): Promise<Discover> {
  const scope = await homeScope(caller);
  const spaceIds = [...scope.workspaces.keys()];
  // E-learning sessions play their course only; nothing to discover.
  const none = caller.kind === 'custom' || spaceIds.length === 0;
  const [flows, sops] = none
    ? [[], []]
    : await Promise.all([
        caller.tenant.select(
          workflows,
          and(
            eq(workflows.published, true),
            isNull(workflows.deletedAt),
            isNotNull(workflows.publishedDate),
            inArray(workflows.workspaceId, spaceIds),
          ),
        ),
        caller.tenant.select(
          smartInstructions,
          and(
            eq(smartInstructions.published, true),
            isNotNull(smartInstructions.publishedAt),
            inArray(smartInstructions.workspaceId, spaceIds),
          ),
        ),
      ]);
  const sign = sopMediaSigner(media.services, media.origin);
  const nameOf = (id: string) => scope.workspaces.get(id)?.name ?? '';
  const all: Discover['items'] = [
    ...flows.map((w) => ({
      type: 'workflows' as const,
      id: w.id,
      title: w.title,
      posterURL: signedMediaUrls(media.services, w, { origin: media.origin }).posterURL,
      publishedAt: w.publishedDate!.toISOString(),
      workspaceId: w.workspaceId,
      workspaceName: nameOf(w.workspaceId),
    })),
    ...sops
      .filter((s) => readsInstruction(scope, s))
      .map((s) => ({
        type: 'multimodal-sops' as const,
        id: s.id,
        title: s.title,
        posterURL: s.poster ? sign(s.poster) : null,
        publishedAt: s.publishedAt!.toISOString(),
        workspaceId: s.workspaceId,
        workspaceName: nameOf(s.workspaceId),
      })),
  ];
  all.sort((a, b) => b.publishedAt.localeCompare(a.publishedAt) || a.id.localeCompare(b.id));
  return {
    items: all.slice(q.page * q.size, (q.page + 1) * q.size),
    page: {
      page: q.page,
      size: q.size,
      dataCount: all.length,
      pageCount: Math.ceil(all.length / q.size),
    },
  };
}
