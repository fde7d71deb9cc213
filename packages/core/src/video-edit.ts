/**
 * The video-editor model (001 §3) and its pure operations (001 §4, issue 21). zod-free: the
 * portal's editors, the server's save routes and the re-render job all run these same rules.
 *
 * The model is an edit list over the original upload, never over a rendition:
 * - `EditState` is what the author sees: steps in timeline order, each made of clips (spans of a
 *   source video, in that source's own seconds: the original upload or an imported clip), the
 *   transcript's sentences (also in source seconds, each with a stable key) and a rotation.
 * - The timeline is the steps' clips played one after another; timeline seconds are derived
 *   (`timelineClips`), so a cut moves everything after it without rewriting anything.
 * - Every change is an `EditSegment` (001 §3 segment types). The state is `replay(base, segments)`;
 *   undo pops the last segment to the redo stack, redo puts it back, a new segment clears redo.
 * - What is rendered is `renderPlan(state)`: the clips in order, the rotation and the duration.
 *   The player's steps and subtitles are `timelineSteps` / `timelineSentences` of the same state.
 */
import type { Sentence, Word } from './transcription.js';
import { TITLE_MAX_LENGTH } from './constants.js';

/** 001 §9: default FPS 30; cut points snap to its frames. */
export const EDIT_FPS = 30;
/** The source of the original upload; an imported clip's source is its clip id. */
export const ORIGINAL_SOURCE = 'original';
/** Ours: spans shorter than one frame are dropped rather than rendered. */
const MIN_SPAN = 1 / EDIT_FPS / 2;

/** 001 §3 segment types, spelled as the spec spells them. */
export const EditSegmentType = {
  Delete: 'delete',
  Insert: 'insert',
  Adjust: 'adjust',
  Import: 'import',
  Correct: 'correct',
  ReplaceAll: 'replace-all',
  DeleteSubtitle: 'delete-subtitle',
  Merge: 'merge',
  BreakLine: 'break-line',
} as const;
export type EditSegmentTypeValue = (typeof EditSegmentType)[keyof typeof EditSegmentType];
export const EDIT_SEGMENT_TYPES = Object.values(EditSegmentType) as EditSegmentTypeValue[];

export const ROTATIONS = [0, 90, 180, 270] as const;
export type Rotation = (typeof ROTATIONS)[number];

/** A span of a source video, in that source's seconds. */
export interface EditClip {
  source: string;
  start: number;
  end: number;
}

/** 001 §3 editor step: original (cut from the upload) or import (an inserted clip). */
export type EditStepType = 'original' | 'import';
export interface EditStep {
  id: string;
  title: string;
  type: EditStepType;
  clips: EditClip[];
}

/** A transcript sentence in its source's seconds, with a key that survives edits. */
export interface EditSentence extends Sentence {
  key: string;
  source: string;
}

export interface EditState {
  steps: EditStep[];
  sentences: EditSentence[];
  rotation: Rotation;
}

/**
 * 001 §3 segments. Times named `start` / `end` / `at` are timeline seconds at the moment the
 * segment is applied (the editor shows the timeline); `sourceStart` / `sourceEnd` are seconds of
 * an imported clip. `target` names the sentence (by key) or what an adjust changes.
 */
export type EditSegment =
  /** Cut [start, end) of the timeline; `target: 'trim'` when it trims an end (a label only). */
  | { type: 'delete'; start: number; end: number; target?: 'cut' | 'trim' | 'text' }
  /** Delete a whole step and its video (refused when one or fewer steps remain). */
  | { type: 'delete'; stepId: string }
  /** Split the step under `at` there; the second part is a new step `stepId`. */
  | { type: 'insert'; at: number; stepId: string; title?: string }
  /** Move the start of step `stepId` (not the first) to `start`: the boundary with the one before. */
  | { type: 'adjust'; target: 'boundary'; stepId: string; start: number }
  | { type: 'adjust'; target: 'title'; stepId: string; title: string }
  /** Move step `stepId` (with its video) to position `insertIndex` of the step list. */
  | { type: 'adjust'; target: 'order'; stepId: string; insertIndex: number }
  | { type: 'adjust'; target: 'rotation'; rotation: Rotation }
  /** Insert [sourceStart, sourceEnd) of imported clip `clipId` at `at` as a new step `stepId`. */
  | {
      type: 'import';
      clipId: string;
      sourceStart: number;
      sourceEnd: number;
      at: number;
      stepId: string;
      title?: string;
    }
  /** Subtitle edits (001 §5): none of them changes the video. */
  | { type: 'correct'; target: string; text: string }
  | { type: 'replace-all'; find: string; replace: string }
  | { type: 'delete-subtitle'; target: string }
  /** Merge sentence `target` with the one after it in the timeline. */
  | { type: 'merge'; target: string }
  /** Break sentence `target` into two before character `at` of its text. */
  | { type: 'break-line'; target: string; at: number };

