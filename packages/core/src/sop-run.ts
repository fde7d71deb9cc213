// Running a smart instruction one step at a time (issue 20 item 6, <stepwise-instruction> run
// mode): what a run step is, what each item asks of the person, the progress fraction and
// whether the run may finish. Zod-free and pure: the instruction store, its view and the
// portal's run page read the same rules.
//
// The finish rule (ours; the spec leaves it open): every checklist item ticked and at least one
// photo taken for every file request, a photo still queued offline counting as taken. A quiz item
// does not block finishing: it is graded on the server, and a run that went offline must still be
// able to finish; an unanswered quiz shows as such in the summary.

import { stepGroup, type SopListItem } from './sop-list.js';

/** What the run rules read of an item; the viewer's read (SopItemForViewing) has all of it. */
export interface SopRunItem extends SopListItem {
  checklistItems?: readonly { id: string }[];
  questions?: readonly unknown[];
}

/**
 * One screen of a run: a step with its group (substeps, warnings, tools, quizzes: core's
 * stepGroup), or any other top-level card (introduction, checklist, file request, ...) alone.
 * `items` starts with `lead`.
 */
export interface SopRunStep<T extends SopRunItem = SopRunItem> {
  /** The lead item's id: stable across reloads, so a resumed run finds its place. */
  id: string;
  kind: 'step' | 'card';
  lead: T;
  items: T[];
}

/** An item's progress in a run (the tracking record's item, plus photos still queued). */
export interface SopRunItemProgress {
  done: boolean;
  checkedItemIds: readonly string[];
  /** Photos the server has (user-file-request answers). */
  userFileIds: readonly string[];
  /** Photos taken but not yet uploaded (offline); they count as taken. */
  pendingPhotos?: number;
  /** The quiz-check answer's id once graded. */
  quizCheckId: string | null;
}

export type SopRunProgress = Readonly<Record<string, SopRunItemProgress | undefined>>;

/** The run steps in list order; every item lands in exactly one. */
export function sopRunSteps<T extends SopRunItem>(items: readonly T[]): SopRunStep<T>[] {
  const steps: SopRunStep<T>[] = [];
  const grouped = new Set<string>();
  for (const item of items) {
    if (grouped.has(item.id)) continue;
    if (item.type === 'step') {
      const group = stepGroup(items, item.id);
      for (const member of group) grouped.add(member.id);
      steps.push({ id: item.id, kind: 'step', lead: item, items: [item, ...group] });
    } else {
      steps.push({ id: item.id, kind: 'card', lead: item, items: [item] });
    }
  }
  return steps;
}

/** What an item asks of the person before the run may finish (see the finish rule above). */
export type SopRunRequirement = 'tick' | 'photo' | null;

export function sopRunRequirement(item: SopRunItem): SopRunRequirement {
  if (item.type === 'checklist' && (item.checklistItems?.length ?? 0) > 0) return 'tick';
  if (item.type === 'file_request') return 'photo';
  return null;
}

/** Whether an item's requirement is met (true for items that ask nothing). */
export function sopRunItemSatisfied(item: SopRunItem, progress?: SopRunItemProgress): boolean {
  switch (sopRunRequirement(item)) {
    case 'tick': {
      const ticked = new Set(progress?.checkedItemIds ?? []);
      return (item.checklistItems ?? []).every((c) => ticked.has(c.id));
    }
    case 'photo':
      return (progress?.userFileIds.length ?? 0) + (progress?.pendingPhotos ?? 0) > 0;
    default:
      return true;
  }
}

/** Whether every item of a run step has what it asks for. */
export function sopRunStepSatisfied(step: SopRunStep, progress: SopRunProgress): boolean {
  return step.items.every((item) => sopRunItemSatisfied(item, progress[item.id]));
}

/** 0-1: the items marked done over all items (0 for an empty SOP). */
export function sopRunProgressFraction(
  items: readonly SopRunItem[],
  progress: SopRunProgress,
): number {
  if (items.length === 0) return 0;
  const done = items.filter((item) => progress[item.id]?.done).length;
  return done / items.length;
}

/** The items that keep the run from finishing (empty: it may finish), in list order. */
export function sopRunMissing<T extends SopRunItem>(
  items: readonly T[],
  progress: SopRunProgress,
): T[] {
  return items.filter((item) => !sopRunItemSatisfied(item, progress[item.id]));
}

export function canFinishSopRun(items: readonly SopRunItem[], progress: SopRunProgress): boolean {
  return sopRunMissing(items, progress).length === 0;
}

/** Whole seconds between entering and leaving (or now), never negative. */
export function sopRunDurationSeconds(onEnter: number, until: number): number {
  return Math.max(0, Math.round((until - onEnter) / 1000));
}
