import { idSchema, type TimelineStep } from '@stepwise/core';
import { describe, expect, it } from 'vitest';
import {
  commandForKey,
  deletion,
  nudgeOf,
  rangeOf,
  splitAt,
  trimAt,
  type KeyPress,
} from './editor-commands';

const press = (key: string, mods: Partial<KeyPress> = {}): KeyPress => ({
  key,
  ctrlKey: false,
  metaKey: false,
  shiftKey: false,
  altKey: false,
  ...mods,
});

describe('commandForKey', () => {
  it.each([
    [press(' '), 'play'],
    [press('ArrowLeft'), 'frame-back'],
    [press('ArrowRight', { shiftKey: true }), 'second-forward'],
    [press('s'), 'split'],
    [press('S'), 'split'],
    [press('i'), 'mark-in'],
    [press('o'), 'mark-out'],
    [press('Delete'), 'delete'],
    [press('Backspace'), 'delete'],
    [press('t'), 'trim-start'],
    [press('T', { shiftKey: true }), 'trim-end'],
    [press('z', { ctrlKey: true }), 'undo'],
    [press('z', { metaKey: true }), 'undo'],
    [press('Z', { ctrlKey: true, shiftKey: true }), 'redo'],
    [press('y', { ctrlKey: true }), 'redo'],
    [press('s', { metaKey: true }), 'save'],
    [press('?', { shiftKey: true }), 'help'],
  ] as const)('%o is %s', (e, command) => {
    expect(commandForKey(e)).toBe(command);
  });

  it('leaves other keys, Alt chords and Cmd+Y to the browser', () => {
    expect(commandForKey(press('x'))).toBeNull();
    expect(commandForKey(press('s', { altKey: true }))).toBeNull();
    expect(commandForKey(press('y', { metaKey: true }))).toBeNull();
    expect(commandForKey(press('c', { ctrlKey: true }))).toBeNull();
  });
});

describe('edits at the playhead', () => {
  const steps: TimelineStep[] = [
    { id: 'a', title: 'A', type: 'original', startTime: 0, endTime: 20 },
    { id: 'b', title: 'B', type: 'original', startTime: 20, endTime: 40 },
  ];

  it('moves by a frame or a second', () => {
    expect(nudgeOf('frame-back')).toBeCloseTo(-1 / 30);
    expect(nudgeOf('second-forward')).toBe(1);
    expect(nudgeOf('split')).toBe(0);
  });

  it('makes a range from in and out in either order, snapped to frames', () => {
    expect(rangeOf(30.001, 27)).toEqual({ start: 27, end: 30 });
    expect(rangeOf(5, 5)).toBeNull();
    expect(rangeOf(null, 5)).toBeNull();
  });

  it('splits with a new valid step id at the frame of the playhead, titled as its step', () => {
    const seg = splitAt(steps, 12.345);
    expect(seg).toMatchObject({ type: 'insert', at: 12.333, title: 'A' });
    expect(idSchema.safeParse((seg as { stepId: string }).stepId).success).toBe(true);
  });

  it('deletes the range, else the selected step, else nothing', () => {
    expect(deletion({ start: 1, end: 4 }, 'a')).toEqual({
      type: 'delete',
      start: 1,
      end: 4,
      target: 'cut',
    });
    expect(deletion(null, 'a')).toEqual({ type: 'delete', stepId: 'a' });
    expect(deletion(null, null)).toBeNull();
  });

  it('trims the step under the playhead from its start or to its end', () => {
    expect(trimAt(steps, 25, 'start')).toEqual({
      type: 'delete',
      start: 20,
      end: 25,
      target: 'trim',
    });
    expect(trimAt(steps, 25, 'end')).toEqual({
      type: 'delete',
      start: 25,
      end: 40,
      target: 'trim',
    });
    expect(trimAt(steps, 20, 'start')).toBeNull();
  });
});