/** Whether saving these segments changes the video, so the workflow is re-rendered. */
export function changesVideo(segment: EditSegment): boolean {
  return segment.type === 'delete'
    ? true
    : segment.type === 'adjust'
      ? segment.target === 'order' || segment.target === 'rotation'
      : segment.type === 'import';
}

/** The refusals of 001 §4 and ours, with the messages the editor shows. */
export const EditRefusal = {
  lastStep: 'A workflow needs at least one step: the last step cannot be deleted.',
  wholeVideo: 'The whole video cannot be cut: keep at least one frame.',
  invalidRange: 'The range must have a positive length inside the video.',
  outsideVideo: 'The time is outside the video.',
  unknownStep: 'The step does not exist.',
  unknownSentence: 'The sentence does not exist.',
  firstStepBoundary: "The first step's start is the start of the video.",
  boundaryOutsideNeighbours: 'A step boundary can only move between the steps next to it.',
  splitAtEdge: 'A step can only be split inside it, not at its start or end.',
  duplicateStep: 'A step with this id already exists.',
  titleTooLong: `A step title has at most ${TITLE_MAX_LENGTH} characters.`,
  invalidPosition: 'Invalid position',
  emptySentence: 'A sentence cannot be empty.',
  mergeLast: 'The last sentence has nothing after it to merge with.',
  mergeAcrossCut: 'Only sentences next to each other in the same video can be merged.',
  breakAtEdge: 'A line can only be broken inside its text.',
  emptyFind: 'Enter the text to replace.',
  unknownClip: 'The imported clip does not exist.',
} as const;
export type EditRefusalKey = keyof typeof EditRefusal;

export interface EditRefused {
  refused: EditRefusalKey;
  message: string;
}
const refuse = (key: EditRefusalKey): EditRefused => ({ refused: key, message: EditRefusal[key] });
export const isRefused = (x: EditState | EditRefused): x is EditRefused => 'refused' in x;

/** Seconds snapped to the nearest frame at 30 fps, rounded to the millisecond. */
export function snapToFrame(seconds: number): number {
  return Math.round(Math.round(seconds * EDIT_FPS) * (1000 / EDIT_FPS)) / 1000;
}

const ms = (t: number) => Math.round(t * 1000) / 1000;
const clipLength = (c: EditClip) => c.end - c.start;
const stepLength = (s: EditStep) => s.clips.reduce((sum, c) => sum + clipLength(c), 0);

/** Where a clip lands on the timeline. */
export interface TimelineClip extends EditClip {
  stepId: string;
  timelineStart: number;
  timelineEnd: number;
}

export function timelineClips(state: EditState): TimelineClip[] {
  const out: TimelineClip[] = [];
  let t = 0;
  for (const step of state.steps) {
    for (const clip of step.clips) {
      const len = clipLength(clip);
      out.push({ ...clip, stepId: step.id, timelineStart: ms(t), timelineEnd: ms(t + len) });
      t += len;
    }
  }
  return out;
}

export function timelineDuration(state: EditState): number {
  return ms(state.steps.reduce((sum, s) => sum + stepLength(s), 0));
}

/** A source time's timeline time, or null when that moment was cut (or is not used). */
export function sourceToTimeline(state: EditState, source: string, time: number): number | null {
  for (const c of timelineClips(state)) {
    if (c.source === source && time >= c.start && time < c.end) {
      return ms(c.timelineStart + (time - c.start));
    }
  }
  return null;
}

