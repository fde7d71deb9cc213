import { describe, expect, it } from 'vitest';
import { searchWorkflow } from './search.js';
import { buildTimeline } from './steps.js';
import { threeSteps } from './test-fixtures.js';

const timeline = buildTimeline(threeSteps);

describe('search inside the workflow (002 §5)', () => {
  it('matches case-insensitively per sentence, in play order, with step and time', () => {
    const results = searchWorkflow(timeline, 'bolt', 'en', 'en');
    expect(results.map((r) => [r.stepId, r.stepIndex, r.stepTime, r.time])).toEqual([
      ['s2', 1, 6, 16],
      ['s3', 2, 2, 27],
    ]);
    expect(results[0]!.snippet.text).toBe('Now tighten the BOLT firmly.');
    const { text, matchStart, matchEnd } = results[0]!.snippet;
    expect(text.slice(matchStart, matchEnd)).toBe('BOLT');
  });

  it('a blank query finds nothing', () => {
    expect(searchWorkflow(timeline, '   ', 'en', 'en')).toEqual([]);
  });

  it("searches the UI language's transcript, else the workflow language's", () => {
    expect(searchWorkflow(timeline, 'klappe', 'de-de', 'en').map((r) => r.stepId)).toEqual(['s1']);
    expect(searchWorkflow(timeline, 'wrench', 'de', 'en').map((r) => r.stepId)).toEqual(['s2']);
  });

  it('trims the snippet with an ellipsis when the match is past 40 characters', () => {
    const long = 'a'.repeat(30) + ' words before the part that matters: torque';
    const steps = buildTimeline([
      {
        id: 'x',
        title: {},
        startTime: 0,
        endTime: 5,
        transcriptions: { en: [{ sentence: long, startTime: 1 }] },
      },
    ]);
    const [result] = searchWorkflow(steps, 'torque', 'en', 'en');
    expect(result!.snippet.text.startsWith('…')).toBe(true);
    expect(result!.snippet.text.endsWith('torque')).toBe(true);
  });
});
