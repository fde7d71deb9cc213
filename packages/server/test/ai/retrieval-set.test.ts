import { TITLE_MAX_LENGTH, sentenceSchema, sentencesInRange } from '@stepwise/core';
import { describe, expect, it } from 'vitest';
import { RETRIEVAL_QUESTIONS, RETRIEVAL_WORKFLOWS, workflowSentences } from './retrieval-set.js';

// The shape of the retrieval evaluation set (issue 7): enough workflows and questions, transcripts
// that load as real ones, and questions that do not simply repeat the words of their answer.

const words = (text: string): string[] =>
  text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s]+/gu, ' ')
    .split(/\s+/u)
    .filter(Boolean);

/** The runs of `n` consecutive words in `text`, joined by spaces. */
const runs = (text: string, n: number): Set<string> => {
  const w = words(text);
  return new Set(
    w.slice(0, Math.max(0, w.length - n + 1)).map((_, i) => w.slice(i, i + n).join(' ')),
  );
};

const steps = RETRIEVAL_WORKFLOWS.flatMap((workflow) =>
  workflow.steps.map((step) => ({ workflow, step })),
);

describe('retrieval set: workflows', () => {
  it('has at least 20 workflows of 3-7 steps, each step with 2-5 sentences', () => {
    expect(RETRIEVAL_WORKFLOWS.length).toBeGreaterThanOrEqual(20);
    for (const workflow of RETRIEVAL_WORKFLOWS) {
      expect(workflow.language).toBe('en');
      expect(workflow.title.trim()).not.toBe('');
      expect(workflow.steps.length, workflow.id).toBeGreaterThanOrEqual(3);
      expect(workflow.steps.length, workflow.id).toBeLessThanOrEqual(7);
    }
    for (const { step } of steps) {
      expect(step.sentences.length, step.id).toBeGreaterThanOrEqual(2);
      expect(step.sentences.length, step.id).toBeLessThanOrEqual(5);
      expect([...step.title].length, step.id).toBeLessThanOrEqual(TITLE_MAX_LENGTH);
    }
  });

  it('uses unique workflow and step ids', () => {
    const workflowIds = RETRIEVAL_WORKFLOWS.map((w) => w.id);
    const stepIds = steps.map(({ step }) => step.id);
    expect(new Set(workflowIds).size).toBe(workflowIds.length);
    expect(new Set(stepIds).size).toBe(stepIds.length);
    for (const id of workflowIds) expect(id).toMatch(/^rs-[a-z0-9-]+$/);
  });

  it('has contiguous steps from zero and sentences in order inside their step', () => {
    for (const workflow of RETRIEVAL_WORKFLOWS) {
      let previousEnd = 0;
      for (const step of workflow.steps) {
        expect(step.startTime, step.id).toBe(previousEnd);
        expect(step.endTime, step.id).toBeGreaterThan(step.startTime);
        let previousSentenceEnd = step.startTime;
        for (const sentence of step.sentences) {
          expect(sentenceSchema.safeParse(sentence).success, sentence.sentence).toBe(true);
          expect(sentence.startTime, sentence.sentence).toBeGreaterThanOrEqual(previousSentenceEnd);
          expect(sentence.endTime, sentence.sentence).toBeGreaterThan(sentence.startTime);
          expect(sentence.endTime, sentence.sentence).toBeLessThanOrEqual(step.endTime);
          previousSentenceEnd = sentence.endTime;
        }
        previousEnd = step.endTime;
      }
    }
  });

  it('loads as one transcription per workflow that the steps split back apart', () => {
    for (const workflow of RETRIEVAL_WORKFLOWS) {
      const all = workflowSentences(workflow);
      for (const step of workflow.steps) {
        expect(sentencesInRange(all, step.startTime, step.endTime)).toEqual(step.sentences);
      }
    }
  });
});

describe('retrieval set: questions', () => {
  const byStep = new Map(steps.map((entry) => [entry.step.id, entry]));

  it('has at least 40 distinct questions over at least 20 workflows', () => {
    expect(RETRIEVAL_QUESTIONS.length).toBeGreaterThanOrEqual(40);
    const texts = RETRIEVAL_QUESTIONS.map((q) => q.question.toLowerCase().trim());
    expect(new Set(texts).size).toBe(texts.length);
    const covered = new Set(RETRIEVAL_QUESTIONS.map((q) => q.expected.workflowId));
    expect(covered.size).toBeGreaterThanOrEqual(20);
  });

  it('expects a workflow and a step of that workflow that exist', () => {
    for (const { question, expected } of RETRIEVAL_QUESTIONS) {
      const entry = byStep.get(expected.stepId);
      expect(entry, question).toBeDefined();
      expect(entry?.workflow.id, question).toBe(expected.workflowId);
    }
  });

  it('finds a shared run of 5 words, so the check below is not vacuous', () => {
    const answer = runs('Put on the face shield and the acid resistant gloves.', 5);
    const shares = (question: string) => [...runs(question, 5)].some((r) => answer.has(r));
    expect(shares('where are the acid-resistant gloves kept?')).toBe(false);
    expect(shares('do I need the FACE shield, and the gloves?')).toBe(true);
  });

  it('words each question differently from its answer (no run of 5 words in common)', () => {
    for (const { question, expected } of RETRIEVAL_QUESTIONS) {
      const entry = byStep.get(expected.stepId);
      if (!entry) throw new Error(`no step ${expected.stepId}`);
      const answer = [entry.step.title, ...entry.step.sentences.map((s) => s.sentence)];
      const answerRuns = new Set(answer.flatMap((text) => [...runs(text, 5)]));
      const shared = [...runs(question, 5)].filter((run) => answerRuns.has(run));
      expect(shared, question).toEqual([]);
    }
  });
});
