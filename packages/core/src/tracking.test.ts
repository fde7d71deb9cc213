import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  addPlayedTime,
  addStepPlayedTime,
  appendTrackingEvent,
  checkpointInterval,
  closeInterval,
  emptyTrackingStep,
  isNewerTracking,
  newTrackingRecord,
  openInterval,
  recordPlayedDuration,
  stepCounts,
  TRACKING_GAP_IGNORED_S,
  TRACKING_LIMITS,
  TRACKING_SYNC_INTERVAL_MS,
  type TimeSample,
  type TrackingRecord,
} from './tracking.js';
import { trackingRecordSchema } from './tracking.schema.js';

const T0 = 1_700_000_000_000;

/** Plays `wallSeconds` of video from `start`, with time updates every 250 ms like a browser. */
function play(
  record: TrackingRecord,
  stepId: string,
  from: { time: number; at: number },
  wallSeconds: number,
  speed = 1,
): { record: TrackingRecord; last: TimeSample } {
  let prev: TimeSample | null = null;
  let current = record;
  let last: TimeSample = from;
  for (let ms = 0; ms <= wallSeconds * 1000; ms += 250) {
    const sample = { time: from.time + (ms / 1000) * speed, at: from.at + ms };
    current = addStepPlayedTime(
      current,
      stepId,
      120,
      addPlayedTime(prev, sample, speed),
      sample.at,
    );
    prev = sample;
    last = sample;
  }
  return { record: current, last };
}

describe('tracking constants (002 §9, §4)', () => {
  it('syncs every 15 s and ignores gaps of 2 s', () => {
    expect(TRACKING_SYNC_INTERVAL_MS).toBe(15_000);
    expect(TRACKING_GAP_IGNORED_S).toBe(2);
  });

  it('tracking.ts imports no zod, so the player store stays zod-free', () => {
    const source = readFileSync(new URL('./tracking.ts', import.meta.url), 'utf8');
    expect(source).not.toMatch(/from ['"]zod(\/[^'"]*)?['"]/);
  });
});

describe('addPlayedTime (002 §4: gaps of 2 s or more ignored, scaled by speed)', () => {
  it('counts nothing for the first update', () => {
    expect(addPlayedTime(null, { time: 5, at: T0 }, 1)).toBe(0);
  });

  it('counts the wall time between updates at normal speed', () => {
    expect(addPlayedTime({ time: 0, at: T0 }, { time: 0.25, at: T0 + 250 }, 1)).toBeCloseTo(0.25);
  });

  it('scales by speed: 1 s of wall time at 2x covers 2 media seconds', () => {
    expect(addPlayedTime({ time: 0, at: T0 }, { time: 2, at: T0 + 1000 }, 2)).toBeCloseTo(2);
    expect(addPlayedTime({ time: 0, at: T0 }, { time: 0.5, at: T0 + 1000 }, 0.5)).toBeCloseTo(0.5);
  });

  it('ignores a gap of exactly 2 s and more', () => {
    expect(addPlayedTime({ time: 0, at: T0 }, { time: 2, at: T0 + 2000 }, 1)).toBe(0);
    expect(addPlayedTime({ time: 0, at: T0 }, { time: 1.99, at: T0 + 1990 }, 1)).toBeCloseTo(1.99);
  });

  it('does not count a seek: the media time jumps but the wall time decides', () => {
    expect(addPlayedTime({ time: 3, at: T0 }, { time: 60, at: T0 + 250 }, 1)).toBeCloseTo(0.25);
  });

  it('counts nothing when the media time did not move forward or the clock went back', () => {
    expect(addPlayedTime({ time: 3, at: T0 }, { time: 3, at: T0 + 250 }, 1)).toBe(0);
    expect(addPlayedTime({ time: 30, at: T0 }, { time: 10, at: T0 + 250 }, 1)).toBe(0);
    expect(addPlayedTime({ time: 3, at: T0 }, { time: 4, at: T0 - 250 }, 1)).toBe(0);
  });

  it('counts nothing for a nonsensical speed', () => {
    expect(addPlayedTime({ time: 0, at: T0 }, { time: 1, at: T0 + 500 }, 0)).toBe(0);
    expect(addPlayedTime({ time: 0, at: T0 }, { time: 1, at: T0 + 500 }, Number.NaN)).toBe(0);
  });
});

