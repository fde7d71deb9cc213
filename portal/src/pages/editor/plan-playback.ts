/**
 * The advanced editor's preview plays the ORIGINAL upload (and imported clips, each from its own
 * stream) as the edit list says, without rendering anything: it plays one clip of the timeline,
 * and at the clip's end seeks to the next clip's start, switching source when the next clip comes
 * from another video. Everything here is in core's terms (timelineClips: spans of a source in
 * source seconds, placed on the timeline), so the preview shows what the re-render will make.
 *
 * The mapping is pure (`positionAt`, `timelineTimeAt`, `afterTick`) and unit-tested; the
 * `PlanPlayback` controller drives any `PlaybackMedia` (the <video> in preview-video.tsx).
 */
import { timelineClips, type EditState, type TimelineClip } from '@stepwise/core';

/** Within this of a clip's end counts as its end (a frame at 30 fps is 0.033 s). */
export const CLIP_END_EPSILON = 0.02;

/** Where the timeline time `t` is: which clip, its source, and the source second to show. */
export interface PlanPosition {
  clipIndex: number;
  source: string;
  sourceTime: number;
  timelineTime: number;
}

/** The clip under timeline time `t` (the last clip's last moment for the very end). */
export function positionAt(clips: readonly TimelineClip[], t: number): PlanPosition | null {
  if (clips.length === 0) return null;
  const end = clips.at(-1)!.timelineEnd;
  const time = Math.min(Math.max(0, t), end);
  let index = clips.findIndex((c) => time >= c.timelineStart && time < c.timelineEnd);
  if (index < 0) index = clips.length - 1;
  const clip = clips[index]!;
  const sourceTime = Math.min(clip.end, clip.start + (time - clip.timelineStart));
  return { clipIndex: index, source: clip.source, sourceTime, timelineTime: time };
}

/** The timeline time shown when clip `clipIndex` is at source second `sourceTime` (clamped). */
export function timelineTimeAt(
  clips: readonly TimelineClip[],
  clipIndex: number,
  sourceTime: number,
): number {
  const clip = clips[clipIndex];
  if (!clip) return clips.at(-1)?.timelineEnd ?? 0;
  const within = Math.min(clip.end, Math.max(clip.start, sourceTime)) - clip.start;
  return clip.timelineStart + within;
}

/** What the player does after the media reported `sourceTime` while in clip `clipIndex`. */
export type PlaybackStep =
  | { kind: 'continue'; timelineTime: number }
  /** Jump to the next clip: seek (and load `source` first when it is another video). */
  | { kind: 'jump'; clipIndex: number; source: string; sourceTime: number; timelineTime: number }
  | { kind: 'end'; timelineTime: number };

export function afterTick(
  clips: readonly TimelineClip[],
  clipIndex: number,
  sourceTime: number,
): PlaybackStep {
  const clip = clips[clipIndex];
  if (!clip) return { kind: 'end', timelineTime: clips.at(-1)?.timelineEnd ?? 0 };
  if (sourceTime < clip.end - CLIP_END_EPSILON) {
    return { kind: 'continue', timelineTime: timelineTimeAt(clips, clipIndex, sourceTime) };
  }
  const next = clips[clipIndex + 1];
  if (!next) return { kind: 'end', timelineTime: clip.timelineEnd };
  // Neighbours cut apart by nothing (a split) play on without a seek, which would stutter.
  const contiguous = next.source === clip.source && Math.abs(next.start - clip.end) < 1e-3;
  if (contiguous) {
    return { kind: 'continue', timelineTime: timelineTimeAt(clips, clipIndex + 1, sourceTime) };
  }
  return {
    kind: 'jump',
    clipIndex: clipIndex + 1,
    source: next.source,
    sourceTime: next.start,
    timelineTime: next.timelineStart,
  };
}

/** What the controller needs of a video element (a fake in the tests). */
export interface PlaybackMedia {
  readonly currentTime: number;
  readonly paused: boolean;
  /** Shows source `source` (loads its stream when it is not the current one). */
  load(source: string): Promise<void>;
  seek(sourceTime: number): void;
  play(): void;
  pause(): void;
}

/**
 * Plays an edit plan on one media element. `tick()` is called on every frame while playing
 * (requestAnimationFrame: timeupdate's 250 ms would show up to a quarter second of a cut);
 * `timelineTime` is the playhead.
 */
export class PlanPlayback {
  #clips: TimelineClip[];
  #index = 0;
  #source: string | null = null;
  #timelineTime = 0;
  #switching = false;
  #seq = 0;
  #pending: { source: string; promise: Promise<void> } | null = null;

  constructor(
    state: EditState,
    private readonly media: PlaybackMedia,
  ) {
    this.#clips = timelineClips(state);
  }

  get timelineTime(): number {
    return this.#timelineTime;
  }

  get source(): string | null {
    return this.#source;
  }

  get clips(): readonly TimelineClip[] {
    return this.#clips;
  }

  /** A new edit state: the playhead stays at its timeline time, clamped to the new duration. */
  async update(state: EditState): Promise<void> {
    this.#clips = timelineClips(state);
    await this.seek(this.#timelineTime);
  }

  /** Moves the playhead to timeline time `t`. */
  async seek(t: number): Promise<void> {
    const at = positionAt(this.#clips, t);
    if (!at) {
      this.#timelineTime = 0;
      return;
    }
    this.#index = at.clipIndex;
    this.#timelineTime = at.timelineTime;
    await this.#show(at.source, at.sourceTime);
  }

  async #show(source: string, sourceTime: number): Promise<void> {
    const seq = ++this.#seq;
    if (this.#source !== source) {
      // Seeks that arrive while a stream loads wait for that one load, not a load each.
      if (this.#pending?.source !== source) {
        this.#switching = true;
        const promise = this.media.load(source).then(() => {
          this.#source = source;
        });
        this.#pending = { source, promise };
        void promise
          .finally(() => {
            if (this.#pending?.promise !== promise) return;
            this.#pending = null;
            this.#switching = false;
          })
          .catch(() => undefined);
      }
      await this.#pending.promise;
    }
    // Only the latest seek lands: an earlier one that waited for the stream is stale.
    if (seq === this.#seq) this.media.seek(sourceTime);
  }

  /** Follows the media's clock; returns the playhead (timeline seconds). */
  tick(): number {
    if (this.#switching || this.#clips.length === 0) return this.#timelineTime;
    const step = afterTick(this.#clips, this.#index, this.media.currentTime);
    this.#timelineTime = step.timelineTime;
    if (step.kind === 'continue') {
      // A contiguous neighbour: follow it without a seek.
      const clip = this.#clips[this.#index];
      if (clip && this.media.currentTime >= clip.end - CLIP_END_EPSILON) this.#index += 1;
      return this.#timelineTime;
    }
    if (step.kind === 'end') {
      this.media.pause();
      return this.#timelineTime;
    }
    this.#index = step.clipIndex;
    const wasPlaying = !this.media.paused;
    void this.#show(step.source, step.sourceTime).then(() => {
      if (wasPlaying) this.media.play();
    });
    return this.#timelineTime;
  }

  /** Play from the playhead (from the start again when it is at the end). */
  async play(): Promise<void> {
    const end = this.#clips.at(-1)?.timelineEnd ?? 0;
    if (this.#timelineTime >= end - CLIP_END_EPSILON) await this.seek(0);
    else if (this.#source === null) await this.seek(this.#timelineTime);
    this.media.play();
  }

  pause(): void {
    this.media.pause();
  }
}
