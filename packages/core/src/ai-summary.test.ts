import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  extractiveSummary,
  isAiSummaryProcessing,
  isAiSummaryShown,
  summaryTokens,
  type AiSummaryContent,
} from './ai-summary.js';
import {
  aiSummaryContentSchema,
  aiSummaryCreateSchema,
  aiSummaryUpdateSchema,
} from './ai-summary.schema.js';

const s = (sentence: string, startTime: number, endTime = startTime + 4) => ({
  sentence,
  startTime,
  endTime,
});

// A pump seal change, spoken over three steps.
const SENTENCES = [
  s('Before you start, lock out the pump and close both isolation valves.', 0),
  s('Hang your lock and tag on the pump breaker.', 5),
  s('Check that the pump cannot start by pressing the start button.', 10),
  s('Remove the four bolts that hold the seal cover.', 20),
  s('Pull the old mechanical seal straight out of the pump housing.', 25),
  s('Clean the seal seat with a lint-free cloth.', 30),
  s('Press the new mechanical seal into the housing until it seats.', 40),
  s('Refit the seal cover and torque the bolts to twenty newton metres.', 45),
  s(
    'Open the isolation valves, remove your lock and run the pump to check the seal for leaks.',
    50,
  ),
];
const STEPS = [
  { id: 'st1', startTime: 0, endTime: 20 },
  { id: 'st2', startTime: 20, endTime: 40 },
  { id: 'st3', startTime: 40, endTime: 60 },
];
const quoted = new Set(SENTENCES.map((x) => x.sentence));

describe('status rules (001 §5)', () => {
  const content: AiSummaryContent = {
    summary: { highlights: [], contents: [{ translations: [], content: { en: 'Text.' } }] },
  };
  it('shows only a completed summary, while it is active and has something to show', () => {
    expect(isAiSummaryShown({ status: 'completed', activate: true, content })).toBe(true);
    for (const status of ['pending', 'processing', 'failure'] as const) {
      expect(isAiSummaryShown({ status, activate: true, content })).toBe(false);
    }
    expect(isAiSummaryShown({ status: 'completed', activate: false, content })).toBe(false);
    expect(isAiSummaryShown({ status: 'completed', activate: true, content: null })).toBe(false);
    expect(
      isAiSummaryShown({
        status: 'completed',
        activate: true,
        content: { summary: { highlights: [], contents: [] } },
      }),
    ).toBe(false);
    expect(isAiSummaryShown(null)).toBe(false);
  });
  it('counts pending and processing as AI processing', () => {
    expect(isAiSummaryProcessing('pending')).toBe(true);
    expect(isAiSummaryProcessing('processing')).toBe(true);
    expect(isAiSummaryProcessing('completed')).toBe(false);
    expect(isAiSummaryProcessing('failure')).toBe(false);
  });
});

