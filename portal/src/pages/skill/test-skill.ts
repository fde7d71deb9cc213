/** Skills fixtures for the portal's component tests and stories. */
import type { AssignedSkill, ContentType, SkillCertificate, SkillMatrix } from '@stepwise/core';

const cell = (over: Partial<SkillMatrix['people'][number]['cells'][string]> = {}) => ({
  state: 'NONE' as const,
  progress: 0,
  certifiedAt: null,
  passedAt: null,
  expiresAt: null,
  dueAt: null,
  performanceId: 'p',
  ...over,
});

export const testMatrix: SkillMatrix = {
  skills: [
    { id: 'forklift', playlistTitle: 'Forklift basics', group: 'ws1' },
    { id: 'lockout', playlistTitle: 'Lockout / tagout', group: 'ws1' },
  ],
  people: [
    {
      userId: 'u1',
      displayName: 'Ana Viewer',
      email: 'ana@example.com',
      cells: {
        forklift: cell({
          state: 'PASSED',
          progress: 100,
          passedAt: '2026-03-02T10:00:00.000Z',
          certifiedAt: '2026-03-02T10:00:00.000Z',
          expiresAt: '2027-03-02T10:00:00.000Z',
        }),
        lockout: cell({ state: 'LOCKED', progress: 50 }),
      },
    },
    {
      userId: 'u2',
      displayName: 'Ben Viewer',
      email: null,
      cells: { forklift: cell({ state: 'FAILED', progress: 100 }) },
    },
  ],
};

const entry = (id: string, title: string, done: boolean, type: ContentType = 'workflows') => ({
  type,
  id,
  title,
  posterURL: null,
  duration: 95,
  numSteps: 6,
  published: true,
  available: true,
  done,
  doneAt: done ? '2026-03-01T09:00:00.000Z' : null,
  quiz: null,
});

/** An assigned skill (the player's data), overridable per story or test. */
export function testAssignedSkill(over: Partial<AssignedSkill> = {}): AssignedSkill {
  return {
    performanceId: 'perf1',
    skill: {
      id: 'forklift',
      playlistTitle: 'Forklift basics',
      posterURL: null,
      published: true,
      totalInList: 3,
      totalVideoDuration: 190,
      group: 'ws1',
      workspaceName: 'Warehouse',
    },
    list: [
      {
        ...entry('wf1', 'Daily forklift check', true),
        quiz: { required: true, userQuizId: null, status: null, score: null },
      },
      entry('wf2', 'Loading a pallet', false),
      entry('sop1', 'Charging the battery', false, 'multimodal-sops'),
    ],
    progress: 33,
    state: 'LOCKED',
    dueAt: '2030-01-15T22:59:00.000Z',
    assignedAt: '2026-02-20T09:00:00.000Z',
    completedAt: null,
    assessment: { quizWorkflowIds: ['wf1'], passingScore: 80, result: null },
    certification: { enabled: true, mode: 'automatic', validityMonths: 12 },
    certificate: null,
    ...over,
  };
}

export const testCertificate: SkillCertificate = {
  id: 'cert1',
  playlistId: 'forklift',
  displayName: 'Ana Viewer',
  email: 'ana@example.com',
  uid: 'u1',
  certified: true,
  organization: 'org1',
  signature: {
    displayName: 'Ana Viewer',
    email: 'ana@example.com',
    uid: 'u1',
    signDate: '2026-03-02T10:00:00.000Z',
    signerId: null,
    value: '9f2c4e1a7b3d5f60a1b2c3d4e5f60718293a4b5c6d7e8f90a1b2c3d4e5f60718',
  },
  expiresAt: '2027-03-02T10:00:00.000Z',
};

/** The skill after everything is done and passed, with its certificate. */
export function testPassedSkill(): AssignedSkill {
  const base = testAssignedSkill();
  return {
    ...base,
    list: base.list.map((i) => ({
      ...i,
      done: true,
      doneAt: '2026-03-02T09:00:00.000Z',
      quiz: i.quiz && { ...i.quiz, userQuizId: 'uq1', status: 'passed', score: 90 },
    })),
    progress: 100,
    state: 'PASSED',
    completedAt: '2026-03-02T10:00:00.000Z',
    assessment: { ...base.assessment, result: 'passed' },
    certificate: testCertificate,
  };
}
