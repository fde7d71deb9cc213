import { z } from 'zod';
import { PERSON_NAME_MAX_LENGTH, URL_MAX_LENGTH } from './constants.js';
import { idSchema, isoDateTimeSchema } from './id.schema.js';
import { localeSchema } from './locale.schema.js';
import { nameSchema, titleSchema } from './validation.schema.js';
import {
  blockedReasonSchema,
  convertStatusSchema,
  editorStatusSchema,
  editTypeSchema,
  reviewStatusSchema,
  speechStatusSchema,
  stepsStatusSchema,
} from './workflow-status.js';

const mediaUrl = z.string().min(1).max(URL_MAX_LENGTH);

// The spec gives no value set for these two; the card rule only asks whether they mention 'error'.
const jobStatus = z.string().max(64);

/** 002 §3 imageMap: a poster frame by whole second of the video. */
export const imageMapSchema = z.record(z.string().regex(/^\d{1,6}$/), mediaUrl);

/** 001 §3 Workflow (smart video): the fields the server stores and returns. */
export const workflowSchema = z.object({
  id: idSchema,
  title: titleSchema(),
  translatedTitles: z.record(localeSchema, titleSchema()).default(() => ({})),
  poster: mediaUrl.nullable(),
  steps: z.array(idSchema),
  videoDuration: z.number().nonnegative(), // seconds
  published: z.boolean(),
  publishedDate: isoDateTimeSchema.nullable(),
  processed: z.boolean(),
  // As user.ts displayName() gives it: the display name, or first and last name joined.
  author: z.object({ displayName: z.string().max(2 * PERSON_NAME_MAX_LENGTH + 1), uid: idSchema }),
  workspaceId: idSchema,
  workspaceName: nameSchema(),
  privateWorkspace: z.boolean(),
  editType: editTypeSchema,
  editorStatus: editorStatusSchema,
  speechStatus: speechStatusSchema,
  stepsStatus: stepsStatusSchema,
  reviewStatus: reviewStatusSchema,
  blocked: blockedReasonSchema,
  convertStatus: convertStatusSchema,
  frameCaptureStatus: jobStatus,
  videoExtractStatus: jobStatus,
  languageCode: localeSchema,
  imageMap: imageMapSchema.nullable(),
  createdAt: isoDateTimeSchema,
  updatedAt: isoDateTimeSchema,
});
export type Workflow = z.infer<typeof workflowSchema>;

export const workflowCreateSchema = z.object({
  workspaceId: idSchema,
  title: titleSchema(),
  languageCode: localeSchema,
});
export type WorkflowCreate = z.infer<typeof workflowCreateSchema>;

/** 001 §7 Rename: languageCode is sent only when editing a translated title. */
export const workflowTitleUpdateSchema = z.strictObject({
  title: titleSchema(),
  languageCode: localeSchema.optional(),
});
export type WorkflowTitleUpdate = z.infer<typeof workflowTitleUpdateSchema>;

type Titled = Pick<Workflow, 'title' | 'languageCode' | 'translatedTitles'>;

/**
 * 001 §7 Rename: the main title, or with a languageCode other than the workflow's own the
 * translated title for it. Null when nothing changes (001 §5 "nothing sent if unchanged").
 */
export function applyTitleUpdate(
  w: Titled,
  update: WorkflowTitleUpdate,
): Pick<Workflow, 'title' | 'translatedTitles'> | null {
  const lang = update.languageCode;
  if (lang === undefined || lang === w.languageCode) {
    return update.title === w.title
      ? null
      : { title: update.title, translatedTitles: w.translatedTitles };
  }
  if (w.translatedTitles[lang] === update.title) return null;
  return { title: w.title, translatedTitles: { ...w.translatedTitles, [lang]: update.title } };
}

// ---- Workflow counts per workspace (002 §3, §4 "Workspaces") ----------------------------------

/** 002 §9: after each change the counts are refetched after 3 s. */
export const COUNT_REFETCH_DELAY_MS = 3000;

export const workflowCountsSchema = z.object({
  created: z.number().int().nonnegative(),
  published: z.number().int().nonnegative(),
  unpublished: z.number().int().nonnegative(),
});
export type WorkflowCounts = z.infer<typeof workflowCountsSchema>;

/** 002 §3: unpublished is created minus published. */
export function workflowCounts(created: number, published: number): WorkflowCounts {
  const c = Math.max(0, created);
  const p = Math.max(0, published);
  return { created: c, published: p, unpublished: Math.max(0, c - p) };
}

export type WorkflowCountEvent =
  | { type: 'create'; workspaceId: string }
  | { type: 'duplicate'; workspaceId: string; sourcePublished: boolean }
  | { type: 'delete'; workspaceId: string; published: boolean }
  | { type: 'move'; fromWorkspaceId: string; toWorkspaceId: string; published: boolean }
  | { type: 'unpublish'; workspaceId: string };

type Delta = { workspaceId: string; created: number; published: number };

function deltas(event: WorkflowCountEvent): Delta[] {
  const one = (flag: boolean) => (flag ? 1 : 0);
  switch (event.type) {
    case 'create':
      return [{ workspaceId: event.workspaceId, created: 1, published: 0 }];
    case 'duplicate':
      return [
        { workspaceId: event.workspaceId, created: 1, published: one(event.sourcePublished) },
      ];
    case 'delete':
      return [{ workspaceId: event.workspaceId, created: -1, published: -one(event.published) }];
    case 'move':
      return [
        { workspaceId: event.fromWorkspaceId, created: -1, published: -one(event.published) },
        { workspaceId: event.toWorkspaceId, created: 1, published: one(event.published) },
      ];
    case 'unpublish':
      return [{ workspaceId: event.workspaceId, created: 0, published: -1 }];
  }
}

/**
 * 002 §4 "Workflow counts", applied to cached counts by workspace id. Only cached workspaces
 * change ("move adds to the target workspace if cached"); counts never go below zero. The
 * caller refetches after COUNT_REFETCH_DELAY_MS to replace these estimates with real numbers.
 */
export function applyCountChange(
  counts: Readonly<Record<string, WorkflowCounts>>,
  event: WorkflowCountEvent,
): Record<string, WorkflowCounts> {
  const next = { ...counts };
  for (const d of deltas(event)) {
    const current = next[d.workspaceId];
    if (current === undefined) continue;
    next[d.workspaceId] = workflowCounts(
      current.created + d.created,
      current.published + d.published,
    );
  }
  return next;
}
