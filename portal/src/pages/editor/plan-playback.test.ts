import {
  applySegment,
  baseEditState,
  isRefused,
  timelineClips,
  type EditSegment,
  type EditState,
} from '@stepwise/core';
import { describe, expect, it } from 'vitest';
import {
  afterTick,
  PlanPlayback,
  positionAt,
  timelineTimeAt,
  type PlaybackMedia,
} from './plan-playback';

/** A 60 s original in three steps. */
const base = baseEditState({
  steps: [
    { id: 'a', title: 'A', startTime: 0, endTime: 20 },
    { id: 'b', title: 'B', startTime: 20, endTime: 40 },
    { id: 'c', title: 'C', startTime: 40, endTime: 60 },
  ],
  sentences: [],
});

function edit(state: EditState, ...segments: EditSegment[]): EditState {
  return segments.reduce((s, seg) => {
    const next = applySegment(s, seg);
    if (isRefused(next)) throw new Error(next.message);
    return next;
  }, state);
}

/** A cut of 27..30 (inside step B) and a clip of an imported video at 10. */
const cut = edit(base, { type: 'delete', start: 27, end: 30, target: 'cut' });
const imported = edit(base, {
  type: 'import',
  clipId: 'clip1',
  sourceStart: 2,
  sourceEnd: 7,
  at: 20,
  stepId: 'imp',
});

describe('positionAt', () => {
  it('maps timeline seconds after a cut to source seconds past it', () => {
    const clips = timelineClips(cut);
    expect(positionAt(clips, 10)).toMatchObject({ source: 'original', sourceTime: 10 });
    expect(positionAt(clips, 26)).toMatchObject({ sourceTime: 26 });
    // Timeline 27 is the first kept moment after the cut: source 30.
    expect(positionAt(clips, 27)).toMatchObject({ sourceTime: 30, timelineTime: 27 });
    expect(positionAt(clips, 50)).toMatchObject({ sourceTime: 53 });
  });

  it('clamps to the video and shows the last frame at the very end', () => {
    const clips = timelineClips(cut);
    expect(positionAt(clips, -4)).toMatchObject({ clipIndex: 0, sourceTime: 0, timelineTime: 0 });
    const end = positionAt(clips, 999)!;
    expect(end.timelineTime).toBe(57);
    expect(end.sourceTime).toBe(60);
    expect(end.clipIndex).toBe(clips.length - 1);
  });

  it('names the imported clip as the source inside it', () => {
    const clips = timelineClips(imported);
    expect(positionAt(clips, 21)).toMatchObject({ source: 'clip1', sourceTime: 3 });
    expect(positionAt(clips, 25)).toMatchObject({ source: 'original', sourceTime: 20 });
  });

  it('has no position without clips', () => {
    expect(positionAt([], 3)).toBeNull();
  });
});

describe('timelineTimeAt', () => {
  it('is the inverse of positionAt inside a clip', () => {
    const clips = timelineClips(cut);
    for (const t of [0, 5.5, 26.9, 27, 40, 56.5]) {
      const at = positionAt(clips, t)!;
      expect(timelineTimeAt(clips, at.clipIndex, at.sourceTime)).toBeCloseTo(t, 6);
    }
  });
});

describe('afterTick', () => {
  const clips = timelineClips(cut);
  const before = clips.findIndex((c) => c.end === 27);

  it('continues inside a clip', () => {
    expect(afterTick(clips, before, 26)).toEqual({ kind: 'continue', timelineTime: 26 });
  });

  it('jumps over a cut at the clip end', () => {
    expect(afterTick(clips, before, 26.99)).toEqual({
      kind: 'jump',
      clipIndex: before + 1,
      source: 'original',
      sourceTime: 30,
      timelineTime: 27,
    });
  });

  it('plays on without a seek across a split (contiguous clips)', () => {
    const split = timelineClips(edit(base, { type: 'insert', at: 10, stepId: 'a2' }));
    expect(afterTick(split, 0, 10)).toMatchObject({ kind: 'continue', timelineTime: 10 });
  });

  it('switches source into and out of an imported clip', () => {
    const ic = timelineClips(imported);
    expect(afterTick(ic, 0, 20)).toMatchObject({ kind: 'jump', source: 'clip1', sourceTime: 2 });
    expect(afterTick(ic, 1, 7)).toMatchObject({ kind: 'jump', source: 'original', sourceTime: 20 });
  });

  it('ends after the last clip', () => {
    expect(afterTick(clips, clips.length - 1, 60)).toEqual({ kind: 'end', timelineTime: 57 });
  });
});

/** A media element's stand-in: a clock we move by hand. */
class FakeMedia implements PlaybackMedia {
  currentTime = 0;
  paused = true;
  source: string | null = null;
  loads: string[] = [];
  async load(source: string) {
    this.loads.push(source);
    this.source = source;
  }
  seek(t: number) {
    this.currentTime = t;
  }
  play() {
    this.paused = false;
  }
  pause() {
    this.paused = true;
  }
}

describe('PlanPlayback', () => {
  it('seeks to the source second of the playhead and skips the cut while playing', async () => {
    const media = new FakeMedia();
    const playback = new PlanPlayback(cut, media);
    await playback.seek(26);
    expect(media.currentTime).toBe(26);
    await playback.play();
    media.currentTime = 26.995;
    expect(playback.tick()).toBe(27);
    await Promise.resolve();
    expect(media.currentTime).toBe(30);
    media.currentTime = 31;
    expect(playback.tick()).toBe(28);
  });

  it('loads the imported clip stream and comes back to the original', async () => {
    const media = new FakeMedia();
    const playback = new PlanPlayback(imported, media);
    await playback.seek(19);
    await playback.play();
    media.currentTime = 20;
    playback.tick();
    await new Promise((r) => setTimeout(r, 0));
    expect(media.source).toBe('clip1');
    expect(media.currentTime).toBe(2);
    expect(media.paused).toBe(false);
    media.currentTime = 7;
    expect(playback.tick()).toBe(25);
    await new Promise((r) => setTimeout(r, 0));
    expect(media.loads).toEqual(['original', 'clip1', 'original']);
    expect(media.currentTime).toBe(20);
  });

  it('loads a stream once for seeks made while it loads; the latest seek lands', async () => {
    const media = new FakeMedia();
    let release = () => undefined as void;
    media.load = (source: string) => {
      media.loads.push(source);
      return new Promise<void>((resolve) => {
        release = resolve;
      });
    };
    const playback = new PlanPlayback(cut, media);
    const first = playback.seek(5);
    const second = playback.seek(40);
    expect(playback.timelineTime).toBe(40);
    release();
    await Promise.all([first, second]);
    expect(media.loads).toEqual(['original']);
    expect(media.currentTime).toBe(43);
  });

  it('pauses at the end and plays again from the start', async () => {
    const media = new FakeMedia();
    const playback = new PlanPlayback(cut, media);
    await playback.seek(57);
    media.currentTime = 60;
    expect(playback.tick()).toBe(57);
    expect(media.paused).toBe(true);
    await playback.play();
    expect(media.currentTime).toBe(0);
    expect(playback.timelineTime).toBe(0);
  });

  it('keeps the playhead when the edit changes, clamped to the new duration', async () => {
    const media = new FakeMedia();
    const playback = new PlanPlayback(base, media);
    await playback.seek(59);
    await playback.update(cut);
    expect(playback.timelineTime).toBe(57);
    expect(media.currentTime).toBe(60);
  });
});