describe('extractiveSummary', () => {
  const summary = extractiveSummary(SENTENCES, STEPS, { languageCode: 'en' });

  it('is valid summary content', () => {
    expect(aiSummaryContentSchema.safeParse(summary).success).toBe(true);
    expect(summary.sop).toBeUndefined();
  });

  it('quotes the transcript and invents nothing', () => {
    const items = [...summary.summary.highlights, ...summary.summary.contents];
    expect(items.length).toBeGreaterThan(0);
    for (const item of items) {
      expect(Object.keys(item.content)).toEqual(['en']);
      expect(quoted.has(item.content.en!)).toBe(true);
      expect(item.translations).toEqual([]);
    }
  });

  it('picks one content item per step, in step order, from inside that step', () => {
    const { contents } = summary.summary;
    expect(contents.map((c) => c.stepId)).toEqual(['st1', 'st2', 'st3']);
    for (const c of contents) {
      const step = STEPS.find((x) => x.id === c.stepId)!;
      expect(c.startTime).toBeGreaterThanOrEqual(step.startTime);
      expect(c.startTime).toBeLessThan(step.endTime);
    }
  });

  it('picks the most central sentences as highlights, in time order, with a key term from each', () => {
    const { highlights } = summary.summary;
    expect(highlights).toHaveLength(3); // ceil(9 / 3)
    const times = highlights.map((h) => h.startTime!);
    expect(times).toEqual([...times].sort((a, b) => a - b));
    // "pump" and "seal" are the transcript's central terms: every highlight carries one.
    for (const h of highlights) expect(h.content.en).toMatch(/pump|seal/i);
    for (const h of highlights) {
      expect(h.key.length).toBeGreaterThan(0);
      expect(h.content.en!.toLowerCase()).toContain(h.key.toLowerCase());
      expect(h.stepId).toBeDefined();
    }
  });

  it('does not repeat itself', () => {
    const twice = [...SENTENCES, ...SENTENCES.map((x) => ({ ...x, startTime: x.startTime + 60 }))];
    const { highlights } = extractiveSummary(twice, [], { languageCode: 'en' }).summary;
    const texts = highlights.map((h) => h.content.en);
    expect(new Set(texts).size).toBe(texts.length);
  });

  it('skips steps without speech and sorts sentences by time', () => {
    const steps = [...STEPS, { id: 'silent', startTime: 60, endTime: 70 }];
    const shuffled = [...SENTENCES].reverse();
    const out = extractiveSummary(shuffled, steps, { languageCode: 'en' }).summary;
    expect(out.contents.map((c) => c.stepId)).toEqual(['st1', 'st2', 'st3']);
  });

  it('without steps takes the whole transcript as one span; with no speech gives nothing', () => {
    const out = extractiveSummary(SENTENCES, [], { languageCode: 'en' }).summary;
    expect(out.contents).toHaveLength(1);
    expect(out.contents[0]!.stepId).toBeUndefined();
    const none = extractiveSummary([s('  ', 0)], STEPS, { languageCode: 'en' }).summary;
    expect(none).toEqual({ highlights: [], contents: [] });
  });

  it('keys content by the transcript language and handles unspaced scripts', () => {
    const ja = [
      s('ポンプを停止してバルブを閉めます。', 0),
      s('古いシールをポンプから外します。', 5),
      s('新しいシールをポンプに取り付けます。', 10),
    ];
    const out = extractiveSummary(ja, [{ id: 'a', startTime: 0, endTime: 20 }], {
      languageCode: 'ja-jp',
    }).summary;
    expect(out.highlights).toHaveLength(1);
    expect(Object.keys(out.highlights[0]!.content)).toEqual(['ja-jp']);
    expect(out.contents).toHaveLength(1);
    expect(summaryTokens('ポンプ').map((t) => t.term)).toEqual(['ポン', 'ンプ']);
  });

  it('caps highlights at maxHighlights', () => {
    const out = extractiveSummary(SENTENCES, STEPS, { languageCode: 'en', maxHighlights: 1 });
    expect(out.summary.highlights).toHaveLength(1);
  });
});

describe('wire schemas', () => {
  it('POST takes a workflowId and optional non-empty sentences, nothing else', () => {
    expect(aiSummaryCreateSchema.safeParse({ workflowId: 'w1' }).success).toBe(true);
    expect(
      aiSummaryCreateSchema.safeParse({ workflowId: 'w1', sentences: SENTENCES }).success,
    ).toBe(true);
    expect(aiSummaryCreateSchema.safeParse({ workflowId: 'w1', sentences: [] }).success).toBe(
      false,
    );
    expect(aiSummaryCreateSchema.safeParse({ workflowId: 'w 1' }).success).toBe(false);
    expect(aiSummaryCreateSchema.safeParse({ workflowId: 'w1', extra: 1 }).success).toBe(false);
    const backwards = [{ sentence: 'x', startTime: 5, endTime: 1 }];
    expect(
      aiSummaryCreateSchema.safeParse({ workflowId: 'w1', sentences: backwards }).success,
    ).toBe(false);
  });
  it('PATCH needs content or activate; content needs text in some language', () => {
    expect(aiSummaryUpdateSchema.safeParse({}).success).toBe(false);
    expect(aiSummaryUpdateSchema.safeParse({ activate: false }).success).toBe(true);
    const blank = {
      summary: { highlights: [], contents: [{ translations: [], content: { en: ' ' } }] },
    };
    expect(aiSummaryUpdateSchema.safeParse({ content: blank }).success).toBe(false);
    const sop = [{ step: '1', description: 'Lock out', tool: 'Lock', safetyOrWarning: 'Live' }];
    expect(
      aiSummaryContentSchema.safeParse({ summary: { highlights: [], contents: [] }, sop }).success,
    ).toBe(true);
  });
});

it('ai-summary.ts imports no zod (the player reads it)', () => {
  const source = readFileSync(new URL('./ai-summary.ts', import.meta.url), 'utf8');
  expect(source).not.toMatch(/from ['"]zod(\/[^'"]*)?['"]/);
});
