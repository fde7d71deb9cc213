// Skills (issue 24; 002 §2 skill routes, §3 skill (playlist) and certificate, §4 skill states,
// fetch results and quiz modes, §5 create-skill validation, §7 skills / playlists calls, §9).
// Zod-free rules shared by the server and the portal; wire schemas in skill.schema.ts.
// The spec names the states (NONE, FAILED, LOCKED, PASSED) without defining them; the meanings
// here are ours: LOCKED = the assessment waits for the content to be finished.

import { TITLE_MAX_LENGTH } from './constants.js';
import { QUIZ_PASSING_SCORE } from './quiz.js';

/** 002 §9: title max 90 for skills and tasks. */
export const SKILL_TITLE_MAX = TITLE_MAX_LENGTH;
/** 002 §9: skills list default page size 500. */
export const SKILLS_PAGE_SIZE_DEFAULT = 500;
/** Items in one skill (ours). */
export const SKILL_ITEMS_MAX = 100;
/** Assignees (users + teams) changed by one members call (ours). */
export const SKILL_MEMBERS_MAX = 1000;

/** 002 §9 entity type constants. */
export const CONTENT_TYPES = ['workflows', 'multimodal-sops'] as const;
export type ContentType = (typeof CONTENT_TYPES)[number];

/** 002 §3 skill states. */
export const SKILL_STATES = ['NONE', 'FAILED', 'LOCKED', 'PASSED'] as const;
export type SkillState = (typeof SKILL_STATES)[number];

/** 002 §4 skill or task fetch result. */
export const FETCH_RESULTS = ['wait', 'unpublished', 'published', 'notAssigned'] as const;
export type FetchResult = (typeof FETCH_RESULTS)[number];

/** 002 §7 performanceType of GET /v1/skills/{id}/skill-performances. */
export const SKILL_PERFORMANCE_TYPES = ['user_skill', 'team_skill_user'] as const;
export type SkillPerformanceType = (typeof SKILL_PERFORMANCE_TYPES)[number];

/** GET /v1/users/{userId}/skills-assigned and /v1/me/tasks/assigned: type todo or completed. */
export const ASSIGNED_LIST_TYPES = ['todo', 'completed'] as const;
export type AssignedListType = (typeof ASSIGNED_LIST_TYPES)[number];

/** How a passed skill becomes certified: at once, or when a manager signs it (ours). */
export const CERTIFICATION_MODES = ['automatic', 'manual'] as const;
export type CertificationMode = (typeof CERTIFICATION_MODES)[number];
/** A certificate's validity, in months; null = never expires (ours: at most 10 years). */
export const CERTIFICATE_VALIDITY_MONTHS_MAX = 120;

export const SKILL_PASSING_SCORE_DEFAULT = QUIZ_PASSING_SCORE;

/** 002 §9 / 000 §9: a workflow counts as watched at 90 % of its duration (e-learning rule). */
export const WATCHED_FRACTION = 0.9;

export interface SkillItemProgress {
  type: ContentType;
  id: string;
  done: boolean;
}

/** Progress of an assignment, 0-100: the share of its items done (an empty skill is 0). */
export function itemsProgress(items: readonly { done: boolean }[]): number {
  if (items.length === 0) return 0;
  return Math.round((items.filter((i) => i.done).length * 100) / items.length);
}

export interface SkillStateInput {
  /** Every item of the skill is done. */
  contentDone: boolean;
  /** The skill has an assessment (at least one quiz required). */
  hasAssessment: boolean;
  /** Result of the assessment taken in this assignment (all required quizzes), if any. */
  assessment: 'passed' | 'failed' | null;
  /** When the certificate (or the pass, when certification is off) expires; null = never. */
  expiresAt: number | null;
  /** The skill was passed (and certified, when certification is manual). */
  passed: boolean;
  now: number;
}

/**
 * The state of one person's skill: PASSED while passed and not expired; FAILED when the last
 * assessment failed; LOCKED while an assessment waits for the content to be finished; else NONE.
 */
export function skillState(s: SkillStateInput): SkillState {
  if (s.passed && (s.expiresAt === null || s.expiresAt > s.now)) return 'PASSED';
  if (s.assessment === 'failed') return 'FAILED';
  if (s.hasAssessment && !s.contentDone) return 'LOCKED';
  return 'NONE';
}

/** Whether a finished assignment is passed: content done and, with an assessment, it passed. */
export function skillPassed(
  contentDone: boolean,
  hasAssessment: boolean,
  assessment: 'passed' | 'failed' | null,
): boolean {
  return contentDone && (!hasAssessment || assessment === 'passed');
}

/** The assessment result from the required quizzes' latest attempts (null until all taken). */
export function assessmentResult(
  requiredQuizIds: readonly string[],
  latest: ReadonlyMap<string, 'passed' | 'failed'>,
): 'passed' | 'failed' | null {
  if (requiredQuizIds.length === 0) return null;
  const results = requiredQuizIds.map((id) => latest.get(id));
  if (results.some((r) => r === 'failed')) return 'failed';
  return results.every((r) => r === 'passed') ? 'passed' : null;
}

/** When a certificate signed at `signedAt` expires (UTC calendar months); null = never. */
export function certificateExpiry(signedAt: number, validityMonths: number | null): number | null {
  if (validityMonths === null) return null;
  const d = new Date(signedAt);
  const day = d.getUTCDate();
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() + validityMonths);
  const last = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate();
  d.setUTCDate(Math.min(day, last));
  return d.getTime();
}

/** A passed skill whose certificate expired must be taken again (recertification). */
export function needsRecertification(expiresAt: number | null, now: number): boolean {
  return expiresAt !== null && expiresAt <= now;
}

/** The fetch result of a skill (or task) for a person (002 §4, §8 codes 2 and 52). */
export function fetchResultOf(published: boolean, assigned: boolean): FetchResult {
  if (!assigned) return 'notAssigned';
  return published ? 'published' : 'unpublished';
}
