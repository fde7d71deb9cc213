import { describe, expect, it } from 'vitest';
import {
  buildTimeline,
  formatMinutesSeconds,
  localizedText,
  menuItems,
  nextStepIndex,
  previousStepIndex,
  stepIndexAt,
  stepIndexById,
  stepNumber,
  stepsToPreload,
  toStepTime,
  toStreamTime,
} from './steps.js';
import { threeSteps } from './test-fixtures.js';

const timeline = buildTimeline(threeSteps);

describe('timeline (002 §3 Step)', () => {
  it('orders steps by order with their place on the stream', () => {
    expect(timeline.map((s) => [s.id, s.index, s.start, s.end, s.duration])).toEqual([
      ['s1', 0, 0, 10, 10],
      ['s2', 1, 10, 25, 15],
      ['s3', 2, 25, 30, 5],
    ]);
  });

  it('finds the step at a time, tolerating a seek landing just before a start', () => {
    expect(stepIndexAt(timeline, 0)).toBe(0);
    expect(stepIndexAt(timeline, 9.9)).toBe(0);
    expect(stepIndexAt(timeline, 9.97)).toBe(1);
    expect(stepIndexAt(timeline, 10)).toBe(1);
    expect(stepIndexAt(timeline, 29)).toBe(2);
    expect(stepIndexAt(timeline, 99)).toBe(2);
    expect(stepIndexAt([], 5)).toBe(0);
  });

  it('converts between stream time and step time, clamped to the step', () => {
    const s2 = timeline[1]!;
    expect(toStepTime(s2, 16)).toBe(6);
    expect(toStepTime(s2, 5)).toBe(0);
    expect(toStepTime(s2, 40)).toBe(15);
    expect(toStreamTime(s2, 6)).toBe(16);
    expect(toStreamTime(s2, 99)).toBe(25);
  });

  it('deep-links to a step id, the first step when unknown', () => {
    expect(stepIndexById(timeline, 's3')).toBe(2);
    expect(stepIndexById(timeline, 'nope')).toBe(0);
    expect(stepIndexById(timeline, null)).toBe(0);
  });

  it('next / previous stop at the ends', () => {
    expect(nextStepIndex(timeline, 0)).toBe(1);
    expect(nextStepIndex(timeline, 2)).toBeNull();
    expect(previousStepIndex(1)).toBe(0);
    expect(previousStepIndex(0)).toBeNull();
  });

  it('preloads the next 1 step (002 §9)', () => {
    expect(stepsToPreload(timeline, 0)).toEqual(['s2']);
    expect(stepsToPreload(timeline, 2)).toEqual([]);
  });
});

describe('step menu grid (002 §2)', () => {
  it('two-digit numbers, mm:ss durations', () => {
    expect(stepNumber(0)).toBe('01');
    expect(stepNumber(9)).toBe('10');
    expect(stepNumber(99)).toBe('100');
    expect(formatMinutesSeconds(75.4)).toBe('01:15');
    expect(formatMinutesSeconds(3600)).toBe('60:00');
    expect(formatMinutesSeconds(Number.NaN)).toBe('00:00');
  });

  it('titles in the UI language, then the same prefix, then the workflow language, then any', () => {
    const title = { en: 'Bolt', 'zh-tw': '螺栓', de: '  ' };
    expect(localizedText(title, 'zh-tw', 'en')).toBe('螺栓');
    expect(localizedText(title, 'zh', 'en')).toBe('螺栓');
    expect(localizedText(title, 'de', 'en')).toBe('Bolt');
    expect(localizedText({ fr: 'Boulon' }, 'de', 'en')).toBe('Boulon');
    expect(localizedText({ en: '' }, 'en', 'en')).toBe('');
  });

  it('lists poster, number, title, duration and the paperclip', () => {
    expect(menuItems(timeline, 'de', 'en')).toEqual([
      {
        id: 's1',
        index: 0,
        number: '01',
        title: 'Öffnen',
        duration: '00:10',
        posterURL: null,
        hasAttachments: false,
      },
      {
        id: 's2',
        index: 1,
        number: '02',
        title: 'Tighten the bolt',
        duration: '00:15',
        posterURL: 'p2.jpg',
        hasAttachments: true,
      },
      {
        id: 's3',
        index: 2,
        number: '03',
        title: '',
        duration: '00:05',
        posterURL: null,
        hasAttachments: false,
      },
    ]);
  });
});