describe('stepCounts (002 §4)', () => {
  const step = { ...emptyTrackingStep(30, T0), playedDuration: 4 };

  it('counts a step with positive lastUpdated, playedDuration and stepDuration', () => {
    expect(stepCounts(step)).toBe(true);
  });

  it.each([
    ['lastUpdated', 0],
    ['playedDuration', 0],
    ['stepDuration', 0],
    ['stepDuration', -3],
    ['playedDuration', Number.NaN],
    ['lastUpdated', Number.POSITIVE_INFINITY],
    ['stepDuration', '30'],
  ])('does not count when %s is %s', (field, value) => {
    expect(stepCounts({ ...step, [field]: value })).toBe(false);
  });

  it('does not count a missing step', () => {
    expect(stepCounts(undefined)).toBe(false);
  });
});

describe('recordPlayedDuration', () => {
  it('sums only the steps that count', () => {
    const steps = {
      a: { ...emptyTrackingStep(30, T0), playedDuration: 10 },
      b: { ...emptyTrackingStep(0, T0), playedDuration: 99 },
      c: { ...emptyTrackingStep(30, T0), playedDuration: 5 },
    };
    expect(recordPlayedDuration({ steps })).toBe(15);
  });
});

describe('the Must-show scenario: play 20 s, reload, play 10 s, offline, back', () => {
  it('gives one record with 30 s played (±1)', () => {
    let record = newTrackingRecord({
      id: 'rec-1',
      workflowId: 'wf-1',
      isPublic: false,
      stepsArray: ['s1'],
      at: T0,
    });
    const first = play(record, 's1', { time: 0, at: T0 }, 20);
    // Reload: the in-memory previous sample is gone; the record comes back from IndexedDB.
    const reloaded: TrackingRecord = JSON.parse(JSON.stringify(first.record));
    const second = play(reloaded, 's1', { time: 20, at: first.last.at + 4000 }, 10);
    // Offline for a minute, then back: the first update after the gap counts nothing.
    record = addStepPlayedTime(
      second.record,
      's1',
      120,
      addPlayedTime(second.last, { time: 30.5, at: second.last.at + 60_000 }, 1),
      second.last.at + 60_000,
    );
    expect(record.playedDuration).toBeGreaterThanOrEqual(29);
    expect(record.playedDuration).toBeLessThanOrEqual(31);
    expect(record.steps.s1?.playedDuration).toBeCloseTo(30, 0);
  });

  it('counts content seconds at 2x', () => {
    const record = newTrackingRecord({
      id: 'r',
      workflowId: 'w',
      isPublic: true,
      stepsArray: [],
      at: T0,
    });
    expect(play(record, 's1', { time: 0, at: T0 }, 10, 2).record.playedDuration).toBeCloseTo(20);
  });
});

describe('addStepPlayedTime', () => {
  const base = newTrackingRecord({
    id: 'r',
    workflowId: 'w',
    isPublic: false,
    stepsArray: [],
    at: T0,
  });

  it('creates the step, updates lastUpdated and leaves the input untouched', () => {
    const next = addStepPlayedTime(base, 's1', 40, 3, T0 + 5000);
    expect(next.steps.s1).toMatchObject({
      stepDuration: 40,
      playedDuration: 3,
      lastUpdated: T0 + 5000,
    });
    expect(next.lastUpdated).toBe(T0 + 5000);
    expect(next.playedDuration).toBe(3);
    expect(base.steps).toEqual({});
  });

  it('does not add steps past the limit', () => {
    let record = base;
    for (let i = 0; i < TRACKING_LIMITS.steps; i++)
      record = addStepPlayedTime(record, `s${i}`, 10, 1, T0);
    expect(addStepPlayedTime(record, 'one-more', 10, 1, T0)).toBe(record);
  });
});

