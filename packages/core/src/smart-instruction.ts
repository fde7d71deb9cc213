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

// ---- The list rules (001 §5) ----------------------------------------------------------------

/** 001 §5 messages, word for word; the ones marked ours cover cases the spec leaves open. */
export const SopRuleMessage = {
  InvalidPosition: 'Invalid position',
  InsertBetweenStepAndSubsteps: 'Cannot insert between a Step and its Substeps',
  InsertBetweenSubsteps: 'Cannot insert between substeps of the same parent',
  InsertInsideSubstepGroup: 'Cannot insert inside a group of substeps',
  /** Ours: a substep is inserted right after its step or another substep. */
  SubstepNeedsStep: 'A SubStep must follow a Step or another SubStep',
  DragInViewerMode: 'Cannot drag in viewer mode',
  DropOnSelf: 'Cannot drop on self',
  SubstepOnSubstepOnly: 'SubSteps can only be dropped on other SubSteps',
  NonSubstepInSubstepGroup: 'Cannot drop non-SubStep cards within SubStep groups',
  DropOnNonDraggable: 'Cannot drop on non-draggable step',
  StepGroupWithinItself: 'Cannot drop step group within itself',
  /** Ours: the introduction and conclusion cards do not move. */
  DragNonDraggable: 'Cannot drag non-draggable step',
  /** Ours: an id that is not in the list. */
  ItemNotFound: 'Item not found',
  StepTypeRequired: 'Step type is required',
  StepIdRequired: 'Step ID is required',
  DeleteIdRequired: 'ID is required to delete a SOP item',
} as const;
export type SopRuleMessageValue = (typeof SopRuleMessage)[keyof typeof SopRuleMessage];

/** What the list rules read of an item; other fields ride along untouched. */
export interface SopListItem {
  id: string;
  type: SopItemType;
  parentItemId?: string | null;
  subItemIds?: string[];
  order?: number;
}

export type SopListResult<T> =
  { ok: true; items: T[] } | { ok: false; message: SopRuleMessageValue };

const isCard = (type: SopItemType) => type === 'introduction' || type === 'conclusion';
const follows = (type: SopItemType) =>
  (STEP_GROUP_FOLLOWER_TYPES as readonly string[]).includes(type);

/**
 * 001 §5: a step's group, its substeps plus the following warnings, tools and quizzes until the
 * next step. Other cards in between (a checklist, say) stay out of it and stay in place when the
 * step moves. Empty for an id that is not a step of the list.
 */
export function stepGroup<T extends SopListItem>(items: readonly T[], stepId: string): T[] {
  const at = items.findIndex((i) => i.id === stepId);
  if (at < 0 || items[at]!.type !== 'step') return [];
  const group: T[] = [];
  for (const item of items.slice(at + 1)) {
    if (item.type === 'step' || item.type === 'conclusion') break;
    if (item.type === 'sub_step' || follows(item.type)) group.push(item);
  }
  return group;
}

/**
 * Orders, parents and children from the positions: introduction 0, conclusion 999, the others
 * 1, 2, ... in list order; a substep's parent is the step before it, and a step lists its
 * substeps in `subItemIds`.
 */
export function normaliseSopItems<T extends SopListItem>(items: readonly T[]): T[] {
  let order = 0;
  let step: T | null = null;
  const subs = new Map<string, string[]>();
  const out = items.map((item): T => {
    const fixed = fixedItemOrder(item.type);
    const next = { ...item, order: fixed ?? ++order };
    if (item.type === 'step') {
      step = next;
      subs.set(item.id, []);
    } else if (item.type === 'sub_step') {
      const parent: T | null = step;
      next.parentItemId = parent ? parent.id : null;
      if (parent) subs.get(parent.id)!.push(item.id);
    } else if (item.type === 'conclusion') {
      step = null;
    }
    return next;
  });
  return out.map((item) =>
    item.type === 'step' ? { ...item, subItemIds: subs.get(item.id)! } : item,
  );
}

/**
 * 001 §5: why an item of `type` cannot go in at `position` (0 = before the first item, length =
 * after the last), or null. The list's bounds are inside its cards: nothing goes before the
 * introduction or after the conclusion.
 */
