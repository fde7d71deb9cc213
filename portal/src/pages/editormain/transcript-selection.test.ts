import {
  applySegment,
  baseEditState,
  isRefused,
  timelineDuration,
  timelineSentences,
  type EditState,
} from '@stepwise/core';
import { describe, expect, it } from 'vitest';
import {
  addTerm,
  cutLength,
  spansOfWords,
  textCutSegments,
  toggleRange,
  wordId,
} from './transcript-selection';

const order = ['s0', 's1', 's2', 's3', 's4'];

/** 20 s, two steps, four sentences with word times (as the speech-to-text stand-in makes them). */
function state(): EditState {
  return baseEditState({
    steps: [
      { id: 'a', title: 'A', startTime: 0, endTime: 10 },
      { id: 'b', title: 'B', startTime: 10, endTime: 20 },
    ],
    sentences: [
      {
        sentence: 'Lock the guard',
        startTime: 1,
        endTime: 4,
        words: [
          { word: 'Lock', startTime: 1, endTime: 2 },
          { word: 'the', startTime: 2, endTime: 3 },
          { word: 'guard', startTime: 3, endTime: 4 },
        ],
      },
      { sentence: 'Check the oil', startTime: 5, endTime: 8 },
      { sentence: 'Open the valve', startTime: 11, endTime: 14 },
      { sentence: 'Close the lid', startTime: 15, endTime: 18 },
    ],
  });
}

describe('toggleRange', () => {
  it('ticks and unticks one sentence', () => {
    const on = toggleRange(order, new Set(), 's1', null, false);
    expect([...on]).toEqual(['s1']);
    expect([...toggleRange(order, on, 's1', 's1', false)]).toEqual([]);
  });

  it('shift-click ticks every sentence from the anchor to the clicked one, either way', () => {
    expect([...toggleRange(order, new Set(['s1']), 's3', 's1', true)].sort()).toEqual([
      's1',
      's2',
      's3',
    ]);
    expect([...toggleRange(order, new Set(['s3']), 's0', 's3', true)].sort()).toEqual([
      's0',
      's1',
      's2',
      's3',
    ]);
  });

  it('shift-click on a ticked one unticks the range; without an anchor it is a plain click', () => {
    const all = new Set(order);
    expect([...toggleRange(order, all, 's2', 's0', true)].sort()).toEqual(['s3', 's4']);
    expect([...toggleRange(order, new Set(), 's2', null, true)]).toEqual(['s2']);
  });
});

describe('text-based cutting', () => {
  it('cuts two ticked sentences latest first; applied in order the video loses both spans', () => {
    let s = state();
    const sentences = timelineSentences(s);
    const cut = textCutSegments(sentences, new Set(['s1', 's3']), new Set());
    expect(cut).toEqual([
      { type: 'delete', start: 15, end: 18, target: 'text' },
      { type: 'delete', start: 5, end: 8, target: 'text' },
    ]);
    expect(cutLength(cut)).toBe(6);
    for (const segment of cut) {
      const next = applySegment(s, segment);
      if (isRefused(next)) throw new Error(next.message);
      s = next;
    }
    expect(timelineDuration(s)).toBe(14);
    const kept = timelineSentences(s);
    expect(kept.map((x) => x.sentence)).toEqual(['Lock the guard', 'Open the valve']);
    // The first sentence keeps its words and times; the third moved 3 s earlier.
    expect(kept[0]!.words?.map((w) => w.word)).toEqual(['Lock', 'the', 'guard']);
    expect(kept[1]!.startTime).toBe(8);
  });

  it('sentences that do not touch stay two spans; a word inside a ticked sentence adds none', () => {
    const sentences = timelineSentences(state());
    const cut = textCutSegments(sentences, new Set(['s0', 's2']), new Set([wordId('s0', 1)]));
    expect(cut.map((c) => (c.type === 'delete' && 'start' in c ? [c.start, c.end] : null))).toEqual(
      [
        [11, 14],
        [1, 4],
      ],
    );
  });

  it('ticked words cut their own times, merged where they touch', () => {
    const sentences = timelineSentences(state());
    const words = new Set([wordId('s0', 0), wordId('s0', 1)]);
    expect(spansOfWords(sentences, words)).toEqual([{ start: 1, end: 3 }]);
    let s = state();
    for (const segment of textCutSegments(sentences, new Set(), words)) {
      const next = applySegment(s, segment);
      if (isRefused(next)) throw new Error(next.message);
      s = next;
    }
    expect(timelineSentences(s)[0]!.sentence).toBe('guard');
  });

  it('nothing ticked cuts nothing', () => {
    expect(textCutSegments(timelineSentences(state()), new Set(), new Set())).toEqual([]);
  });
});

describe('addTerm', () => {
  it('keeps terms unique regardless of case, in the order added', () => {
    expect(addTerm(['Torque'], 'valve')).toEqual(['Torque', 'valve']);
    expect(addTerm(['Torque'], 'torque')).toEqual(['Torque']);
  });
});
