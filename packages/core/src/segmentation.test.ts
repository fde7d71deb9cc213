import { describe, expect, it } from 'vitest';
import {
  LONG_SILENCE_SECONDS,
  LONG_SPAN_SECONDS,
  MIN_STEP_SECONDS,
  segmentSteps,
  SNAP_WINDOW_SECONDS,
} from './segmentation.js';
import type { StepSpan } from './segmentation.js';

const boundaries = (steps: StepSpan[]) => steps.slice(1).map((s) => s.startTime);

/** Steps cover [0, duration] in order with no gaps or overlaps. */
function expectTiling(steps: StepSpan[], duration: number) {
  expect(steps[0]?.startTime).toBe(0);
  expect(steps.at(-1)?.endTime).toBe(duration);
  steps.forEach((s, i) => {
    expect(s.endTime).toBeGreaterThan(s.startTime);
    if (i > 0) expect(s.startTime).toBe(steps[i - 1]?.endTime);
  });
}

/** Sentences back to back from `from` to `to`, each `length` long with `gap` between them. */
function speech(from: number, to: number, length = 3.6, gap = 0.4) {
  const out = [];
  for (let t = from; t + length <= to; t += length + gap) {
    out.push({ sentence: `at ${t.toFixed(1)}`, startTime: t, endTime: t + length });
  }
  return out;
}

describe('segmentation constants', () => {
  it('snap window 1 s, long silence 1.2 s, long span 60 s, minimum step 4 s', () => {
    expect([
      SNAP_WINDOW_SECONDS,
      LONG_SILENCE_SECONDS,
      LONG_SPAN_SECONDS,
      MIN_STEP_SECONDS,
    ]).toEqual([1, 1.2, 60, 4]);
  });
});

