import type { z } from 'zod';
import { describe, expect, expectTypeOf, it } from 'vitest';
import {
  DEFAULT_FEATURE_FLAGS,
  type FeatureFlags,
  FEATURE_FLAG_NAMES,
  aiAssistanceEnabled,
  assistantEntry,
  normaliseFeatureFlags,
} from './feature-flags.js';
import { featureFlagsSchema, featureFlagsUpdateSchema } from './feature-flags.schema.js';

const none = Object.fromEntries(
  FEATURE_FLAG_NAMES.map((n) => [n, false]),
) as typeof DEFAULT_FEATURE_FLAGS;

describe('feature flags', () => {
  it('000 §3: every listed flag exists with its default', () => {
    expect(FEATURE_FLAG_NAMES).toHaveLength(29);
    // 001 §2 editor choice: the advanced editor on, the classic one allowed.
    expect(DEFAULT_FEATURE_FLAGS.useEditor2).toBe(true);
    expect(DEFAULT_FEATURE_FLAGS.useEditor).toBe(false);
    expect(DEFAULT_FEATURE_FLAGS.aiQuiz).toBe(false);
    expect(DEFAULT_FEATURE_FLAGS.skills).toBe(true);
    expect(DEFAULT_FEATURE_FLAGS.governance).toBe(false);
    expect(DEFAULT_FEATURE_FLAGS.smartAssist).toBe(false);
    expect(Object.isFrozen(DEFAULT_FEATURE_FLAGS)).toBe(true);
  });

  it('the schema fills missing flags and rejects non-booleans', () => {
    expect(featureFlagsSchema.parse({ aiQuiz: true }).aiQuiz).toBe(true);
    expect(featureFlagsSchema.parse({ aiQuiz: true }).comments).toBe(true);
    expect(featureFlagsSchema.safeParse({ comments: 'yes' }).success).toBe(false);
  });

  it('the update schema keeps only what was sent and rejects unknown flags', () => {
    expect(featureFlagsUpdateSchema.parse({ tasks: false })).toEqual({ tasks: false });
    expect(featureFlagsUpdateSchema.safeParse({ teleport: true }).success).toBe(false);
  });

  it('000 §3: shared-account login requires employee-ID login', () => {
    expect(normaliseFeatureFlags(DEFAULT_FEATURE_FLAGS, false).sharedAccountLogin).toBe(false);
    expect(normaliseFeatureFlags(DEFAULT_FEATURE_FLAGS, true).sharedAccountLogin).toBe(true);
    expect(normaliseFeatureFlags(none, true).sharedAccountLogin).toBe(false);
  });

  it('000 §6: AI assistance is on if quiz, smart video SOP, AI Q&A or AI summary is on', () => {
    expect(aiAssistanceEnabled(none)).toBe(false);
    for (const flag of ['aiQuiz', 'smartVideoSop', 'aiQnA', 'aiSummary'] as const) {
      expect(aiAssistanceEnabled({ ...none, [flag]: true })).toBe(true);
    }
    expect(aiAssistanceEnabled({ ...none, smartCompare: true })).toBe(false);
  });

  it('000 §6: Smart Assist takes precedence over Maven; neither shows when both are off', () => {
    expect(assistantEntry({ ...none, smartAssist: true, maven: true })).toBe('smart-assist');
    expect(assistantEntry({ ...none, maven: true })).toBe('maven');
    expect(assistantEntry(none)).toBeNull();
  });
});

describe('feature flags without zod', () => {
  it('the zod-free type is what the wire schema parses, and the defaults are its defaults', () => {
    expectTypeOf<z.infer<typeof featureFlagsSchema>>().toEqualTypeOf<FeatureFlags>();
    expect(featureFlagsSchema.parse({})).toEqual(DEFAULT_FEATURE_FLAGS);
  });
});
