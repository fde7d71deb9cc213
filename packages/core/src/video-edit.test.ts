import { describe, expect, it } from 'vitest';
import {
  applySegment,
  baseEditState,
  changesVideo,
  EditRefusal,
  isRefused,
  pushSegment,
  redoSegment,
  renderPlan,
  replay,
  samePlan,
  snapToFrame,
  sourceToTimeline,
  spansOfSentences,
  timelineDuration,
  timelineSentences,
  timelineSteps,
  timelineToSource,
  undoSegment,
  type EditSegment,
  type EditState,
} from './video-edit.js';

// A 60 s workflow of three steps with a transcript; the second sentence has word times.
const base = baseEditState({
  steps: [
    { id: 'a', title: 'Open the panel', startTime: 0, endTime: 20 },
    { id: 'b', title: 'Fit the bracket', startTime: 20, endTime: 40 },
    { id: 'c', title: 'Close up', startTime: 40, endTime: 60 },
  ],
  sentences: [
    { sentence: 'Open the panel.', startTime: 1, endTime: 4 },
    {
      sentence: 'Fit the bracket now.',
      startTime: 21,
      endTime: 25,
      words: [
        { word: 'Fit', startTime: 21, endTime: 22 },
        { word: 'the', startTime: 22, endTime: 23 },
        { word: 'bracket', startTime: 23, endTime: 24 },
        { word: 'now.', startTime: 24, endTime: 25 },
      ],
    },
    { sentence: 'Close it.', startTime: 50, endTime: 52 },
  ],
});

function apply(state: EditState, ...segments: EditSegment[]): EditState {
  const out = replay(state, segments);
  if (isRefused(out)) throw new Error(out.message);
  return out;
}