/** The source moment shown at timeline time `time` (the last frame for the very end). */
export function timelineToSource(
  state: EditState,
  time: number,
): { source: string; time: number; stepId: string } | null {
  const clips = timelineClips(state);
  for (const c of clips) {
    if (time >= c.timelineStart && time < c.timelineEnd) {
      return { source: c.source, time: ms(c.start + (time - c.timelineStart)), stepId: c.stepId };
    }
  }
  const last = clips.at(-1);
  if (last && Math.abs(time - last.timelineEnd) < 1e-6) {
    return { source: last.source, time: last.end, stepId: last.stepId };
  }
  return null;
}

/** The steps on the timeline: what the player and the steps lane show. */
export interface TimelineStep {
  id: string;
  title: string;
  type: EditStepType;
  startTime: number;
  endTime: number;
}

export function timelineSteps(state: EditState): TimelineStep[] {
  let t = 0;
  return state.steps.map((s) => {
    const startTime = ms(t);
    t += stepLength(s);
    return { id: s.id, title: s.title, type: s.type, startTime, endTime: ms(t) };
  });
}

/** A sentence on the timeline (its words cut with the video). */
export interface TimelineSentence extends Sentence {
  key: string;
}

/**
 * The transcript on the timeline, in timeline order. A sentence keeps the parts of it that were
 * not cut: its start is its first kept moment, its end its last; with word times, words whose
 * middle was cut go, and the text becomes the kept words. A sentence wholly cut is gone.
 */
export function timelineSentences(state: EditState): TimelineSentence[] {
  const clips = timelineClips(state);
  const out: TimelineSentence[] = [];
  for (const s of state.sentences) {
    const pieces = clips
      .filter((c) => c.source === s.source && c.start < s.endTime && c.end > s.startTime)
      .map((c) => ({
        start: ms(c.timelineStart + Math.max(0, s.startTime - c.start)),
        end: ms(c.timelineStart + (Math.min(c.end, s.endTime) - c.start)),
      }));
    if (pieces.length === 0) {
      // A zero-length sentence on a kept moment still shows.
      if (s.endTime === s.startTime) {
        const at = sourceToTimeline(state, s.source, s.startTime);
        if (at !== null) out.push({ key: s.key, sentence: s.sentence, startTime: at, endTime: at });
      }
      continue;
    }
    const startTime = Math.min(...pieces.map((p) => p.start));
    const endTime = Math.max(...pieces.map((p) => p.end));
    if (!s.words || s.words.length === 0) {
      out.push({ key: s.key, sentence: s.sentence, startTime, endTime });
      continue;
    }
    const words: Word[] = [];
    for (const w of s.words) {
      const mid = (w.startTime + w.endTime) / 2;
      const at = sourceToTimeline(state, s.source, mid);
      if (at === null) continue;
      const start = sourceToTimeline(state, s.source, w.startTime) ?? at;
      words.push({
        word: w.word,
        startTime: start,
        endTime: ms(start + (w.endTime - w.startTime)),
      });
    }
    if (words.length === 0) continue;
    const sentence =
      words.length === s.words.length ? s.sentence : words.map((w) => w.word).join(' ');
    out.push({ key: s.key, sentence, startTime, endTime, words });
  }
  return out.sort((a, b) => a.startTime - b.startTime || a.endTime - b.endTime);
}

/**
 * `state` with its transcript replaced by `sentences` written on its timeline (a transcript
 * typed or uploaded over the current media): each time is mapped back to its source, so the
 * result can become a new base whose timeline shows exactly these sentences. A sentence whose
 * start lies outside the video is dropped; its end stays in its start's source.
 */
export function withTimelineSentences(state: EditState, sentences: readonly Sentence[]): EditState {
  const out: EditSentence[] = [];
  for (const [i, s] of sentences.entries()) {
    const start = timelineToSource(state, s.startTime);
    if (!start) continue;
    const end = timelineToSource(state, s.endTime);
    const toSource = (t: number) => {
      const at = timelineToSource(state, t);
      return at && at.source === start.source ? at.time : ms(start.time + (t - s.startTime));
    };
    out.push({
      key: `s${i}`,
      source: start.source,
      sentence: s.sentence,
      startTime: start.time,
      endTime:
        end && end.source === start.source
          ? Math.max(start.time, end.time)
          : ms(start.time + s.endTime - s.startTime),
      ...(s.words
        ? {
            words: s.words.map((w) => ({
              word: w.word,
              startTime: toSource(w.startTime),
              endTime: toSource(w.endTime),
            })),
          }
        : {}),
    });
  }
  return { ...state, sentences: out };
}