describe('segmentSteps', () => {
  it('no signals at all give a single step', () => {
    expect(segmentSteps({ duration: 42.3, sceneChanges: [], silences: [] })).toEqual([
      { startTime: 0, endTime: 42.3 },
    ]);
  });

  it('refuses a duration that is not a positive number', () => {
    expect(() => segmentSteps({ duration: 0, sceneChanges: [], silences: [] })).toThrow(RangeError);
    expect(() => segmentSteps({ duration: Number.NaN, sceneChanges: [], silences: [] })).toThrow(
      RangeError,
    );
  });

  it('scene changes at 10/20/30/40/50 s in a 60 s video give boundaries within 1 s of them', () => {
    // Narration whose sentences straddle some of the cuts.
    const sentences = [
      { sentence: 'Pick up the drill.', startTime: 0.8, endTime: 4.1 },
      { sentence: 'Unplug it from the wall.', startTime: 4.6, endTime: 9.7 },
      { sentence: 'Open the chuck.', startTime: 10.4, endTime: 13.9 },
      { sentence: 'Turn the collar left until the bit drops.', startTime: 14.5, endTime: 20.6 },
      { sentence: 'Insert the new bit.', startTime: 21.2, endTime: 29.5 },
      { sentence: 'Tighten the collar firmly by hand.', startTime: 30.3, endTime: 39.4 },
      { sentence: 'Plug the drill back in.', startTime: 39.9, endTime: 50.7 },
      { sentence: 'Test it on scrap wood.', startTime: 51.4, endTime: 58.0 },
    ];
    const steps = segmentSteps({
      duration: 60,
      sceneChanges: [10.02, 19.97, 30.01, 40.05, 49.98],
      silences: [
        { start: 9.7, end: 10.4 },
        { start: 29.5, end: 30.3 },
      ],
      sentences,
    });
    expectTiling(steps, 60);
    const found = boundaries(steps);
    expect(found).toHaveLength(5);
    [10, 20, 30, 40, 50].forEach((t, i) => {
      expect(Math.abs((found[i] ?? Number.NaN) - t)).toBeLessThanOrEqual(1);
    });
    for (const b of found) {
      expect(sentences.some((s) => s.startTime < b && b < s.endTime)).toBe(false);
    }
  });

  it('without a transcript the scene changes are the boundaries as given', () => {
    const steps = segmentSteps({ duration: 60, sceneChanges: [50, 10, 30, 20, 40], silences: [] });
    expect(boundaries(steps)).toEqual([10, 20, 30, 40, 50]);
  });

  it('a scene change in the middle of a sentence moves to the sentence end when within 1 s', () => {
    const steps = segmentSteps({
      duration: 30,
      sceneChanges: [15],
      silences: [],
      sentences: [
        { startTime: 11.2, endTime: 15.6 },
        { startTime: 16.1, endTime: 19 },
      ],
    });
    expect(boundaries(steps)).toEqual([15.6]);
  });

  it('... or to the sentence start when that is nearer', () => {
    const steps = segmentSteps({
      duration: 30,
      sceneChanges: [12.0],
      silences: [],
      sentences: [{ startTime: 11.5, endTime: 18 }],
    });
    expect(boundaries(steps)).toEqual([11.5]);
  });

  it('a scene change more than 1 s from any sentence boundary stays where it is', () => {
    const steps = segmentSteps({
      duration: 30,
      sceneChanges: [15],
      silences: [],
      sentences: [{ startTime: 10, endTime: 20 }],
    });
    expect(boundaries(steps)).toEqual([15]);
  });

  it('a scene change between sentences stays where it is', () => {
    const steps = segmentSteps({
      duration: 30,
      sceneChanges: [15.3],
      silences: [],
      sentences: [
        { startTime: 11, endTime: 15 },
        { startTime: 16, endTime: 20 },
      ],
    });
    expect(boundaries(steps)).toEqual([15.3]);
  });

  it('tiny steps merge into the shorter neighbour', () => {
    // 0-10, 10-11.5 (too short, joins 0-10), 11.5-30, 30-40
    expect(
      boundaries(segmentSteps({ duration: 40, sceneChanges: [10, 11.5, 30], silences: [] })),
    ).toEqual([11.5, 30]);
    // a flash at 1 s and 38.5 s: the first and last steps are too short
    expect(
      boundaries(segmentSteps({ duration: 40, sceneChanges: [1, 20, 38.5], silences: [] })),
    ).toEqual([20]);
  });

  it('a custom minimum step', () => {
    const input = { duration: 40, sceneChanges: [10, 16, 30], silences: [] };
    expect(boundaries(segmentSteps(input))).toEqual([10, 16, 30]);
    // 10-16 is now too short and joins 0-10, its shorter neighbour
    expect(boundaries(segmentSteps({ ...input, minStepSeconds: 8 }))).toEqual([16, 30]);
  });

  it('a video shorter than the minimum step is one step', () => {
    expect(segmentSteps({ duration: 3, sceneChanges: [1.5], silences: [] })).toEqual([
      { startTime: 0, endTime: 3 },
    ]);
  });

  it('no scene changes and a transcript: steps at the long silences of a long video', () => {
    // Sentences end at 47.6 and 98.1; the narrator pauses until 50.5 and 100.5.
    const sentences = [...speech(0, 48), ...speech(50.5, 98.2), ...speech(100.5, 150)];
    const silences = [
      { start: 47.8, end: 50.4 },
      { start: 98.2, end: 100.4 },
      { start: 19.6, end: 20.0 }, // a short breath between sentences
    ];
    const steps = segmentSteps({ duration: 150, sceneChanges: [], silences, sentences });
    expectTiling(steps, 150);
    const found = boundaries(steps);
    expect(found).toHaveLength(2);
    expect(found[0]).toBeGreaterThan(47.6);
    expect(found[0]).toBeLessThan(50.5);
    expect(found[1]).toBeGreaterThan(98.1);
    expect(found[1]).toBeLessThan(100.5);
  });

  it('gaps of 1.2 s or more between sentences count as pauses without a silence list', () => {
    const sentences = [...speech(0, 70), ...speech(72, 130)];
    const steps = segmentSteps({ duration: 130, sceneChanges: [], silences: [], sentences });
    expect(boundaries(steps)).toHaveLength(1);
    const [b] = boundaries(steps);
    expect(sentences.some((s) => s.startTime < b! && b! < s.endTime)).toBe(false);
  });

  it('long silences do not split a step of 60 s or less', () => {
    const steps = segmentSteps({
      duration: 58,
      sceneChanges: [],
      silences: [{ start: 20, end: 25 }],
      sentences: [...speech(0, 20), ...speech(25, 58)],
    });
    expect(steps).toHaveLength(1);
  });

  it('a silence inside a sentence is never a boundary', () => {
    const steps = segmentSteps({
      duration: 90,
      sceneChanges: [],
      silences: [{ start: 40, end: 43 }],
      sentences: [{ startTime: 30, endTime: 50 }],
    });
    expect(steps).toHaveLength(1);
  });

  it('a long span without a usable pause stays one step', () => {
    expect(segmentSteps({ duration: 300, sceneChanges: [], silences: [] })).toHaveLength(1);
  });

  it('scene changes and long-span splitting combine', () => {
    // 0-20 and 20-140; the second is too long and has a 3 s silence at 80.
    const steps = segmentSteps({
      duration: 140,
      sceneChanges: [20],
      silences: [{ start: 78.5, end: 81.5 }],
    });
    expect(boundaries(steps)).toEqual([20, 80]);
  });

  it('maxSteps merges the shortest steps until few enough remain', () => {
    const input = { duration: 60, sceneChanges: [10, 15, 30, 45], silences: [] };
    expect(segmentSteps(input)).toHaveLength(5);
    const capped = segmentSteps({ ...input, maxSteps: 3 });
    expect(capped).toHaveLength(3);
    expectTiling(capped, 60);
    expect(segmentSteps({ ...input, maxSteps: 1 })).toEqual([{ startTime: 0, endTime: 60 }]);
  });

  it('ignores scene changes outside the video, duplicates and garbage times', () => {
    const steps = segmentSteps({
      duration: 30,
      sceneChanges: [-1, 0, 10, 10, Number.NaN, 30, 45],
      silences: [{ start: 5, end: Number.POSITIVE_INFINITY }],
    });
    expect(boundaries(steps)).toEqual([10]);
  });
});