describe('the video-editor model (001 §3, §4)', () => {
  it('starts as the processed workflow: steps tile the original, times unchanged', () => {
    expect(timelineDuration(base)).toBe(60);
    expect(timelineSteps(base).map((s) => [s.id, s.startTime, s.endTime])).toEqual([
      ['a', 0, 20],
      ['b', 20, 40],
      ['c', 40, 60],
    ]);
    expect(timelineSentences(base).map((s) => s.startTime)).toEqual([1, 21, 50]);
    expect(renderPlan(base).clips).toEqual([{ source: 'original', start: 0, end: 60 }]);
  });

  it('a 3 s cut from the middle moves everything after it back 3 s', () => {
    const cut = apply(base, { type: 'delete', start: 30, end: 33 });
    expect(timelineDuration(cut)).toBe(57);
    expect(timelineSteps(cut).map((s) => [s.startTime, s.endTime])).toEqual([
      [0, 20],
      [20, 37],
      [37, 57],
    ]);
    expect(timelineSentences(cut).find((s) => s.key === 's2')?.startTime).toBe(47);
    expect(renderPlan(cut).clips).toEqual([
      { source: 'original', start: 0, end: 30 },
      { source: 'original', start: 33, end: 60 },
    ]);
    expect(sourceToTimeline(cut, 'original', 31)).toBeNull();
    expect(sourceToTimeline(cut, 'original', 40)).toBe(37);
    expect(timelineToSource(cut, 37)).toEqual({ source: 'original', time: 40, stepId: 'c' });
  });

  it('a cut through a sentence keeps the words outside it and its text becomes them', () => {
    const cut = apply(base, { type: 'delete', start: 22, end: 23, target: 'text' });
    const s = timelineSentences(cut).find((x) => x.key === 's1')!;
    expect(s.sentence).toBe('Fit bracket now.');
    expect(s.words?.map((w) => [w.word, w.startTime])).toEqual([
      ['Fit', 21],
      ['bracket', 22],
      ['now.', 23],
    ]);
    expect([s.startTime, s.endTime]).toEqual([21, 24]);
  });

  it('a sentence wholly cut is gone; cut times snap to 30 fps frames', () => {
    const cut = apply(base, { type: 'delete', start: 49.99, end: 52.51 });
    expect(timelineSentences(cut).map((s) => s.key)).toEqual(['s0', 's1']);
    expect(snapToFrame(49.99)).toBe(50);
    expect(snapToFrame(52.51)).toBe(52.5);
    expect(snapToFrame(1 / 60 + 0.001)).toBe(0.033);
  });

  it('trims the ends and refuses to cut the whole video', () => {
    const trimmed = apply(
      base,
      { type: 'delete', start: 0, end: 2, target: 'trim' },
      { type: 'delete', start: 55, end: 58, target: 'trim' },
    );
    expect(timelineDuration(trimmed)).toBe(55);
    expect(applySegment(base, { type: 'delete', start: 0, end: 60 })).toMatchObject({
      refused: 'wholeVideo',
      message: EditRefusal.wholeVideo,
    });
    expect(applySegment(base, { type: 'delete', start: 10, end: 10 })).toMatchObject({
      refused: 'invalidRange',
    });
  });

  it('a cut spanning a whole step removes that step', () => {
    const cut = apply(base, { type: 'delete', start: 15, end: 45 });
    expect(timelineSteps(cut).map((s) => s.id)).toEqual(['a', 'c']);
    expect(timelineDuration(cut)).toBe(30);
  });

  it('splits a step at the playhead; the new step gets the given id and title', () => {
    const split = apply(base, { type: 'insert', at: 30, stepId: 'b2', title: 'Tighten' });
    expect(timelineSteps(split).map((s) => [s.id, s.title, s.startTime, s.endTime])).toEqual([
      ['a', 'Open the panel', 0, 20],
      ['b', 'Fit the bracket', 20, 30],
      ['b2', 'Tighten', 30, 40],
      ['c', 'Close up', 40, 60],
    ]);
    expect(changesVideo({ type: 'insert', at: 30, stepId: 'x' })).toBe(false);
    expect(samePlan(renderPlan(split), renderPlan(base))).toBe(true);
    expect(applySegment(base, { type: 'insert', at: 20, stepId: 'x' })).toMatchObject({
      refused: 'splitAtEdge',
    });
    expect(applySegment(base, { type: 'insert', at: 30, stepId: 'a' })).toMatchObject({
      refused: 'duplicateStep',
    });
  });

  it('moves a step boundary only between its neighbours', () => {
    const moved = apply(base, { type: 'adjust', target: 'boundary', stepId: 'b', start: 25 });
    expect(timelineSteps(moved).map((s) => [s.startTime, s.endTime])).toEqual([
      [0, 25],
      [25, 40],
      [40, 60],
    ]);
    expect(
      applySegment(base, { type: 'adjust', target: 'boundary', stepId: 'b', start: 45 }),
    ).toMatchObject({ refused: 'boundaryOutsideNeighbours' });
    expect(
      applySegment(base, { type: 'adjust', target: 'boundary', stepId: 'a', start: 5 }),
    ).toMatchObject({ refused: 'firstStepBoundary' });
  });

  it('renames (at most 90 characters), reorders with the video, deletes steps', () => {
    const renamed = apply(base, { type: 'adjust', target: 'title', stepId: 'c', title: 'Done' });
    expect(timelineSteps(renamed)[2]!.title).toBe('Done');
    expect(
      applySegment(base, { type: 'adjust', target: 'title', stepId: 'c', title: 'x'.repeat(91) }),
    ).toMatchObject({ refused: 'titleTooLong' });

    const reordered = apply(base, { type: 'adjust', target: 'order', stepId: 'c', insertIndex: 0 });
    expect(timelineSteps(reordered).map((s) => [s.id, s.startTime])).toEqual([
      ['c', 0],
      ['a', 20],
      ['b', 40],
    ]);
    expect(renderPlan(reordered).clips).toEqual([
      { source: 'original', start: 40, end: 60 },
      { source: 'original', start: 0, end: 40 },
    ]);
    expect(changesVideo({ type: 'adjust', target: 'order', stepId: 'c', insertIndex: 0 })).toBe(
      true,
    );

    const deleted = apply(base, { type: 'delete', stepId: 'b' });
    expect(timelineDuration(deleted)).toBe(40);
    expect(timelineSentences(deleted).map((s) => s.key)).toEqual(['s0', 's2']);
  });

  it('001 §4: deleting a step is refused when one or fewer remain', () => {
    const one = apply(base, { type: 'delete', stepId: 'a' }, { type: 'delete', stepId: 'b' });
    expect(applySegment(one, { type: 'delete', stepId: 'c' })).toEqual({
      refused: 'lastStep',
      message: EditRefusal.lastStep,
    });
  });

  it('imports a clip at a point inside a step, splitting it around the clip', () => {
    const imported = apply(base, {
      type: 'import',
      clipId: 'clip1',
      sourceStart: 0,
      sourceEnd: 5,
      at: 10,
      stepId: 'imp',
      title: 'Safety',
    });
    expect(timelineSteps(imported).map((s) => [s.id, s.type, s.startTime, s.endTime])).toEqual([
      ['a', 'original', 0, 10],
      ['imp', 'import', 10, 15],
      ['imp-rest', 'original', 15, 25],
      ['b', 'original', 25, 45],
      ['c', 'original', 45, 65],
    ]);
    expect(renderPlan(imported).clips.map((c) => c.source)).toEqual([
      'original',
      'clip1',
      'original',
    ]);
    expect(timelineSentences(imported).find((s) => s.key === 's2')?.startTime).toBe(55);
    const unknown = replay(
      base,
      [{ type: 'import', clipId: 'nope', sourceStart: 0, sourceEnd: 1, at: 0, stepId: 'i' }],
      new Set(['clip1']),
    );
    expect(unknown).toMatchObject({ refused: 'unknownClip', index: 0 });
  });

  it('rotation is part of the render plan', () => {
    const rotated = apply(base, { type: 'adjust', target: 'rotation', rotation: 90 });
    expect(renderPlan(rotated).rotation).toBe(90);
    expect(samePlan(renderPlan(rotated), renderPlan(base))).toBe(false);
  });
});