/** What the re-render makes: the clips in order (neighbours of one source joined), rotation. */
export interface RenderPlan {
  clips: EditClip[];
  rotation: Rotation;
  duration: number;
  /**
   * Issue 22: regions blurred into the picture (annotation.ts `blurRegions`), after the rotation.
   * Absent (plans stored before issue 22) means none.
   */
  blurs?: RenderBlur[];
}

/**
 * A burned-in blur: a rectangle or an ellipse inscribed in it, as fractions (0..1) of the
 * output picture, from `start` to `end` in timeline seconds.
 */
export interface RenderBlur {
  shape: 'rectangle' | 'circle';
  x: number;
  y: number;
  width: number;
  height: number;
  start: number;
  end: number;
}

export function renderPlan(state: EditState): RenderPlan {
  const clips: EditClip[] = [];
  for (const c of timelineClips(state)) {
    const prev = clips.at(-1);
    if (prev && prev.source === c.source && Math.abs(prev.end - c.start) < 1e-6) prev.end = c.end;
    else clips.push({ source: c.source, start: c.start, end: c.end });
  }
  return { clips, rotation: state.rotation, duration: timelineDuration(state) };
}

/** Two plans that make the same video (a save that changes neither needs no re-render). */
export function samePlan(a: RenderPlan, b: RenderPlan): boolean {
  return (
    a.rotation === b.rotation &&
    sameBlurs(a.blurs ?? [], b.blurs ?? []) &&
    a.clips.length === b.clips.length &&
    a.clips.every((c, i) => {
      const d = b.clips[i]!;
      return (
        c.source === d.source &&
        Math.abs(c.start - d.start) < 1e-3 &&
        Math.abs(c.end - d.end) < 1e-3
      );
    })
  );
}

/** The state of a processed workflow before any edit: its steps tile the original. */
export function baseEditState(input: {
  steps: readonly { id: string; title: string; startTime: number; endTime: number }[];
  sentences: readonly Sentence[];
  rotation?: Rotation;
}): EditState {
  return {
    steps: input.steps.map((s) => ({
      id: s.id,
      title: s.title,
      type: 'original',
      clips:
        s.endTime > s.startTime
          ? [{ source: ORIGINAL_SOURCE, start: s.startTime, end: s.endTime }]
          : [],
    })),
    sentences: input.sentences.map((s, i) => ({
      key: `s${i}`,
      source: ORIGINAL_SOURCE,
      sentence: s.sentence,
      startTime: s.startTime,
      endTime: s.endTime,
      ...(s.words ? { words: s.words.map((w) => ({ ...w })) } : {}),
    })),
    rotation: input.rotation ?? 0,
  };
}

// ---- applying a segment ----------------------------------------------------------------------

/** Removes [start, end) of the timeline from the steps' clips; steps left empty go. */
function cutSpan(steps: readonly EditStep[], start: number, end: number): EditStep[] {
  let t = 0;
  const out: EditStep[] = [];
  for (const step of steps) {
    const clips: EditClip[] = [];
    for (const c of step.clips) {
      const cs = t;
      const ce = t + clipLength(c);
      t = ce;
      if (ce <= start || cs >= end) {
        clips.push({ ...c });
        continue;
      }
      if (start > cs) clips.push({ ...c, end: ms(c.start + (start - cs)) });
      if (end < ce) clips.push({ ...c, start: ms(c.start + (end - cs)) });
    }
    const kept = clips.filter((c) => clipLength(c) > MIN_SPAN);
    if (kept.length > 0) out.push({ ...step, clips: kept });
  }
  return out;
}

/** Splits the steps' clips at timeline time `at`: [before, after] clip lists of one step. */
function splitStepAt(step: EditStep, stepStart: number, at: number): [EditClip[], EditClip[]] {
  const before: EditClip[] = [];
  const after: EditClip[] = [];
  let t = stepStart;
  for (const c of step.clips) {
    const cs = t;
    const ce = t + clipLength(c);
    t = ce;
    if (ce <= at) before.push({ ...c });
    else if (cs >= at) after.push({ ...c });
    else {
      before.push({ ...c, end: ms(c.start + (at - cs)) });
      after.push({ ...c, start: ms(c.start + (at - cs)) });
    }
  }
  return [
    before.filter((c) => clipLength(c) > MIN_SPAN),
    after.filter((c) => clipLength(c) > MIN_SPAN),
  ];
}

