import { describe, expect, it } from 'vitest';
import {
  applySegment,
  baseEditState,
  isRefused,
  timelineSentences,
  withTimelineSentences,
  type EditState,
} from './video-edit.js';

// Two steps over a 12 s original, 3 s cut from the middle: timeline 5 s is source 8 s.
const base = baseEditState({
  steps: [
    { id: 'a', title: 'A', startTime: 0, endTime: 6 },
    { id: 'b', title: 'B', startTime: 6, endTime: 12 },
  ],
  sentences: [{ sentence: 'Old.', startTime: 1, endTime: 2 }],
});
const cut = applySegment(base, { type: 'delete', start: 5, end: 8 }) as EditState;

describe('withTimelineSentences (a transcript written over the edited timeline)', () => {
  it('maps each sentence and its words back to source seconds', () => {
    expect(isRefused(cut)).toBe(false);
    const baked = withTimelineSentences(cut, [
      {
        sentence: 'Close it.',
        startTime: 6,
        endTime: 8,
        words: [
          { word: 'Close', startTime: 6, endTime: 7 },
          { word: 'it.', startTime: 7, endTime: 8 },
        ],
      },
    ]);
    expect(baked.steps).toEqual(cut.steps);
    expect(baked.sentences).toEqual([
      {
        key: 's0',
        source: 'original',
        sentence: 'Close it.',
        startTime: 9,
        endTime: 11,
        words: [
          { word: 'Close', startTime: 9, endTime: 10 },
          { word: 'it.', startTime: 10, endTime: 11 },
        ],
      },
    ]);
    // On the timeline the sentence is back where it was written.
    expect(timelineSentences(baked)).toMatchObject([{ startTime: 6, endTime: 8 }]);
  });

  it('drops a sentence that starts after the video; ends past it keep their length', () => {
    const baked = withTimelineSentences(cut, [
      { sentence: 'Late.', startTime: 30, endTime: 31 },
      { sentence: 'Last.', startTime: 8.5, endTime: 9.5 },
    ]);
    expect(baked.sentences).toEqual([
      { key: 's1', source: 'original', sentence: 'Last.', startTime: 11.5, endTime: 12.5 },
    ]);
  });
});