describe('subtitle edits (001 §5: correct, replace-all, delete, merge, break line)', () => {
  it('corrects a sentence, re-timing words when their count changes; empty is refused', () => {
    const fixed = apply(base, { type: 'correct', target: 's1', text: 'Fit the new bracket now.' });
    const s = timelineSentences(fixed).find((x) => x.key === 's1')!;
    expect(s.sentence).toBe('Fit the new bracket now.');
    expect(s.words).toHaveLength(5);
    expect(s.words![0]!.startTime).toBe(21);
    expect(s.words!.at(-1)!.endTime).toBe(25);
    expect(applySegment(base, { type: 'correct', target: 's1', text: '   ' })).toMatchObject({
      refused: 'emptySentence',
      message: EditRefusal.emptySentence,
    });
  });

  it('replaces all, deletes a subtitle without touching the video', () => {
    const replaced = apply(base, { type: 'replace-all', find: 'the', replace: 'this' });
    expect(timelineSentences(replaced).map((s) => s.sentence)).toEqual([
      'Open this panel.',
      'Fit this bracket now.',
      'Close it.',
    ]);
    const deleted = apply(base, { type: 'delete-subtitle', target: 's0' });
    expect(timelineSentences(deleted).map((s) => s.key)).toEqual(['s1', 's2']);
    expect(timelineDuration(deleted)).toBe(60);
    expect(changesVideo({ type: 'delete-subtitle', target: 's0' })).toBe(false);
  });

  it('merges with the next sentence and breaks a line at a character', () => {
    const merged = apply(base, { type: 'merge', target: 's0' });
    expect(timelineSentences(merged)[0]).toMatchObject({
      key: 's0+s1',
      sentence: 'Open the panel. Fit the bracket now.',
      startTime: 1,
      endTime: 25,
    });
    expect(applySegment(base, { type: 'merge', target: 's2' })).toMatchObject({
      refused: 'mergeLast',
    });
    const broken = apply(base, { type: 'break-line', target: 's1', at: 8 });
    expect(
      timelineSentences(broken)
        .filter((s) => s.key.startsWith('s1'))
        .map((s) => [s.sentence, s.startTime, s.endTime]),
    ).toEqual([
      ['Fit the', 21, 23],
      ['bracket now.', 23, 25],
    ]);
    expect(applySegment(base, { type: 'break-line', target: 's1', at: 0 + 20 })).toMatchObject({
      refused: 'breakAtEdge',
    });
  });
});

describe('undo / redo (001 §4)', () => {
  it('undo pops the last segment to redo, redo restores it, a new segment clears redo', () => {
    const cut: EditSegment = { type: 'delete', start: 30, end: 33 };
    const split: EditSegment = { type: 'insert', at: 10, stepId: 'a2' };
    let h = pushSegment(pushSegment({ segments: [], redo: [] }, cut), split);
    h = undoSegment(h);
    expect(h).toEqual({ segments: [cut], redo: [split] });
    h = redoSegment(h);
    expect(h).toEqual({ segments: [cut, split], redo: [] });
    h = undoSegment(undoSegment(h));
    expect(h.segments).toEqual([]);
    expect(undoSegment(h)).toBe(h);
    h = pushSegment(h, split);
    expect(h.redo).toEqual([]);
  });

  it('text-based cutting: spans of selected sentences, merged and latest first', () => {
    const spans = spansOfSentences(timelineSentences(base), new Set(['s0', 's2']));
    expect(spans).toEqual([
      { start: 50, end: 52 },
      { start: 1, end: 4 },
    ]);
    const cut = apply(
      base,
      ...spans.map((s): EditSegment => ({ type: 'delete', ...s, target: 'text' })),
    );
    expect(timelineDuration(cut)).toBe(55);
    expect(timelineSentences(cut).map((s) => s.sentence)).toEqual(['Fit the bracket now.']);
  });
});