function findStep(state: EditState, stepId: string): number {
  return state.steps.findIndex((s) => s.id === stepId);
}

function stepStarts(state: EditState): number[] {
  return timelineSteps(state).map((s) => s.startTime);
}

/** Word list re-timed over a sentence's span by character share (after a text edit). */
function retimeWords(text: string, startTime: number, endTime: number): Word[] {
  const tokens = text.split(/\s+/u).filter(Boolean);
  const total = tokens.reduce((n, w) => n + w.length, 0) || 1;
  let t = startTime;
  return tokens.map((word) => {
    const len = ((endTime - startTime) * word.length) / total;
    const w = { word, startTime: ms(t), endTime: ms(t + len) };
    t += len;
    return w;
  });
}

function withText(s: EditSentence, text: string): EditSentence {
  const next: EditSentence = { ...s, sentence: text };
  if (s.words) {
    const tokens = text.split(/\s+/u).filter(Boolean);
    next.words =
      tokens.length === s.words.length
        ? s.words.map((w, i) => ({ ...w, word: tokens[i]! }))
        : retimeWords(text, s.startTime, s.endTime);
  }
  return next;
}

/** Applies one segment; a refusal says why (001 §4, §5), the state is never half-changed. */
export function applySegment(state: EditState, segment: EditSegment): EditState | EditRefused {
  const duration = timelineDuration(state);
  switch (segment.type) {
    case 'delete': {
      if ('stepId' in segment) {
        const i = findStep(state, segment.stepId);
        if (i < 0) return refuse('unknownStep');
        if (state.steps.length <= 1) return refuse('lastStep');
        return { ...state, steps: state.steps.filter((_, j) => j !== i) };
      }
      const start = Math.max(0, snapToFrame(segment.start));
      const end = Math.min(duration, snapToFrame(segment.end));
      if (!(end > start) || segment.start < 0 || segment.start >= duration) {
        return refuse('invalidRange');
      }
      if (start <= 0 && end >= duration) return refuse('wholeVideo');
      const steps = cutSpan(state.steps, start, end);
      if (steps.length === 0) return refuse('wholeVideo');
      return { ...state, steps };
    }
    case 'insert': {
      if (findStep(state, segment.stepId) >= 0) return refuse('duplicateStep');
      const at = snapToFrame(segment.at);
      if (!(at > 0 && at < duration)) return refuse('outsideVideo');
      const starts = stepStarts(state);
      const i = starts.findLastIndex((s) => s <= at);
      const step = state.steps[i]!;
      const [before, after] = splitStepAt(step, starts[i]!, at);
      if (before.length === 0 || after.length === 0) return refuse('splitAtEdge');
      const title = segment.title ?? '';
      if (title.length > TITLE_MAX_LENGTH) return refuse('titleTooLong');
      const steps = [...state.steps];
      steps.splice(
        i,
        1,
        { ...step, clips: before },
        {
          id: segment.stepId,
          title,
          type: step.type,
          clips: after,
        },
      );
      return { ...state, steps };
    }
    case 'adjust': {
      if (segment.target === 'rotation') return { ...state, rotation: segment.rotation };
      const i = findStep(state, segment.stepId);
      if (i < 0) return refuse('unknownStep');
      const steps = [...state.steps];
      if (segment.target === 'title') {
        if (segment.title.length > TITLE_MAX_LENGTH) return refuse('titleTooLong');
        steps[i] = { ...steps[i]!, title: segment.title };
        return { ...state, steps };
      }
      if (segment.target === 'order') {
        const to = segment.insertIndex;
        if (!Number.isInteger(to) || to < 0 || to >= steps.length) return refuse('invalidPosition');
        const [moved] = steps.splice(i, 1);
        steps.splice(to, 0, moved!);
        return { ...state, steps };
      }
      // boundary: the time between step i-1 and step i moves to `start`.
      if (i === 0) return refuse('firstStepBoundary');
      const starts = stepStarts(state);
      const at = snapToFrame(segment.start);
      const prevStart = starts[i - 1]!;
      const nextEnd = i + 1 < starts.length ? starts[i + 1]! : duration;
      if (!(at > prevStart && at < nextEnd)) return refuse('boundaryOutsideNeighbours');
      // Join the two steps' clips, then split them again at the new time.
      const joined: EditStep = {
        ...steps[i - 1]!,
        clips: [...steps[i - 1]!.clips, ...steps[i]!.clips],
      };
      const [before, after] = splitStepAt(joined, prevStart, at);
      if (before.length === 0 || after.length === 0) return refuse('boundaryOutsideNeighbours');
      steps[i - 1] = { ...steps[i - 1]!, clips: before };
      steps[i] = { ...steps[i]!, clips: after };
      return { ...state, steps };
    }
    case 'import': {
      if (findStep(state, segment.stepId) >= 0) return refuse('duplicateStep');
      if (!(segment.sourceEnd > segment.sourceStart) || segment.sourceStart < 0) {
        return refuse('invalidRange');
      }
      const at = snapToFrame(segment.at);
      if (at < 0 || at > duration) return refuse('outsideVideo');
      const title = segment.title ?? '';
      if (title.length > TITLE_MAX_LENGTH) return refuse('titleTooLong');
      const imported: EditStep = {
        id: segment.stepId,
        title,
        type: 'import',
        clips: [{ source: segment.clipId, start: segment.sourceStart, end: segment.sourceEnd }],
      };
      const starts = stepStarts(state);
      const steps = [...state.steps];
      if (at >= duration) {
        steps.push(imported);
        return { ...state, steps };
      }
      const i = starts.findLastIndex((s) => s <= at);
      const step = steps[i]!;
      const [before, after] = splitStepAt(step, starts[i]!, at);
      const replace: EditStep[] = [];
      if (before.length > 0) replace.push({ ...step, clips: before });
      replace.push(imported);
      // The rest of a split step keeps going as a step of its own (id derived from the import).
      if (after.length > 0) {
        replace.push(
          before.length > 0
            ? { ...step, id: `${segment.stepId}-rest`, clips: after }
            : { ...step, clips: after },
        );
      }
      steps.splice(i, 1, ...replace);
      return { ...state, steps };
    }
    case 'correct': {
      const i = state.sentences.findIndex((s) => s.key === segment.target);
      if (i < 0) return refuse('unknownSentence');
      const text = segment.text.replace(/\s+/gu, ' ').trim();
      if (text === '') return refuse('emptySentence');
      const sentences = [...state.sentences];
      sentences[i] = withText(sentences[i]!, text);
      return { ...state, sentences };
    }
    case 'replace-all': {
      if (segment.find === '') return refuse('emptyFind');
      const sentences = state.sentences.map((s) => {
        if (!s.sentence.includes(segment.find)) return s;
        const text = s.sentence
          .split(segment.find)
          .join(segment.replace)
          .replace(/\s+/gu, ' ')
          .trim();
        return text === '' ? s : withText(s, text);
      });
      return { ...state, sentences };
    }
    case 'delete-subtitle': {
      if (!state.sentences.some((s) => s.key === segment.target)) return refuse('unknownSentence');
      return { ...state, sentences: state.sentences.filter((s) => s.key !== segment.target) };
    }
    case 'merge': {
      const order = timelineSentences(state);
      const k = order.findIndex((s) => s.key === segment.target);
      if (k < 0) return refuse('unknownSentence');
      const nextKey = order[k + 1]?.key;
      if (nextKey === undefined) return refuse('mergeLast');
      const a = state.sentences.find((s) => s.key === segment.target)!;
      const b = state.sentences.find((s) => s.key === nextKey)!;
      if (a.source !== b.source || b.startTime < a.startTime) return refuse('mergeAcrossCut');
      const merged: EditSentence = {
        key: `${a.key}+${b.key}`,
        source: a.source,
        sentence: `${a.sentence} ${b.sentence}`,
        startTime: a.startTime,
        endTime: Math.max(a.endTime, b.endTime),
        ...(a.words || b.words
          ? { words: [...(a.words ?? []), ...(b.words ?? [])].map((w) => ({ ...w })) }
          : {}),
      };
      const sentences = state.sentences
        .filter((s) => s.key !== b.key)
        .map((s) => (s.key === a.key ? merged : s));
      return { ...state, sentences };
    }
    case 'break-line': {
      const i = state.sentences.findIndex((s) => s.key === segment.target);
      if (i < 0) return refuse('unknownSentence');
      const s = state.sentences[i]!;
      const first = s.sentence.slice(0, segment.at).trim();
      const second = s.sentence.slice(segment.at).trim();
      if (first === '' || second === '') return refuse('breakAtEdge');
      let splitTime: number;
      let words: [Word[] | undefined, Word[] | undefined] = [undefined, undefined];
      if (s.words && s.words.length > 0) {
        const n = first.split(/\s+/u).filter(Boolean).length;
        const w1 = s.words.slice(0, n);
        const w2 = s.words.slice(n);
        splitTime = w2[0]?.startTime ?? s.endTime;
        words = [w1, w2];
      } else {
        const share = first.length / (first.length + second.length);
        splitTime = ms(s.startTime + (s.endTime - s.startTime) * share);
      }
      const a: EditSentence = {
        key: `${s.key}/a`,
        source: s.source,
        sentence: first,
        startTime: s.startTime,
        endTime: splitTime,
        ...(words[0] ? { words: words[0] } : {}),
      };
      const b: EditSentence = {
        key: `${s.key}/b`,
        source: s.source,
        sentence: second,
        startTime: splitTime,
        endTime: s.endTime,
        ...(words[1] ? { words: words[1] } : {}),
      };
      const sentences = [...state.sentences];
      sentences.splice(i, 1, a, b);
      return { ...state, sentences };
    }
  }
}

