/**
 * A run of a smart instruction as the store keeps it, and as it is saved between reloads
 * (localStorage under the storage key and the instruction id): the session, what was ticked,
 * photographed and answered, where the person is. Photo blobs are not in it (photo-queue.ts keeps
 * the ones still to send). Zod-free: the saved text is checked field by field, and a run that does
 * not read back is dropped rather than trusted.
 */
import {
  sopRunDurationSeconds,
  TRACKING_LIMITS,
  type OptionLetter,
  type SmartInstructionForViewing,
  type SopQuizCheckResult,
  type SopRunItemProgress,
  type SopTracking,
} from '@stepwise/core';

export type RunPhotoStatus = 'uploading' | 'queued' | 'uploaded' | 'failed';

export interface RunPhoto {
  /** Ours (the queue's key part); the server's id is `userFileId` once uploaded. */
  id: string;
  fileName: string;
  status: RunPhotoStatus;
  userFileId: string | null;
  url: string | null;
  /** Why a failed upload was refused (the server's message). */
  message: string | null;
}

export interface RunQuiz {
  answers: Readonly<Record<string, OptionLetter>>;
  result: SopQuizCheckResult | null;
}

export interface RunItemState extends SopRunItemProgress {
  doneAt: number | null;
  checkedItemIds: string[];
  userFileIds: string[];
  pendingPhotos: number;
  photos: RunPhoto[];
  quiz: RunQuiz | null;
}

export interface InstructionRun {
  version: 1;
  sessionId: string;
  instructionId: string;
  onEnter: number;
  onExit: number | null;
  /** The run step on screen (its lead item's id); null: the summary. */
  stepId: string | null;
  items: Record<string, RunItemState>;
  completed: boolean;
  /** The server has this state (the last tracking send succeeded and none is due). */
  synced: boolean;
}

export const emptyItemState = (): RunItemState => ({
  done: false,
  doneAt: null,
  checkedItemIds: [],
  userFileIds: [],
  pendingPhotos: 0,
  photos: [],
  quiz: null,
  quizCheckId: null,
});

export function newRun(
  instructionId: string,
  sessionId: string,
  now: number,
  stepId: string | null,
): InstructionRun {
  return {
    version: 1,
    sessionId,
    instructionId,
    onEnter: now,
    onExit: null,
    stepId,
    items: {},
    completed: false,
    synced: false,
  };
}

/** The key a run is saved under. */
export const runStorageKey = (prefix: string | undefined, instructionId: string) =>
  `${prefix ?? 'stepwise.instruction'}:${instructionId}`;

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
const isStrings = (v: unknown): v is string[] =>
  Array.isArray(v) && v.every((s) => typeof s === 'string');
const isNumberOrNull = (v: unknown) => v === null || typeof v === 'number';

function readItem(value: unknown): RunItemState | null {
  if (!isObject(value)) return null;
  const { done, doneAt, checkedItemIds, userFileIds, photos, quiz, quizCheckId } = value;
  if (typeof done !== 'boolean' || !isNumberOrNull(doneAt)) return null;
  if (!isStrings(checkedItemIds) || !isStrings(userFileIds)) return null;
  if (!(quizCheckId === null || typeof quizCheckId === 'string')) return null;
  if (!Array.isArray(photos) || !photos.every(isObject)) return null;
  const read: RunPhoto[] = photos
    .filter((p) => typeof p['id'] === 'string' && typeof p['fileName'] === 'string')
    .map((p) => ({
      id: p['id'] as string,
      fileName: p['fileName'] as string,
      // An upload cut off by the reload is queued again.
      status: p['status'] === 'uploaded' || p['status'] === 'failed' ? p['status'] : 'queued',
      userFileId: typeof p['userFileId'] === 'string' ? p['userFileId'] : null,
      url: typeof p['url'] === 'string' ? p['url'] : null,
      message: typeof p['message'] === 'string' ? p['message'] : null,
    }));
  return {
    done,
    doneAt: doneAt as number | null,
    checkedItemIds,
    userFileIds,
    photos: read,
    pendingPhotos: read.filter((p) => p.status === 'queued' || p.status === 'uploading').length,
    quiz: isObject(quiz) && isObject(quiz['answers']) ? (quiz as unknown as RunQuiz) : null,
    quizCheckId,
  };
}

/** A saved run read back, or null when there is none or it does not read as one. */
export function readRun(text: string | null, instructionId: string): InstructionRun | null {
  if (!text) return null;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (!isObject(value) || value['version'] !== 1 || value['instructionId'] !== instructionId) {
    return null;
  }
  const { sessionId, onEnter, onExit, stepId, items, completed, synced } = value;
  if (typeof sessionId !== 'string' || typeof onEnter !== 'number' || !isNumberOrNull(onExit)) {
    return null;
  }
  if (!(stepId === null || typeof stepId === 'string') || !isObject(items)) return null;
  const read: Record<string, RunItemState> = {};
  for (const [id, item] of Object.entries(items)) {
    const state = readItem(item);
    if (!state) return null;
    read[id] = state;
  }
  return {
    version: 1,
    sessionId,
    instructionId,
    onEnter,
    onExit: onExit as number | null,
    stepId,
    items: read,
    completed: completed === true,
    synced: synced === true,
  };
}

const clip = (text: string) => text.slice(0, TRACKING_LIMITS.text);

/** What the tracking record says of the device: enough to tell a phone run from a desk one. */
export function deviceInfo(): Record<string, string> {
  const nav = globalThis.navigator;
  const info: Record<string, string> = { platform: 'web' };
  if (nav?.userAgent) info['userAgent'] = clip(nav.userAgent);
  if (nav?.language) info['language'] = clip(nav.language);
  const screen = globalThis.screen;
  if (screen?.width) info['screen'] = `${screen.width}x${screen.height}`;
  return info;
}

export interface TrackingContext {
  isPublic: boolean;
  skillId?: string | null | undefined;
  taskPerformanceId?: string | null | undefined;
  now: number;
}

/** The run as POST /v1/tracking/multimodal-sop takes it (the whole session each time). */
export function trackingOf(
  run: InstructionRun,
  instruction: SmartInstructionForViewing,
  context: TrackingContext,
): SopTracking {
  const known = new Set(instruction.items.map((i) => i.id));
  return {
    id: run.sessionId,
    multimodalSopId: instruction.id,
    isPublic: context.isPublic,
    onEnter: run.onEnter,
    onExit: run.onExit,
    durationSeconds: Math.min(
      TRACKING_LIMITS.seconds,
      sopRunDurationSeconds(run.onEnter, run.onExit ?? context.now),
    ),
    deviceInfo: deviceInfo(),
    currentItemId: run.stepId,
    items: Object.entries(run.items)
      .filter(([id]) => known.has(id))
      .map(([itemId, s]) => ({
        itemId,
        done: s.done,
        doneAt: s.doneAt,
        checkedItemIds: s.checkedItemIds,
        userFileIds: s.userFileIds,
        quizCheckId: s.quizCheckId,
      })),
    completed: run.completed,
    skillId: context.skillId ?? null,
    taskPerformanceId: context.taskPerformanceId ?? null,
  };
}
