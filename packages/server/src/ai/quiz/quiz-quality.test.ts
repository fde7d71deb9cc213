import { describe, expect, it } from 'vitest';
import type { QuestionInput } from '@stepwise/core';
import type { OfflineQuizInput } from './offline-quiz.js';
import { citedStep, keyWords, quizQuality } from './quiz-quality.js';

// Hand-written questions: the check must judge them on their text alone.
const INPUT: OfflineQuizInput = {
  title: 'Charging',
  languageCode: 'en',
  steps: [
    {
      id: 'a',
      title: 'Connect the charger',
      startTime: 0,
      endTime: 20,
      sentences: [
        { text: 'Push the charger plug into the battery connector.', startTime: 1, endTime: 6 },
        { text: 'Switch the charger on and check the display.', startTime: 7, endTime: 12 },
      ],
    },
    {
      id: 'b',
      title: 'Finish',
      startTime: 20,
      endTime: 80,
      sentences: [
        { text: 'A full charge takes about eight hours.', startTime: 21, endTime: 25 },
        { text: 'Write the cell readings in the battery log.', startTime: 70.4, endTime: 75 },
      ],
    },
  ],
};

const single = (answer: string, reference: string, explanation = ''): QuestionInput => ({
  type: 'single-selection',
  title: `Push the charger _____ into the battery connector (${answer}).`,
  options: [
    { letter: 'A', text: answer },
    { letter: 'B', text: 'hose' },
    { letter: 'C', text: 'lever' },
    { letter: 'D', text: 'valve' },
  ],
  correctAnswer: 'A',
  referenceSource: reference,
  explanation,
});

const tf = (
  title: string,
  value: boolean,
  reference: string,
  explanation: string,
): QuestionInput => ({
  type: 'true-or-false',
  title,
  options: [
    { letter: 'A', text: 'True' },
    { letter: 'B', text: 'False' },
  ],
  correctAnswer: value ? 'A' : 'B',
  referenceSource: reference,
  explanation,
});

describe('citedStep', () => {
  it('finds the step by number, title and time', () => {
    expect(citedStep('Step 1 "Connect the charger", 00:01', INPUT.steps)).toBe(0);
    expect(citedStep('Step 2 "Finish", 01:10', INPUT.steps)).toBe(1);
    expect(citedStep('2단계 "Finish", 00:21', INPUT.steps)).toBe(1);
  });

  it('refuses a step that is not there, another title or a time outside the step', () => {
    expect(citedStep('Step 3 "Finish", 00:21', INPUT.steps)).toBeNull();
    expect(citedStep('Step 2 "Connect the charger", 00:21', INPUT.steps)).toBeNull();
    expect(citedStep('Step 2 "Finish", 00:05', INPUT.steps)).toBeNull();
    expect(citedStep('User manually adds questions', INPUT.steps)).toBeNull();
  });
});

describe('keyWords', () => {
  it('keeps content words and numbers, drops stop words', () => {
    expect([...keyWords('the two marks at 2,5 bar')].sort()).toEqual([
      '2.5',
      'bar',
      'marks',
      'two',
    ]);
  });
});

describe('quizQuality', () => {
  it('supports an answer the cited step says, and not one it does not', () => {
    const q = quizQuality(INPUT, [
      single('plug', 'Step 1 "Connect the charger", 00:01'),
      single('cable', 'Step 1 "Connect the charger", 00:07'),
      single('plug', 'Step 2 "Finish", 00:21'),
    ]);
    expect(q.verdicts.map((v) => v.supported)).toEqual([true, false, false]);
    expect(q.supported).toBe(1);
  });

  it('checks true statements word by word and false ones against the quoted sentence', () => {
    const ref = 'Step 2 "Finish", 00:21';
    const quote = '“A full charge takes about eight hours.”';
    const q = quizQuality(INPUT, [
      tf('A full charge takes about eight hours.', true, ref, quote),
      tf('A full charge takes about twelve hours.', false, ref, quote),
      // Wrong either way: a "true" statement the step never makes, a "false" one it makes.
      tf('A full charge takes about twelve hours.', true, ref, quote),
      tf('A full charge takes about eight hours.', false, ref, quote),
      // A false statement must quote the sentence it contradicts.
      tf('A full charge takes about six hours.', false, ref, 'It is longer.'),
    ]);
    expect(q.verdicts.map((v) => v.supported)).toEqual([true, true, false, false, false]);
  });

  it('counts duplicates by title and by quoted sentence, and an all-true set', () => {
    const ref = 'Step 2 "Finish", 00:21';
    const quote = '“A full charge takes about eight hours.”';
    const q = quizQuality(INPUT, [
      tf('A full charge takes about eight hours.', true, ref, quote),
      tf('A full charge takes about eight hours.', true, ref, quote),
      single('hours', ref, quote),
    ]);
    expect(q.duplicates).toBe(2);
    expect(q.allTrue).toBe(true);
    expect(q.trueOrFalse).toBe(2);
  });

  it('counts an invalid question', () => {
    const bad = { ...single('plug', 'Step 1 "Connect the charger", 00:01'), title: ' ' };
    expect(quizQuality(INPUT, [bad]).invalid).toBe(1);
  });
});