/**
 * The state after every segment, in order, or the first refusal with the segment's index
 * (a saved list the server replays must apply whole: 400 otherwise).
 */
export function replay(
  base: EditState,
  segments: readonly EditSegment[],
  clipIds?: ReadonlySet<string>,
): EditState | (EditRefused & { index: number }) {
  let state = base;
  for (const [index, segment] of segments.entries()) {
    if (segment.type === 'import' && clipIds && !clipIds.has(segment.clipId)) {
      return { ...refuse('unknownClip'), index };
    }
    const next = applySegment(state, segment);
    if (isRefused(next)) return { ...next, index };
    state = next;
  }
  return state;
}

/** 001 §4 undo/redo: undo pops the last segment to redo, redo restores it, a new one clears redo. */
export interface EditHistory {
  segments: EditSegment[];
  redo: EditSegment[];
}

export function pushSegment(history: EditHistory, segment: EditSegment): EditHistory {
  return { segments: [...history.segments, segment], redo: [] };
}

export function undoSegment(history: EditHistory): EditHistory {
  const last = history.segments.at(-1);
  if (!last) return history;
  return { segments: history.segments.slice(0, -1), redo: [...history.redo, last] };
}

export function redoSegment(history: EditHistory): EditHistory {
  const next = history.redo.at(-1);
  if (!next) return history;
  return { segments: [...history.segments, next], redo: history.redo.slice(0, -1) };
}

