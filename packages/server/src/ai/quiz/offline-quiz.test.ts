import { describe, expect, it } from 'vitest';
import { questionInputSchema, quizProblems, type QuestionInput } from '@stepwise/core';
import {
  generateOfflineQuiz,
  type OfflineQuizInput,
  type OfflineQuizStep,
} from './offline-quiz.js';
import { citedStep, quizQuality } from './quiz-quality.js';

const step = (
  n: number,
  title: string,
  startTime: number,
  endTime: number,
  texts: string[],
): OfflineQuizStep => {
  const span = (endTime - startTime) / texts.length;
  return {
    id: `step-${n}`,
    title,
    startTime,
    endTime,
    sentences: texts.map((text, i) => ({
      text,
      startTime: startTime + i * span + 0.2,
      endTime: startTime + (i + 1) * span - 0.2,
    })),
  };
};

const FILTER: OfflineQuizInput = {
  title: 'Replace the hydraulic filter',
  languageCode: 'en',
  steps: [
    step(1, 'Shut down the press', 0, 30, [
      'Stop the press with the green button and wait for the flywheel to stop turning.',
      'Lock the main switch and hang your tag on the handle.',
      'Now wait 5 minutes so the oil can cool below 40 degrees.',
    ]),
    step(2, 'Remove the old filter', 30, 66, [
      'Put a drip tray under the filter housing before you open it.',
      'Turn the bowl anticlockwise with the strap wrench and lift it straight down.',
      'Pull the old cartridge out and drop it in the yellow waste bin.',
    ]),
    step(3, 'Replace the filter', 66, 100, [
      'Wipe the seat with a lint free cloth and check the O-ring for cuts.',
      'Push the new cartridge onto the spigot until it clicks.',
      'Screw the bowl back on by hand and tighten it a quarter turn with the wrench.',
    ]),
    step(4, 'Restart and check', 100, 130, [
      'Remove your lock, switch the pump on and watch the pressure gauge rise to 180 bar.',
      'Check the housing for leaks for 2 minutes and write the date on the service label.',
    ]),
  ],
};

function expectValid(questions: QuestionInput[], input: OfflineQuizInput) {
  for (const q of questions) {
    const parsed = questionInputSchema.parse(q);
    expect(quizProblems([parsed])).toEqual([]);
    expect(q.options.every((o) => o.text.trim() !== '')).toBe(true);
    expect(new Set(q.options.map((o) => o.text.toLowerCase())).size).toBe(q.options.length);
    expect(citedStep(q.referenceSource!, input.steps)).not.toBeNull();
  }
}

