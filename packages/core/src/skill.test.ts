import { describe, expect, it } from 'vitest';
import {
  assessmentResult,
  certificateExpiry,
  fetchResultOf,
  itemsProgress,
  needsRecertification,
  SKILL_PASSING_SCORE_DEFAULT,
  SKILL_STATES,
  SKILL_TITLE_MAX,
  skillPassed,
  skillState,
} from './skill.js';
import { skillCreateSchema, skillMembersUpdateSchema, skillQuizSchema } from './skill.schema.js';

const NOW = Date.UTC(2026, 10, 26, 12);

describe('skill constants (002 §3, §9)', () => {
  it('names the four states, the title max and the default passing score', () => {
    expect(SKILL_STATES).toEqual(['NONE', 'FAILED', 'LOCKED', 'PASSED']);
    expect(SKILL_TITLE_MAX).toBe(90);
    expect(SKILL_PASSING_SCORE_DEFAULT).toBe(80);
  });
});

describe('itemsProgress', () => {
  it('is the share of items done, rounded, and 0 for an empty skill', () => {
    expect(itemsProgress([])).toBe(0);
    expect(itemsProgress([{ done: true }, { done: false }, { done: false }])).toBe(33);
    expect(itemsProgress([{ done: true }, { done: true }])).toBe(100);
  });
});

describe('skillState', () => {
  const base = {
    contentDone: false,
    hasAssessment: true,
    assessment: null,
    expiresAt: null,
    passed: false,
    now: NOW,
  } as const;
  it('is LOCKED while the assessment waits for the content', () => {
    expect(skillState(base)).toBe('LOCKED');
  });
  it('is NONE without an assessment until passed, or once the content is done', () => {
    expect(skillState({ ...base, hasAssessment: false })).toBe('NONE');
    expect(skillState({ ...base, contentDone: true })).toBe('NONE');
  });
  it('is FAILED after a failed assessment and PASSED while a pass has not expired', () => {
    expect(skillState({ ...base, contentDone: true, assessment: 'failed' })).toBe('FAILED');
    expect(skillState({ ...base, passed: true, expiresAt: NOW + 1 })).toBe('PASSED');
    expect(skillState({ ...base, passed: true, expiresAt: NOW, contentDone: true })).toBe('NONE');
  });
});

describe('skillPassed and assessmentResult', () => {
  it('needs the content and, with an assessment, a pass', () => {
    expect(skillPassed(true, false, null)).toBe(true);
    expect(skillPassed(false, false, null)).toBe(false);
    expect(skillPassed(true, true, null)).toBe(false);
    expect(skillPassed(true, true, 'passed')).toBe(true);
  });
  it('fails when any required quiz failed, passes when all passed, else waits', () => {
    const latest = new Map<string, 'passed' | 'failed'>([['q1', 'passed']]);
    expect(assessmentResult([], latest)).toBeNull();
    expect(assessmentResult(['q1', 'q2'], latest)).toBeNull();
    expect(assessmentResult(['q1'], latest)).toBe('passed');
    latest.set('q2', 'failed');
    expect(assessmentResult(['q1', 'q2'], latest)).toBe('failed');
  });
});

describe('certificates', () => {
  it('expire after their validity in calendar months, clamped to the month end', () => {
    expect(certificateExpiry(NOW, null)).toBeNull();
    expect(new Date(certificateExpiry(NOW, 12)!).toISOString()).toBe('2027-11-26T12:00:00.000Z');
    const jan31 = Date.UTC(2027, 0, 31);
    expect(new Date(certificateExpiry(jan31, 1)!).toISOString()).toBe('2027-02-28T00:00:00.000Z');
  });
  it('need recertification once expired', () => {
    expect(needsRecertification(null, NOW)).toBe(false);
    expect(needsRecertification(NOW + 1, NOW)).toBe(false);
    expect(needsRecertification(NOW, NOW)).toBe(true);
  });
});

describe('fetchResultOf (002 §4)', () => {
  it('answers not assigned before unpublished', () => {
    expect(fetchResultOf(true, false)).toBe('notAssigned');
    expect(fetchResultOf(false, false)).toBe('notAssigned');
    expect(fetchResultOf(false, true)).toBe('unpublished');
    expect(fetchResultOf(true, true)).toBe('published');
  });
});

describe('skill schemas (002 §5 create skill)', () => {
  const group = 'ws_0123456789abcdef';
  it('requires a title that is not only spaces and at most 90 characters', () => {
    expect(skillCreateSchema.safeParse({ group, playlistTitle: '   ' }).success).toBe(false);
    expect(skillCreateSchema.safeParse({ group, playlistTitle: 'x'.repeat(91) }).success).toBe(
      false,
    );
    const ok = skillCreateSchema.parse({ group, playlistTitle: ' Line operator ' });
    expect(ok.playlistTitle).toBe('Line operator');
  });
  it('requires the workspace', () => {
    expect(skillCreateSchema.safeParse({ playlistTitle: 'A skill' }).success).toBe(false);
  });
  it('defaults the passing score to 80 and bounds it', () => {
    expect(skillQuizSchema.parse({ quizWorkflowIds: [] }).passingScore).toBe(80);
    expect(skillQuizSchema.safeParse({ quizWorkflowIds: [], passingScore: 101 }).success).toBe(
      false,
    );
  });
  it('takes user and team members with optional due dates', () => {
    const m = skillMembersUpdateSchema.parse({ add: [{ type: 'team', id: group }] });
    expect(m.add[0]).toEqual({ type: 'team', id: group, dueAt: null });
    expect(m.remove).toEqual([]);
    expect(
      skillMembersUpdateSchema.safeParse({ add: [{ type: 'group', id: group }] }).success,
    ).toBe(false);
  });
});