export const canUndo = (h: EditHistory) => h.segments.length > 0;
export const canRedo = (h: EditHistory) => h.redo.length > 0;

/**
 * Text-based cutting: the timeline spans of the selected sentences (by key) or words, merged
 * where they touch, latest first so each `delete` applies to the times it was computed on.
 */
export function spansOfSentences(
  sentences: readonly TimelineSentence[],
  keys: ReadonlySet<string>,
): { start: number; end: number }[] {
  const spans = sentences
    .filter((s) => keys.has(s.key) && s.endTime > s.startTime)
    .map((s) => ({ start: s.startTime, end: s.endTime }))
    .sort((a, b) => a.start - b.start);
  const merged: { start: number; end: number }[] = [];
  for (const s of spans) {
    const last = merged.at(-1);
    if (last && s.start <= last.end + 1e-6) last.end = Math.max(last.end, s.end);
    else merged.push({ ...s });
  }
  return merged.reverse();
}

const close = (x: number, y: number) => Math.abs(x - y) < 1e-3;
function sameBlurs(a: readonly RenderBlur[], b: readonly RenderBlur[]): boolean {
  return (
    a.length === b.length &&
    a.every((r, i) => {
      const o = b[i]!;
      return (
        r.shape === o.shape &&
        close(r.x, o.x) &&
        close(r.y, o.y) &&
        close(r.width, o.width) &&
        close(r.height, o.height) &&
        close(r.start, o.start) &&
        close(r.end, o.end)
      );
    })
  );
}
