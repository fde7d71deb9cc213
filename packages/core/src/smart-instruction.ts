// Smart instructions, also called multimodal SOPs (001 §3 Smart instruction, SOP item, quiz /
// checklist / file request; §4 card state and content modes; §5 insert and drag-and-drop rules,
// upload limits; §9 list page size). Zod-free: the editor, <stepwise-instruction> and the server
// share these rules; the wire schemas are in smart-instruction.schema.ts.

import { UploadProblem } from './media-limits.js';
import { Role, type RoleName } from './role.js';

/** 001 §3: how the SOP was made. The editor offers manual (default), from PDF, from video. */
export const SMART_INSTRUCTION_TYPES = ['manually', 'pdf', 'workflow'] as const;
export type SmartInstructionType = (typeof SMART_INSTRUCTION_TYPES)[number];
export const SMART_INSTRUCTION_TYPE_LABELS: Readonly<Record<SmartInstructionType, string>> = {
  manually: 'Manual',
  pdf: 'From PDF',
  workflow: 'From video',
};

/**
 * 001 §3 "status (completed or other)", new SOPs are draft; processing while a PDF or video is
 * being turned into items, failed when that job fails (those two are ours).
 */
export const SMART_INSTRUCTION_STATUSES = ['draft', 'processing', 'completed', 'failed'] as const;
export type SmartInstructionStatus = (typeof SMART_INSTRUCTION_STATUSES)[number];

/** 001 §3 "New SOP defaults". */
export const SMART_INSTRUCTION_DEFAULTS = {
  title: 'Untitled SOP',
  languageCode: 'en-us',
  version: '1.0',
  status: 'draft',
  stepsCount: 0,
  duration: 30,
  type: 'manually',
} as const satisfies {
  title: string;
  languageCode: string;
  version: string;
  status: SmartInstructionStatus;
  stepsCount: number;
  duration: number;
  type: SmartInstructionType;
};

/** 001 §9: the instruction list's page size (pages from 0, newest update first, 001 §7). */
export const SMART_INSTRUCTION_PAGE_SIZE = 10;

/** 001 §2 publish options, and what each stores. */
export const PUBLISH_OPTIONS = ['all', 'team', 'draft'] as const;
export type PublishOption = (typeof PUBLISH_OPTIONS)[number];
export const PUBLISH_OPTION_LABELS: Readonly<Record<PublishOption, string>> = {
  all: 'Publish to All',
  team: 'Publish to Team',
  draft: 'Publish as Draft',
};

// ---- Items ----------------------------------------------------------------------------------

/** 001 §3 SOP item types: the editor's cards and steps. */
export const SOP_ITEM_TYPES = [
  'introduction',
  'conclusion',
  'step',
  'sub_step',
  'warning',
  'tool',
  'quiz',
  'smart_compare',
  'file_request',
  'checklist',
  'reasons',
] as const;
/** 001 §3 "in other places also": names the stored data uses besides the editor's. */
export const SOP_ITEM_OTHER_TYPES = [
  'userUpload',
  'userVideo',
  'video',
  'workflow',
  'reason',
] as const;
export const SOP_ITEM_ALL_TYPES = [...SOP_ITEM_TYPES, ...SOP_ITEM_OTHER_TYPES] as const;
export type SopItemType = (typeof SOP_ITEM_ALL_TYPES)[number];
export type SopEditorItemType = (typeof SOP_ITEM_TYPES)[number];

/** 001 §3: the two cards; they are neither dragged nor drop targets (001 §5). */
export const SOP_CARD_TYPES = ['introduction', 'conclusion'] as const;
/** 001 §3 "Step types in the editor list", in the editor's order. */
export const SOP_STEP_TYPES = [
  'step',
  'sub_step',
  'warning',
  'tool',
  'quiz',
  'smart_compare',
  'file_request',
  'checklist',
  'reasons',
] as const;
/** 001 §3: shown with a beta mark. */
export const SOP_BETA_ITEM_TYPES = ['smart_compare', 'file_request'] as const;
/** 001 §5: what follows a step into its group, besides its substeps. */
export const STEP_GROUP_FOLLOWER_TYPES = ['warning', 'tool', 'quiz'] as const;

/** 001 §3 attachment kinds. */
export const SOP_ATTACHMENT_KINDS = ['workflow', 'video', 'image', 'document'] as const;
export type SopAttachmentKind = (typeof SOP_ATTACHMENT_KINDS)[number];

/** 001 §3: introduction order 0, conclusion 999; an item's metadata starts at version 1.0. */
export const INTRODUCTION_ORDER = 0;
export const CONCLUSION_ORDER = 999;
export const SOP_ITEM_VERSION = '1.0';

/** 001 §3 file request / smart compare sources (the spec's words; the strings are ours). */
export const FILE_REQUEST_SOURCE_TYPES = ['userUpload', 'step'] as const;
export type FileRequestSourceType = (typeof FILE_REQUEST_SOURCE_TYPES)[number];
export const SOURCE_FILE_TYPES = ['photo', 'video'] as const;
export type SourceFileType = (typeof SOURCE_FILE_TYPES)[number];

