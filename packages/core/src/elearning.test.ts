import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  addInterval,
  coveredSeconds,
  decodeProgress,
  ELEARNING_COMPLETION_RATIO,
  ELEARNING_RECORD_INTERVAL_MS,
  ELEARNING_WELCOME_MS,
  encodeProgress,
  formatLocation,
  formatScorm12Time,
  formatScorm2004Time,
  formatSessionTime,
  formatWatchedTime,
  isElearningComplete,
  mergeIntervals,
  parseLocation,
  parseWatchedTime,
  progressMeasure,
  SCORM_LIMITS,
  type WatchedInterval,
} from './elearning.js';

describe('e-learning constants (002 §9)', () => {
  it('completes at 90%, records every 3 s, welcomes for 2 s', () => {
    expect(ELEARNING_COMPLETION_RATIO).toBe(0.9);
    expect(ELEARNING_RECORD_INTERVAL_MS).toBe(3000);
    expect(ELEARNING_WELCOME_MS).toBe(2000);
  });

  it('knows the data limits of each standard', () => {
    expect(SCORM_LIMITS['1.2']).toEqual({ suspendData: 4096, location: 255 });
    expect(SCORM_LIMITS['2004']).toEqual({ suspendData: 64000, location: 1000 });
  });

  it('is zod-free (the LMS script ships without zod)', () => {
    const source = readFileSync(new URL('./elearning.ts', import.meta.url), 'utf8');
    expect(source).not.toMatch(/from ['"]zod/);
  });
});

describe('location', () => {
  it('formats stepId=..&videoTime=.. and reads it back', () => {
    const text = formatLocation({ stepId: 'step-7', videoTime: 12.3456 });
    expect(text).toBe('stepId=step-7&videoTime=12.35');
    expect(parseLocation(text)).toEqual({ stepId: 'step-7', videoTime: 12.35 });
  });

  it('encodes step ids with separators', () => {
    const text = formatLocation({ stepId: 'a&b=c d', videoTime: 0 });
    expect(parseLocation(text)).toEqual({ stepId: 'a&b=c d', videoTime: 0 });
  });

  it.each([
    null,
    undefined,
    '',
    'garbage',
    'stepId=&videoTime=3',
    'stepId=s1',
    'stepId=s1&videoTime=',
    'stepId=s1&videoTime=abc',
    'stepId=s1&videoTime=-4',
    'stepId=s1&videoTime=Infinity',
    '%E0%A4%A',
  ])('parses %j to null without throwing', (value) => {
    expect(parseLocation(value)).toBeNull();
  });

  it('accepts the values in another order and with extra keys', () => {
    expect(parseLocation('videoTime=4&x=1&stepId=s2')).toEqual({ stepId: 's2', videoTime: 4 });
  });
});

describe('watched time', () => {
  it('formats watchedTime=.. and reads it back', () => {
    expect(formatWatchedTime(61.239)).toBe('watchedTime=61.24');
    expect(parseWatchedTime('watchedTime=61.24')).toBe(61.24);
    expect(parseWatchedTime('watchedTime=nope')).toBeNull();
    expect(parseWatchedTime(undefined)).toBeNull();
  });
});

describe('intervals', () => {
  it('merge overlapping and touching, drop empty and invalid', () => {
    expect(
      mergeIntervals([
        [10, 20],
        [0, 5],
        [5, 7],
        [15, 25],
        [30, 30],
        [Number.NaN, 3],
        [-5, 1],
      ]),
    ).toEqual([
      [0, 7],
      [10, 25],
    ]);
    expect(addInterval([[0, 10]], [8, 12])).toEqual([[0, 12]]);
    expect(
      coveredSeconds([
        [0, 10],
        [5, 15],
        [20, 21],
      ]),
    ).toBe(16);
  });
});

describe('completion (90% of the total duration)', () => {
  it('is earned at 90% and not a moment before', () => {
    expect(isElearningComplete(89.99, 100)).toBe(false);
    expect(isElearningComplete(90, 100)).toBe(true);
    expect(isElearningComplete(0, 0)).toBe(false);
    expect(progressMeasure(45, 100)).toBe(0.45);
    expect(progressMeasure(150, 100)).toBe(1);
    expect(progressMeasure(1, 3)).toBe(0.3333);
    expect(progressMeasure(5, 0)).toBe(0);
  });
});

describe('session time', () => {
  it('SCORM 1.2 uses CMITimespan HHHH:MM:SS.SS', () => {
    expect(formatScorm12Time(0)).toBe('0000:00:00.00');
    expect(formatScorm12Time(3_723_450)).toBe('0001:02:03.45');
    expect(formatScorm12Time(-5)).toBe('0000:00:00.00');
    expect(formatScorm12Time(10_000 * 3_600_000)).toBe('9999:59:59.99');
    expect(formatSessionTime('1.2', 1000)).toMatch(/^\d{4}:\d{2}:\d{2}\.\d{2}$/);
  });

  it('SCORM 2004 uses an ISO 8601 duration', () => {
    expect(formatScorm2004Time(0)).toBe('PT0S');
    expect(formatScorm2004Time(3_723_450)).toBe('PT1H2M3.45S');
    expect(formatScorm2004Time(120_000)).toBe('PT2M');
    expect(formatScorm2004Time(1_234)).toBe('PT1.23S');
    expect(formatSessionTime('2004', 90_000)).toBe('PT1M30S');
  });
});

/** A 100-step workflow (30 s steps) watched in many scattered pieces. */
function scatteredViewing(pieces: number, total: number): WatchedInterval[] {
  let seed = 42;
  const random = () => ((seed = (seed * 16807) % 2147483647) / 2147483647) * 1;
  const out: WatchedInterval[] = [];
  for (let i = 0; i < pieces; i++) {
    const start = random() * total;
    out.push([start, Math.min(total, start + 0.3 + random() * 3)]);
  }
  return mergeIntervals(out);
}

describe('suspend data', () => {
  const total = 100 * 30;

  it('round-trips location, watched time and intervals', () => {
    const progress = {
      location: { stepId: 'step-42', videoTime: 7.5 },
      watchedTime: 25.5,
      watched: [
        [0, 10],
        [100.25, 115.75],
      ] as WatchedInterval[],
    };
    const text = encodeProgress(progress, SCORM_LIMITS['1.2'].suspendData);
    expect(text).toMatch(/^stepId=step-42&videoTime=7.5&watchedTime=25.5&watched=/);
    const back = decodeProgress(text);
    expect(back.location).toEqual(progress.location);
    expect(back.watchedTime).toBe(25.5);
    // Rounding to tenths only ever widens an interval (so new viewing never double-counts).
    expect(back.watched).toEqual([
      [0, 10],
      [100.2, 115.8],
    ]);
  });

  it('keeps a fully watched 100-step workflow tiny', () => {
    const text = encodeProgress(
      { location: { stepId: 'step-99', videoTime: 30 }, watchedTime: total, watched: [[0, total]] },
      SCORM_LIMITS['1.2'].suspendData,
    );
    expect(text.length).toBeLessThan(80);
    expect(decodeProgress(text).watchedTime).toBe(total);
  });

  it.each(['1.2', '2004'] as const)(
    'fits %s for a 100-step workflow watched in thousands of pieces, by merging',
    (standard) => {
      const watched = scatteredViewing(5_000, total);
      const watchedTime = coveredSeconds(watched);
      const limit = SCORM_LIMITS[standard].suspendData;
      const text = encodeProgress(
        { location: { stepId: 'step-50', videoTime: 3 }, watchedTime, watched },
        limit,
      );
      expect(text.length).toBeLessThanOrEqual(limit);
      const back = decodeProgress(text);
      expect(back.location).toEqual({ stepId: 'step-50', videoTime: 3 });
      // The watched time is exact (to 2 decimals) and never more than it was.
      expect(back.watchedTime).toBeCloseTo(watchedTime, 1);
      expect(back.watchedTime).toBeLessThanOrEqual(watchedTime + 0.005);
      // Coarsened intervals still cover everything that was watched.
      for (const [s, e] of watched) {
        const mid = (s + e) / 2;
        if (e - s > 0.2) expect(back.watched.some(([a, b]) => a <= mid && mid <= b)).toBe(true);
      }
      if (standard === '1.2') expect(back.watched.length).toBeLessThan(watched.length);
    },
  );

  it('drops an oversized location rather than the progress', () => {
    const text = encodeProgress(
      { location: { stepId: 'x'.repeat(3000), videoTime: 1 }, watchedTime: 5, watched: [[0, 5]] },
      SCORM_LIMITS['1.2'].suspendData,
    );
    expect(text.length).toBeLessThanOrEqual(4096);
    expect(decodeProgress(text)).toEqual({ location: null, watchedTime: 5, watched: [[0, 5]] });
  });

  it.each([null, '', 'junk', 'watched=zz', 'watchedTime=9&watched=0-!!', '%'])(
    'reads %j as empty progress without throwing',
    (value) => {
      const back = decodeProgress(value);
      expect(back.watched).toEqual([]);
      expect(back.watchedTime).toBe(0);
    },
  );

  it('never claims more watched time than the intervals cover', () => {
    expect(decodeProgress('watchedTime=500&watched=0-2s').watchedTime).toBe(10);
  });
});
