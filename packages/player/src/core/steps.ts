/**
 * The workflow's steps as the player plays them (002 §2 step menu, §3 Step). The player plays the
 * workflow's one stream, so a step is a range of it: `start` and `end` are seconds from the
 * stream's start (the server's startTime / endTime), and transcripts are relative to the step.
 */
import { PRELOAD_NEXT_STEPS, STEP_NUMBER_DIGITS } from './constants.js';
import type { StepAttachments } from './attachments.js';
import { hasAttachments } from './attachments.js';

/** What the rules need of a step: the api's PlayerStep fits, and so do test fixtures. */
export interface StepInput {
  id: string;
  order?: number;
  title: Record<string, string>;
  startTime: number;
  endTime: number;
  posterURL?: string | null;
  transcriptions?: Record<string, readonly { sentence: string; startTime: number }[]>;
  attachments?: StepAttachments | null;
}

export interface TimelineStep<S extends StepInput = StepInput> {
  index: number;
  id: string;
  start: number;
  end: number;
  duration: number;
  step: S;
}

/** Steps in play order (by `order`, then start) with their place on the stream. */
export function buildTimeline<S extends StepInput>(steps: readonly S[]): TimelineStep<S>[] {
  return steps
    .map((step, i) => ({ step, i }))
    .sort(
      (a, b) =>
        (a.step.order ?? a.i) - (b.step.order ?? b.i) || a.step.startTime - b.step.startTime,
    )
    .map(({ step }, index) => ({
      index,
      id: step.id,
      start: step.startTime,
      end: Math.max(step.startTime, step.endTime),
      duration: Math.max(0, step.endTime - step.startTime),
      step,
    }));
}

/** The step playing at `time`: the last that starts at or before it (the first before any). */
export function stepIndexAt(timeline: readonly TimelineStep[], time: number): number {
  let found = 0;
  for (const s of timeline) {
    // A hair of tolerance: a seek to a step's start may land a few ms before it.
    if (s.start <= time + 0.05) found = s.index;
    else break;
  }
  return found;
}

export function toStepTime(step: Pick<TimelineStep, 'start' | 'duration'>, time: number): number {
  return Math.min(step.duration, Math.max(0, time - step.start));
}

export function toStreamTime(step: Pick<TimelineStep, 'start' | 'duration'>, stepTime: number) {
  return step.start + Math.min(step.duration, Math.max(0, stepTime));
}

/** A deep link's step: its index, or 0 when the id is missing or unknown. */
export function stepIndexById(
  timeline: readonly TimelineStep[],
  stepId: string | null | undefined,
) {
  if (!stepId) return 0;
  return timeline.find((s) => s.id === stepId)?.index ?? 0;
}

export function nextStepIndex(timeline: readonly TimelineStep[], index: number): number | null {
  return index + 1 < timeline.length ? index + 1 : null;
}

export function previousStepIndex(index: number): number | null {
  return index > 0 ? index - 1 : null;
}

/** 002 §9: the next 1 step is preloaded. */
export function stepsToPreload(timeline: readonly TimelineStep[], index: number): string[] {
  return timeline.slice(index + 1, index + 1 + PRELOAD_NEXT_STEPS).map((s) => s.id);
}

/**
 * A title in the wanted language: exact, then the same primary subtag (zh-tw for zh), then each
 * fallback in turn, then any non-empty one; '' when there is none (the view says "Step n").
 */
export function localizedText(
  texts: Readonly<Record<string, string>>,
  language: string,
  ...fallbacks: string[]
): string {
  const entries = Object.entries(texts).filter(([, text]) => text.trim() !== '');
  const lower = (s: string) => s.toLowerCase();
  const primary = (s: string) => lower(s).split('-')[0];
  for (const lang of [language, ...fallbacks]) {
    const exact = entries.find(([key]) => lower(key) === lower(lang));
    if (exact) return exact[1].trim();
    const sibling = entries.find(([key]) => primary(key) === primary(lang));
    if (sibling) return sibling[1].trim();
  }
  return entries[0]?.[1].trim() ?? '';
}

/** mm:ss (minutes may pass 59), as the step menu shows a duration. */
export function formatMinutesSeconds(seconds: number): string {
  const whole = Number.isFinite(seconds) && seconds > 0 ? Math.round(seconds) : 0;
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(Math.floor(whole / 60))}:${pad(whole % 60)}`;
}

/** Two-digit step number: 01, 02, ... 10, ... 100. */
export function stepNumber(index: number): string {
  return String(index + 1).padStart(STEP_NUMBER_DIGITS, '0');
}

export interface MenuItem {
  id: string;
  index: number;
  number: string;
  title: string;
  duration: string;
  posterURL: string | null;
  hasAttachments: boolean;
}

/** 002 §2 step menu grid: poster, two-digit number, title, mm:ss, paperclip. */
export function menuItems(
  timeline: readonly TimelineStep[],
  language: string,
  workflowLanguage: string,
): MenuItem[] {
  return timeline.map((s) => ({
    id: s.id,
    index: s.index,
    number: stepNumber(s.index),
    title: localizedText(s.step.title, language, workflowLanguage),
    duration: formatMinutesSeconds(s.duration),
    posterURL: s.step.posterURL ?? null,
    hasAttachments: hasAttachments(s.step.attachments),
  }));
}