describe('played intervals (002 §3 pairs of onPlay and onPause; §4 re-open rule)', () => {
  const step = emptyTrackingStep(30, T0);

  it('play then pause stores one closed interval', () => {
    const closed = closeInterval(openInterval(step, T0 + 1000), T0 + 6000);
    expect(closed.playedIntervals).toEqual([[T0 + 1000, T0 + 6000]]);
    expect(closed.onPlay).toBeNull();
    expect(closed.onPause).toBe(T0 + 6000);
  });

  it('a second play while playing keeps the first start', () => {
    expect(openInterval(openInterval(step, T0), T0 + 500).onPlay).toBe(T0);
  });

  it('a pause with no open interval changes nothing', () => {
    expect(closeInterval(step, T0 + 10)).toBe(step);
  });

  it('a checkpoint while playing closes the interval and re-opens it at the same instant', () => {
    const checked = checkpointInterval(openInterval(step, T0), T0 + 15_000);
    expect(checked.playedIntervals).toEqual([[T0, T0 + 15_000]]);
    expect(checked.onPlay).toBe(T0 + 15_000);
    const later = closeInterval(checkpointInterval(checked, T0 + 30_000), T0 + 40_000);
    expect(later.playedIntervals).toEqual([[T0, T0 + 40_000]]);
  });

  it('a checkpoint while paused changes nothing', () => {
    expect(checkpointInterval(step, T0)).toBe(step);
  });

  it('keeps at most intervalsPerStep intervals by merging the last ones', () => {
    let current = step;
    for (let i = 0; i < TRACKING_LIMITS.intervalsPerStep + 10; i++) {
      current = closeInterval(openInterval(current, T0 + i * 10_000), T0 + i * 10_000 + 1000);
    }
    expect(current.playedIntervals).toHaveLength(TRACKING_LIMITS.intervalsPerStep);
    expect(current.playedIntervals.at(-1)?.[1]).toBe(
      T0 + (TRACKING_LIMITS.intervalsPerStep + 9) * 10_000 + 1000,
    );
  });
});

describe('appendTrackingEvent and isNewerTracking', () => {
  it('keeps the latest events within the limit', () => {
    let list: number[] = [];
    for (let i = 0; i < TRACKING_LIMITS.eventsPerList + 5; i++) list = appendTrackingEvent(list, i);
    expect(list).toHaveLength(TRACKING_LIMITS.eventsPerList);
    expect(list[0]).toBe(5);
  });

  it('a later lastUpdated wins; the same or an older one does not', () => {
    expect(isNewerTracking({ lastUpdated: 2 }, null)).toBe(true);
    expect(isNewerTracking({ lastUpdated: 2 }, { lastUpdated: 1 })).toBe(true);
    expect(isNewerTracking({ lastUpdated: 2 }, { lastUpdated: 2 })).toBe(false);
    expect(isNewerTracking({ lastUpdated: 1 }, { lastUpdated: 2 })).toBe(false);
  });
});

describe('trackingRecordSchema', () => {
  const valid = () => {
    const record = play(
      newTrackingRecord({
        id: 'rec-1',
        workflowId: 'wf-1',
        isPublic: false,
        stepsArray: ['s1'],
        at: T0,
      }),
      's1',
      { time: 0, at: T0 },
      3,
    ).record;
    return JSON.parse(JSON.stringify(record)) as Record<string, unknown>;
  };

  it('accepts a record built by the helpers', () => {
    expect(trackingRecordSchema.safeParse(valid()).success).toBe(true);
  });

  it.each([
    ['a negative played duration', { playedDuration: -1 }],
    ['a string duration', { playedDuration: '10' }],
    ['a missing workflow id', { workflowId: undefined }],
    ['an id with a slash', { id: 'a/b' }],
    ['a huge location', { location: 'x'.repeat(TRACKING_LIMITS.text + 1) }],
    [
      'too many steps in stepsArray',
      { stepsArray: Array.from({ length: 201 }, (_, i) => `s${i}`) },
    ],
    [
      'too many events',
      { onChangeRez: Array.from({ length: 201 }, () => ({ at: T0, rez: '720' })) },
    ],
  ])('refuses %s', (_name, patch) => {
    expect(trackingRecordSchema.safeParse({ ...valid(), ...patch }).success).toBe(false);
  });

  it('refuses too many intervals and an interval that ends before it starts', () => {
    const record = valid();
    const steps = record.steps as Record<string, { playedIntervals: [number, number][] }>;
    steps.s1!.playedIntervals = Array.from({ length: 101 }, () => [T0, T0 + 1]);
    expect(trackingRecordSchema.safeParse(record).success).toBe(false);
    steps.s1!.playedIntervals = [[T0 + 5, T0]];
    expect(trackingRecordSchema.safeParse(record).success).toBe(false);
  });

  it('refuses more intervals in total than the limit', () => {
    const record = valid();
    const step = (record.steps as Record<string, unknown>).s1;
    const many = Array.from({ length: 100 }, () => [T0, T0 + 1]);
    record.steps = Object.fromEntries(
      Array.from({ length: 21 }, (_, i) => [
        `s${i}`,
        { ...(step as object), playedIntervals: many },
      ]),
    );
    expect(trackingRecordSchema.safeParse(record).success).toBe(false);
  });
});
