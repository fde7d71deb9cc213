import { describe, expect, it } from 'vitest';
import {
  initialStepOrders,
  nextStepOrder,
  STEP_ORDER_SPACING,
  stepTitleFromSentences,
} from './step.js';
import { stepSchema } from './step.schema.js';

const step = {
  id: 'st1',
  workflowId: 'wf1',
  title: { 'en-us': 'Loosen the chuck: turn it left.' },
  order: 10,
  startTime: 12.5,
  endTime: 30,
  duration: 17.5,
  poster: 'org1/posters/st1.jpg',
  hlsUrl: 'org1/hls/st1/master.m3u8',
  videos: { '360': 'org1/video/st1-360.mp4', '720': 'org1/video/st1-720.mp4' },
  transcriptions: {
    'en-us': [{ sentence: 'Loosen the chuck: turn it left.', startTime: 0.2, endTime: 3 }],
  },
};

describe('stepSchema (001 §3, 002 §3)', () => {
  it('parses a processed step', () => {
    expect(stepSchema.parse(step)).toEqual(step);
  });

  it('a step still processing has no poster, playlist, files or transcript', () => {
    const pending = { ...step, poster: null, hlsUrl: null, videos: {}, transcriptions: {} };
    expect(stepSchema.parse(pending)).toEqual(pending);
  });

  it('titles keep transcript punctuation, may be empty, and are at most 90 characters', () => {
    expect(stepSchema.safeParse({ ...step, title: { en: '' } }).success).toBe(true);
    expect(stepSchema.safeParse({ ...step, title: { en: 'x'.repeat(91) } }).success).toBe(false);
  });

  it('end is not before start; videos are keyed by resolution', () => {
    expect(stepSchema.safeParse({ ...step, endTime: 10 }).success).toBe(false);
    expect(stepSchema.safeParse({ ...step, videos: { hd: 'a.mp4' } }).success).toBe(false);
  });
});

describe('001 §9: step order spacing 10', () => {
  it('the spacing is 10', () => {
    expect(STEP_ORDER_SPACING).toBe(10);
  });

  it('the first step gets 10, later ones the next multiple of 10', () => {
    expect(nextStepOrder([])).toBe(10);
    expect(nextStepOrder([10, 20, 30])).toBe(40);
    expect(nextStepOrder([30, 10, 25])).toBe(40);
    expect(nextStepOrder([35])).toBe(40);
  });

  it('new steps are numbered 10, 20, 30', () => {
    expect(initialStepOrders(3)).toEqual([10, 20, 30]);
    expect(initialStepOrders(0)).toEqual([]);
  });
});

describe('stepTitleFromSentences', () => {
  const s = (sentence: string) => ({ sentence });

  it('takes the first sentence with text, trimmed', () => {
    expect(stepTitleFromSentences([s('  '), s('  Remove the cover. '), s('Then...')])).toBe(
      'Remove the cover.',
    );
  });

  it('no sentences, or only empty ones, give an empty title', () => {
    expect(stepTitleFromSentences([])).toBe('');
    expect(stepTitleFromSentences([s(''), s(' ')])).toBe('');
  });

  it('001 §9: a long sentence is cut at a word boundary to 90 characters with an ellipsis', () => {
    const long =
      'Before you change the drill bit, unplug the drill, then open the chuck by turning the collar counter-clockwise.';
    const title = stepTitleFromSentences([s(long)]);
    expect([...title].length).toBeLessThanOrEqual(90);
    expect(title).toBe(
      'Before you change the drill bit, unplug the drill, then open the chuck by turning the…',
    );
    expect(long.startsWith(title.slice(0, -1))).toBe(true);
  });

  it('a cut that ends a word keeps the whole word and drops trailing punctuation', () => {
    expect(stepTitleFromSentences([s('one two, three')], 9)).toBe('one two…');
  });

  it('text without spaces is cut hard', () => {
    expect(stepTitleFromSentences([s('请先关闭机器电源然后拆下外壳')], 6)).toBe('请先关闭机…');
  });

  it('a custom maxLength', () => {
    expect(stepTitleFromSentences([s('Remove the cover.')], 12)).toBe('Remove the…');
  });

  it('collapses inner whitespace', () => {
    expect(stepTitleFromSentences([s('Remove\n the   cover.')])).toBe('Remove the cover.');
  });
});