export function insertRefusal(
  items: readonly SopListItem[],
  position: number,
  type: SopItemType,
): SopRuleMessageValue | null {
  const first = items[0]?.type === 'introduction' ? 1 : 0;
  const last = items.at(-1)?.type === 'conclusion' ? items.length - 1 : items.length;
  if (!Number.isInteger(position) || position < first || position > last) {
    return SopRuleMessage.InvalidPosition;
  }
  if (isCard(type)) return SopRuleMessage.InvalidPosition;
  const prev = items[position - 1];
  const next = items[position];
  if (type === 'sub_step') {
    return prev?.type === 'step' || prev?.type === 'sub_step'
      ? null
      : SopRuleMessage.SubstepNeedsStep;
  }
  if (next?.type !== 'sub_step') return null;
  if (prev?.type === 'step') return SopRuleMessage.InsertBetweenStepAndSubsteps;
  if (prev?.type === 'sub_step' && prev.parentItemId === next.parentItemId) {
    return SopRuleMessage.InsertBetweenSubsteps;
  }
  return SopRuleMessage.InsertInsideSubstepGroup;
}

/** Inserts `item` at `position` (see insertRefusal), then renumbers with normaliseSopItems. */
export function insertSopItem<T extends SopListItem>(
  items: readonly T[],
  position: number,
  item: T,
): SopListResult<T> {
  const refusal = insertRefusal(items, position, item.type);
  if (refusal) return { ok: false, message: refusal };
  return {
    ok: true,
    items: normaliseSopItems([...items.slice(0, position), item, ...items.slice(position)]),
  };
}

/**
 * 001 §5: the first rule a drop of `draggedId` on `targetId` breaks, in the spec's order, or
 * null.
 */
export function dropRefusal(
  items: readonly SopListItem[],
  draggedId: string,
  targetId: string,
  mode: SopListMode = 'edit',
): SopRuleMessageValue | null {
  if (mode === 'view') return SopRuleMessage.DragInViewerMode;
  if (draggedId === targetId) return SopRuleMessage.DropOnSelf;
  const dragged = items.find((i) => i.id === draggedId);
  const target = items.find((i) => i.id === targetId);
  if (!dragged || !target) return SopRuleMessage.ItemNotFound;
  if (isCard(dragged.type)) return SopRuleMessage.DragNonDraggable;
  if (dragged.type === 'sub_step' && target.type !== 'sub_step') {
    return SopRuleMessage.SubstepOnSubstepOnly;
  }
  if (dragged.type !== 'sub_step' && target.type === 'sub_step') {
    return SopRuleMessage.NonSubstepInSubstepGroup;
  }
  if (isCard(target.type)) return SopRuleMessage.DropOnNonDraggable;
  if (dragged.type === 'step' && stepGroup(items, draggedId).some((i) => i.id === targetId)) {
    return SopRuleMessage.StepGroupWithinItself;
  }
  return null;
}

/**
 * 001 §5: drops `draggedId` on `targetId` and returns the new order (renumbered), or the refusal.
 * The dragged item takes the target's place: before it when moving up, after it when moving
 * down. A step moves with its group and lands between steps: before the target's step, or after
 * that step's span when moving down. Another card dropped on a step moving down lands after the
 * step's substeps, never between a step and its substeps. A substep dropped on another step's
 * substep joins that step.
 */
export function moveSopItem<T extends SopListItem>(
  items: readonly T[],
  draggedId: string,
  targetId: string,
  mode: SopListMode = 'edit',
): SopListResult<T> {
  const refusal = dropRefusal(items, draggedId, targetId, mode);
  if (refusal) return { ok: false, message: refusal };
  const from = items.findIndex((i) => i.id === draggedId);
  const to = items.findIndex((i) => i.id === targetId);
  const down = from < to;
  const dragged = items[from]!;
  const block = dragged.type === 'step' ? [dragged, ...stepGroup(items, draggedId)] : [dragged];
  const moving = new Set(block.map((i) => i.id));
  const rest = items.filter((i) => !moving.has(i.id));
  const indexIn = (id: string) => rest.findIndex((i) => i.id === id);

  let at: number;
  if (dragged.type === 'step') {
    // The step whose span holds the target (the nearest step at or before it).
    let owner: T | null = null;
    for (let i = to; i >= 0 && !owner; i--) if (items[i]!.type === 'step') owner = items[i]!;
    if (!owner || owner.id === draggedId) {
      at = indexIn(targetId) + (down ? 1 : 0);
    } else if (!down) {
      at = indexIn(owner.id);
    } else {
      at = indexIn(owner.id) + 1;
      while (at < rest.length && rest[at]!.type !== 'step' && rest[at]!.type !== 'conclusion') at++;
    }
  } else {
    at = indexIn(targetId);
    if (down) {
      at++;
      if (dragged.type !== 'sub_step') {
        while (rest[at]?.type === 'sub_step') at++;
      }
    }
  }
  return {
    ok: true,
    items: normaliseSopItems([...rest.slice(0, at), ...block, ...rest.slice(at)]),
  };
}