/** Ours: ceilings for what an author types. */
export const SOP_DESCRIPTION_MAX_LENGTH = 10_000;
export const CHECKLIST_ITEM_TEXT_MAX_LENGTH = 500;
export const CHECKLIST_MAX_ITEMS = 100;
/** Below CONCLUSION_ORDER, so the others' orders (1, 2, ...) never reach the conclusion's. */
export const SOP_MAX_ITEMS = 500;
export const SOP_ITEM_MAX_ATTACHMENTS = 20;
export const SOP_FILE_NAME_MAX_LENGTH = 255;
export const CRITERION_TITLE_MAX_LENGTH = 300;
export const CRITERIA_MAX = 50;

/** 001 §3: an item's title unless the author gives one, the capitalised type ('Step'). */
export function defaultItemTitle(type: SopItemType): string {
  return type.charAt(0).toUpperCase() + type.slice(1);
}

/** 001 §3: the fixed order of the two cards, or null for the others (placed by the list). */
export function fixedItemOrder(type: SopItemType): number | null {
  if (type === 'introduction') return INTRODUCTION_ORDER;
  if (type === 'conclusion') return CONCLUSION_ORDER;
  return null;
}

/** 001 §3: a new checklist has one empty item. */
export function newChecklistItems(): { text: string }[] {
  return [{ text: '' }];
}

// ---- Card state and content modes (001 §4) --------------------------------------------------

export type SmartInstructionCardStatus = 'published' | 'unpublished' | 'processing';

/** 001 §4: published or unpublished when completed; otherwise processing (and disabled). */
export function smartInstructionCardStatus(si: {
  published: boolean;
  status: SmartInstructionStatus;
}): SmartInstructionCardStatus {
  if (si.status !== 'completed') return 'processing';
  return si.published ? 'published' : 'unpublished';
}

export function smartInstructionCardDisabled(si: { status: SmartInstructionStatus }): boolean {
  return si.status !== 'completed';
}

/** 001 §4 content modes. */
export const CONTENT_MODES = ['create', 'edit', 'default'] as const;
export type ContentMode = (typeof CONTENT_MODES)[number];

/** The list's mode for the rules below: view refuses every drag. */
export type SopListMode = 'edit' | 'view';

/** 001 §4: published content opens in view mode; so does a workspace viewer. */
export function opensInViewMode(
  si: { published: boolean },
  workspaceRole?: RoleName | null,
): boolean {
  return si.published || workspaceRole === Role.Viewer;
}

/** 001 §4 guest mode: the public route, opened by someone of another organisation. */
export function isGuestMode(opts: {
  publicRoute: boolean;
  userOrganizationId: string | null | undefined;
  contentOrganizationId: string;
}): boolean {
  return opts.publicRoute && opts.userOrganizationId !== opts.contentOrganizationId;
}

/** 001 §4 review mode (a run session): the route carries a skillId or a taskPerformanceId. */
export function isReviewMode(route: {
  skillId?: string | null;
  taskPerformanceId?: string | null;
}) {
  return Boolean(route.skillId || route.taskPerformanceId);
}

// ---- Upload limits (001 §5) -----------------------------------------------------------------

const MB = 1024 * 1024;

/** 001 §5 "Smart instruction images: jpeg, png, gif, max 5 MB; video mp4 only, max 100 MB"; PDF 50 MB. */
export const SMART_INSTRUCTION_UPLOAD_LIMITS = {
  image: { mimeTypes: ['image/jpeg', 'image/png', 'image/gif'], maxBytes: 5 * MB },
  video: { mimeTypes: ['video/mp4'], maxBytes: 100 * MB },
  pdf: { mimeTypes: ['application/pdf'], maxBytes: 50 * MB },
} as const;
export type SmartInstructionUploadKind = keyof typeof SMART_INSTRUCTION_UPLOAD_LIMITS;

/** 001 §5 "Upload requires a file". */
export const NO_FILE_PROVIDED = 'No file provided';

export type SmartInstructionUploadProblem =
  | typeof NO_FILE_PROVIDED
  | typeof UploadProblem.InvalidFileType
  | typeof UploadProblem.FileTooLarge;

/** The first reason an upload is refused, or null. The size limit is inclusive. */
export function smartInstructionUploadProblem(
  kind: SmartInstructionUploadKind,
  file: { mimeType: string; bytes: number } | null | undefined,
): SmartInstructionUploadProblem | null {
  if (!file) return NO_FILE_PROVIDED;
  const limits = SMART_INSTRUCTION_UPLOAD_LIMITS[kind];
  const types: readonly string[] = limits.mimeTypes;
  if (!types.includes(file.mimeType.toLowerCase())) return UploadProblem.InvalidFileType;
  if (file.bytes > limits.maxBytes) return UploadProblem.FileTooLarge;
  return null;
}