describe('generateOfflineQuiz', () => {
  it('makes schema-valid, complete questions of both kinds', () => {
    const quiz = generateOfflineQuiz(FILTER, 6);
    expect(quiz).toHaveLength(6);
    expectValid(quiz, FILTER);
    const kinds = new Set(quiz.map((q) => q.type));
    expect(kinds).toEqual(new Set(['true-or-false', 'single-selection']));
    for (const q of quiz.filter((q) => q.type === 'single-selection')) {
      expect(q.title).toContain('_____');
      expect(q.options).toHaveLength(4);
      const right = q.options.find((o) => o.letter === q.correctAnswer)!.text;
      // The explanation quotes the sentence, which holds the right answer and no wrong one.
      expect(q.explanation).toContain(right);
    }
  });

  it('is deterministic: the same transcript gives the same quiz', () => {
    expect(generateOfflineQuiz(FILTER, 8)).toEqual(generateOfflineQuiz(FILTER, 8));
    const copy: OfflineQuizInput = JSON.parse(JSON.stringify(FILTER));
    expect(generateOfflineQuiz(copy, 5)).toEqual(generateOfflineQuiz(FILTER, 5));
  });

  it('never repeats a sentence or a title', () => {
    for (const count of [3, 5, 8, 11]) {
      const quiz = generateOfflineQuiz(FILTER, count);
      expect(new Set(quiz.map((q) => q.title)).size).toBe(quiz.length);
      expect(new Set(quiz.map((q) => q.explanation)).size).toBe(quiz.length);
      expect(quizQuality(FILTER, quiz).duplicates).toBe(0);
    }
  });

  it('never gives an all-true true-or-false set', () => {
    for (let count = 1; count <= 11; count++) {
      const quiz = generateOfflineQuiz(FILTER, count);
      const tf = quiz.filter((q) => q.type === 'true-or-false');
      if (tf.length) expect(tf.some((q) => q.correctAnswer === 'B')).toBe(true);
      expect(quizQuality(FILTER, quiz).allTrue).toBe(false);
    }
  });

  it('cites a real step by number, title and the time the sentence is said', () => {
    const quiz = generateOfflineQuiz(FILTER, 11);
    for (const q of quiz) {
      const m = /^Step (\d) "([^"]+)", (\d\d):(\d\d)$/u.exec(q.referenceSource!);
      expect(m, q.referenceSource).not.toBeNull();
      const cited = FILTER.steps[Number(m![1]) - 1]!;
      expect(m![2]).toBe(cited.title);
      const seconds = Number(m![3]) * 60 + Number(m![4]);
      expect(seconds).toBeGreaterThanOrEqual(Math.floor(cited.startTime));
      expect(seconds).toBeLessThanOrEqual(cited.endTime);
      // The quoted sentence is one of that step's.
      expect(cited.sentences.some((s) => q.explanation!.includes(s.text))).toBe(true);
    }
  });

  it('supports every answer from the cited step (the independent check)', () => {
    const quiz = generateOfflineQuiz(FILTER, 11);
    const quality = quizQuality(FILTER, quiz);
    expect(quality.verdicts.filter((v) => !v.supported)).toEqual([]);
  });

  it('makes a false statement by swapping a term the step never says', () => {
    const quiz = generateOfflineQuiz(FILTER, 11);
    const falses = quiz.filter((q) => q.type === 'true-or-false' && q.correctAnswer === 'B');
    expect(falses.length).toBeGreaterThan(0);
    for (const q of falses) expect(q.explanation).not.toContain(q.title.replace(/\.$/u, ''));
  });

  it('drops spoken openers from statements', () => {
    const quiz = generateOfflineQuiz(FILTER, 11);
    expect(quiz.some((q) => /^Now\b/u.test(q.title))).toBe(false);
  });

  it('returns fewer questions for a thin transcript, never filler', () => {
    const quiz = generateOfflineQuiz(FILTER, 50);
    expect(quiz.length).toBeLessThanOrEqual(11);
    expect(quiz.length).toBeGreaterThan(5);
    expectValid(quiz, FILTER);
  });

  it('returns nothing for no steps, no sentences or no questions asked', () => {
    expect(generateOfflineQuiz({ title: 't', languageCode: 'en', steps: [] }, 5)).toEqual([]);
    const empty = { ...FILTER, steps: FILTER.steps.map((s) => ({ ...s, sentences: [] })) };
    expect(generateOfflineQuiz(empty, 5)).toEqual([]);
    expect(generateOfflineQuiz(FILTER, 0)).toEqual([]);
    expect(generateOfflineQuiz(FILTER, -3)).toEqual([]);
    expect(generateOfflineQuiz(FILTER, Number.NaN)).toEqual([]);
    const blank = { ...FILTER, steps: [step(1, 'Only', 0, 5, ['  ', 'Ok.', 'Why?'])] };
    expect(generateOfflineQuiz(blank, 5)).toEqual([]);
  });

  it('never offers a lone true statement', () => {
    // One sentence and nothing else to draw a wrong term from: no question is better than a
    // True one can always answer.
    const one = {
      ...FILTER,
      steps: [step(1, 'Only step', 0, 5, ['Check the gauge reads zero.'])],
    };
    expect(generateOfflineQuiz(one, 5)).toEqual([]);
  });

  it('works for a workflow of one step (the demo sample)', () => {
    const demo: OfflineQuizInput = {
      title: 'Replace the air filter',
      languageCode: 'en',
      steps: [
        step(1, 'Replace the air filter', 0, 27, [
          'To replace the air filter, switch the unit off and open the filter housing.',
          'Take out the old filter and slide in the new one.',
          'Close the housing and check the pressure gauge.',
        ]),
      ],
    };
    const quiz = generateOfflineQuiz(demo, 5);
    expect(quiz.length).toBeGreaterThanOrEqual(2);
    expect(quiz.length).toBeLessThanOrEqual(3);
    expectValid(quiz, demo);
    const quality = quizQuality(demo, quiz);
    expect(quality.duplicates).toBe(0);
    expect(quality.allTrue).toBe(false);
    expect(quality.supported).toBe(quiz.length);
  });

  it('works in German, with the step named in German', () => {
    const de: OfflineQuizInput = {
      title: 'Filter wechseln',
      languageCode: 'de-de',
      steps: [
        step(1, 'Maschine abschalten', 0, 20, [
          'Schalten Sie die Presse mit dem grünen Taster aus und warten Sie, bis das Schwungrad steht.',
          'Sperren Sie den Hauptschalter und hängen Sie Ihr Schild an den Griff.',
        ]),
        step(2, 'Alten Filter ausbauen', 20, 40, [
          'Stellen Sie eine Auffangwanne unter das Filtergehäuse, bevor Sie es öffnen.',
          'Ziehen Sie die alte Patrone heraus und werfen Sie sie in die gelbe Tonne.',
        ]),
        step(3, 'Neuen Filter einsetzen', 40, 60, [
          'Drücken Sie die neue Patrone auf den Zapfen, bis sie einrastet.',
          'Prüfen Sie das Manometer, es muss 180 bar anzeigen.',
        ]),
      ],
    };
    const quiz = generateOfflineQuiz(de, 5);
    expect(quiz.length).toBeGreaterThanOrEqual(3);
    expectValid(quiz, de);
    expect(quiz.every((q) => q.referenceSource!.startsWith('Schritt '))).toBe(true);
    expect(quiz.every((q) => /^„.*“$/u.test(q.explanation!))).toBe(true);
    const quality = quizQuality(de, quiz);
    expect(quality.supported).toBe(quiz.length);
    expect(quality.allTrue).toBe(false);
  });

  it('works in Japanese (words found by the platform segmenter, not character pairs)', () => {
    const ja: OfflineQuizInput = {
      title: 'フィルター交換',
      languageCode: 'ja-jp',
      steps: [
        step(1, '機械を止める', 0, 20, [
          '緑のボタンでプレス機を止めて、はずみ車が止まるまで待ってください。',
          'メインスイッチをロックして、ハンドルに札を掛けてください。',
        ]),
        step(2, '古いフィルターを外す', 20, 40, [
          'ハウジングの下に受け皿を置いてから開けてください。',
          '古いカートリッジを取り出して、黄色のごみ箱に捨ててください。',
        ]),
        step(3, '新しいフィルターを付ける', 40, 60, [
          '新しいカートリッジを差し込んで、カチッと音がするまで押してください。',
          '圧力計が180バールを示すことを確認してください。',
        ]),
      ],
    };
    const quiz = generateOfflineQuiz(ja, 4);
    expect(quiz.length).toBeGreaterThan(0);
    expectValid(quiz, ja);
    expect(quiz.every((q) => q.referenceSource!.startsWith('ステップ '))).toBe(true);
    for (const q of quiz.filter((q) => q.type === 'single-selection')) {
      for (const o of q.options) expect([...o.text].length).toBeGreaterThanOrEqual(2);
    }
    expect(quizQuality(ja, quiz).allTrue).toBe(false);
  });

  it('keeps numbers as numbers: a number is swapped or offered only for a number', () => {
    const quiz = generateOfflineQuiz(FILTER, 11);
    for (const q of quiz.filter((q) => q.type === 'single-selection')) {
      const numeric = q.options.map((o) => /^\d+(?:[.,]\d+)?$/u.test(o.text));
      expect(new Set(numeric).size).toBe(1);
    }
  });
});
