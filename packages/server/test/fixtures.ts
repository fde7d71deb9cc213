/**
 * Named fixtures over the seeded demo organisation, plus a second organisation ("Other Co")
 * used to prove that one organisation can never reach another's data.
 */
import { and, eq } from 'drizzle-orm';
import { Role } from '@stepwise/core';
import type { Db } from '../src/db/client.js';
import { newId } from '../src/db/ids.js';
import {
  categories,
  consents,
  notifications,
  quizzes,
  steps,
  teamMembers,
  teams,
  transcriptions,
  uploads,
  userQuizzes,
  users,
  workflows,
  workspaceGroups,
  workspaceMembers,
  workspaces,
  stepAttachments,
  workflowClips,
} from '../src/db/schema.js';
import { hashSecret } from '../src/auth/passwords.js';
import { createOrganization } from '../src/domain/organizations.js';
import {
  DEMO_CLIENT_KEY,
  DEMO_EMPLOYEE_ID,
  DEMO_SHARED_ACCOUNT,
  DEMO_USERS,
} from '../src/seed/demo.js';
import type { SampleFixtures } from '../src/http/types.js';
import { TEST_PASSWORD } from './harness.js';
import { buildSopFixtures } from './smart-instruction-fixtures.js';
import { buildVersionFixtures } from './version-fixtures.js';
import { buildApprovalFixtures } from './approval-fixtures.js';
import { buildRunFixtures } from './run-fixtures.js';
import { buildTaskFixtures, TASK_TITLE } from './task-fixtures.js';
import { buildSkillFixtures } from './skill-fixtures.js';

export const OTHER_ORG = {
  admin: 'admin@other.test',
  viewer: 'viewer@other.test',
  clientKey: 'other',
} as const;

export const WORKFLOW_TITLE = 'Gearbox Assembly Walkthrough';
export const PRIVATE_WORKFLOW_TITLE = 'Lockout Audit Checklist';

export interface Fixtures {
  /** Fresh fixture ids for one sample call (a new `uniq` each time). */
  next(): SampleFixtures;
  base: SampleFixtures;
  /** Ids, names and emails of the demo organisation that must never reach another org. */
  demoSecrets: string[];
  otherOrganizationId: string;
}

async function one<T>(rows: Promise<T[]>): Promise<T> {
  const r = (await rows)[0];
  if (!r) throw new Error('fixture row missing');
  return r;
}

export async function buildFixtures(db: Db, demoOrganizationId: string): Promise<Fixtures> {
  const org = demoOrganizationId;
  const byEmail = (email: string) => one(db.select().from(users).where(eq(users.email, email)));
  const [orgAdmin, wsAdmin, publisher, viewer] = await Promise.all([
    byEmail(DEMO_USERS.orgAdmin),
    byEmail(DEMO_USERS.workspaceAdmin),
    byEmail(DEMO_USERS.publisher),
    byEmail(DEMO_USERS.viewer),
  ]);
  const employee = await one(
    db
      .select()
      .from(users)
      .where(and(eq(users.organizationId, org), eq(users.employeeId, DEMO_EMPLOYEE_ID))),
  );
  const shared = await one(
    db
      .select()
      .from(users)
      .where(and(eq(users.organizationId, org), eq(users.shared, true))),
  );
  const groups = await db
    .select()
    .from(workspaceGroups)
    .where(eq(workspaceGroups.organizationId, org));
  const plant = groups.find((g) => g.name === 'Plant Operations')!;
  const general = groups.find((g) => g.name !== 'Plant Operations')!;
  const wss = await db.select().from(workspaces).where(eq(workspaces.organizationId, org));
  const assembly = wss.find((w) => w.name === 'Assembly Line')!;
  const safety = wss.find((w) => w.private)!;

  const teamId = newId();
  await db
    .insert(teams)
    .values({ id: teamId, organizationId: org, workspaceId: assembly.id, name: 'Night Shift' });
  await db.insert(teamMembers).values({ organizationId: org, teamId, userId: viewer.id });
  const categoryId = newId();
  await db
    .insert(categories)
    .values({ id: categoryId, organizationId: org, name: 'Safety Procedures' });
  const consentId = newId();
  await db.insert(consents).values({
    id: consentId,
    organizationId: org,
    name: 'Camera Policy',
    content: 'Videos may show you.',
    mandatory: true,
  });

  // Workflows are inserted as rows (no media): one processed, unpublished workflow in Assembly
  // Line with two steps (the second untitled) and an English transcript, and one in the private
  // Safety Audits workspace.
  const ready = {
    organizationId: org,
    languageCode: 'en',
    authorId: publisher.id,
    processed: true,
    speechStatus: 'completed',
    stepsStatus: 'completed',
    convertStatus: 'finished',
    videoDuration: 12,
  };
  const workflowId = newId();
  const privateWorkflowId = newId();
  await db.insert(workflows).values([
    { ...ready, id: workflowId, workspaceId: assembly.id, title: WORKFLOW_TITLE },
    {
      ...ready,
      id: privateWorkflowId,
      workspaceId: safety.id,
      title: PRIVATE_WORKFLOW_TITLE,
    },
  ]);
  const stepId = newId();
  const stepAttachmentId = newId();
  await db.insert(steps).values([
    {
      id: stepId,
      organizationId: org,
      workflowId,
      order: 10,
      startTime: 0,
      endTime: 5,
      title: { en: 'Fit the bracket' },
    },
    {
      id: newId(),
      organizationId: org,
      workflowId,
      order: 20,
      startTime: 5,
      endTime: 12,
      title: {},
    },
  ]);
  // A link on the first step (the step attachment routes' samples, issue 21).
  await db.insert(stepAttachments).values({
    id: stepAttachmentId,
    organizationId: org,
    workflowId,
    stepId,
    kind: 'link',
    order: 0,
    label: 'Torque table',
    link: 'https://example.com/torque',
  });
  // A notification of the org admin about it (GET /v1/me/notifications must keep it in, issue 23).
  await db.insert(notifications).values({
    id: newId(),
    organizationId: org,
    receiverId: orgAdmin.id,
    type: 'approval_requested',
    workflowId,
    title: WORKFLOW_TITLE,
    senderId: publisher.id,
    senderName: 'Priya Author',
  });
  // An imported clip of that workflow (DELETE /v1/workflow-clips/{id}'s sample, issue 21).
  const workflowClipId = newId();
  await db.insert(workflowClips).values({
    id: workflowClipId,
    organizationId: org,
    workflowId,
    name: 'Bracket close-up.mp4',
    status: 'ready',
    originalKey: `org/${org}/workflows/${workflowId}/clips/${workflowClipId}/original.mp4`,
    duration: 4,
  });
  const transcriptionId = newId();
  await db.insert(transcriptions).values({
    id: transcriptionId,
    organizationId: org,
    workflowId,
    languageCode: 'en',
    source: 'provider',
    sentences: [
      { sentence: 'Fit the bracket to the frame.', startTime: 0.5, endTime: 4 },
      { sentence: 'Tighten both bolts to 20 newton metres.', startTime: 6, endTime: 11 },
    ],
  });

  // A published quiz of one question on that workflow, and one attempt of the viewer at it
  // (the quiz routes' samples).
  const quizId = newId();
  const quizQuestionId = newId();
  const question = {
    id: quizQuestionId,
    type: 'true-or-false' as const,
    title: 'The bracket is fitted to the frame',
    options: [
      { letter: 'A' as const, text: 'True' },
      { letter: 'B' as const, text: 'False' },
    ],
    correctAnswer: 'A' as const,
    referenceSource: 'Step 1 "Fit the bracket", 00:00',
    explanation: 'The video fits the bracket to the frame.',
  };
  await db.insert(quizzes).values({
    id: quizId,
    organizationId: org,
    workflowId,
    published: true,
    publishedAt: new Date(),
    questions: [question],
    createdBy: publisher.id,
  });
  const userQuizId = newId();
  await db.insert(userQuizzes).values({
    id: userQuizId,
    organizationId: org,
    quizId,
    workflowId,
    userId: viewer.id,
    status: 'passed',
    correctAnswerCount: 1,
    questionCount: 1,
    score: 100,
    passingScore: 80,
    attempt: 1,
    questions: [
      {
        questionId: quizQuestionId,
        title: question.title,
        type: question.type,
        options: question.options,
        userAnswer: 'A',
        correctAnswer: 'A',
        isCorrect: true,
        explanation: question.explanation,
        referenceSource: question.referenceSource,
      },
    ],
  });

  // An upload of the org admin with no parts yet (the upload routes' samples).
  const uploadId = newId();
  await db.insert(uploads).values({
    id: uploadId,
    organizationId: org,
    userId: orgAdmin.id,
    fileName: 'line-walkthrough.mp4',
    sizeBytes: 5_000_000,
    partSize: 2 * 1024 * 1024,
    partCount: 3,
    expiresAt: new Date(Date.now() + 24 * 3_600_000),
  });

  // A versioned workflow and SOP of their own (the version routes' samples, issue 23).
  const versions = await buildVersionFixtures(db, org, {
    sourceWorkflowId: workflowId,
    workspaceId: assembly.id,
    authorId: publisher.id,
  });

  // Smart instructions (issue 20): a draft, one to delete, a published one with a quiz item.
  const sop = await buildSopFixtures(db, org, assembly.id, publisher.id);
  // Approvals (issue 23): an approval workflow on Assembly Line and a closed request.
  const approval = await buildApprovalFixtures(db, org, {
    workspaceId: assembly.id,
    workflowId,
    reviewerId: orgAdmin.id,
    requesterId: publisher.id,
  });

  // Skills (issue 24): a published skill assigned to the viewer, and one to delete.
  const skill = await buildSkillFixtures(db, org, {
    workspaceId: assembly.id,
    workflowId,
    viewerId: viewer.id,
    authorId: publisher.id,
  });

  // Tasks (issue 24): a published task assigned to Night Shift (the viewer), and one to delete.
  const task = await buildTaskFixtures(db, org, {
    workspaceId: assembly.id,
    publishedSopId: sop.publishedSopId!,
    teamId,
    viewerId: viewer.id,
    authorId: publisher.id,
  });

  // Run comments (issue 24): the viewer's run of the published SOP within the sample skill.
  const runs = await buildRunFixtures(db, org, {
    publishedSopId: sop.publishedSopId!,
    skillId: skill.skillId,
    viewerId: viewer.id,
  });

  // The second organisation, with an admin and a viewer of its own.
  const { org: other, defaultGroupId } = await createOrganization(db, {
    name: 'Other Co',
    clientKey: OTHER_ORG.clientKey,
  });
  const secret = await hashSecret(TEST_PASSWORD);
  const otherAdmin = newId();
  await db.insert(users).values([
    {
      id: otherAdmin,
      organizationId: other.id,
      email: OTHER_ORG.admin,
      role: Role.OrgAdmin,
      passwordHash: secret,
      firstName: 'Oscar',
    },
    {
      id: newId(),
      organizationId: other.id,
      email: OTHER_ORG.viewer,
      role: Role.Viewer,
      passwordHash: secret,
      firstName: 'Vera',
    },
  ]);
  const otherWs = newId();
  await db.insert(workspaces).values({
    id: otherWs,
    organizationId: other.id,
    workspaceGroupId: defaultGroupId,
    name: 'Other Floor',
  });
  await db.insert(workspaceMembers).values({
    organizationId: other.id,
    workspaceId: otherWs,
    userId: otherAdmin,
    role: Role.OrgAdmin,
  });

  const base: SampleFixtures = {
    organizationId: org,
    defaultGroupId: general.id,
    groupId: plant.id,
    workspaceId: assembly.id,
    privateWorkspaceId: safety.id,
    viewerId: viewer.id,
    publisherId: publisher.id,
    workspaceAdminId: wsAdmin.id,
    orgAdminId: orgAdmin.id,
    employeeUserId: employee.id,
    sharedUserId: shared.id,
    teamId,
    categoryId,
    consentId,
    workflowId,
    privateWorkflowId,
    transcriptionId,
    uploadId,
    stepId,
    stepAttachmentId,
    workflowClipId,
    quizId,
    quizQuestionId,
    userQuizId,
    ...sop,
    ...approval,
    ...task,
    ...skill,
    ...runs,
    ...versions,
    clientKey: DEMO_CLIENT_KEY,
    employeeId: DEMO_EMPLOYEE_ID,
    sharedAccount: DEMO_SHARED_ACCOUNT,
    uniq: 'u0',
  };
  let n = 0;
  return {
    base,
    next: () => ({ ...base, uniq: `u${Date.now().toString(36)}${(n++).toString(36)}` }),
    demoSecrets: [
      org,
      plant.id,
      general.id,
      assembly.id,
      safety.id,
      orgAdmin.id,
      viewer.id,
      publisher.id,
      teamId,
      categoryId,
      consentId,
      'Assembly Line',
      'Safety Audits',
      'Plant Operations',
      'Night Shift',
      'Safety Procedures',
      workflowId,
      privateWorkflowId,
      transcriptionId,
      uploadId,
      stepId,
      stepAttachmentId,
      quizId,
      userQuizId,
      versions.versionedWorkflowId,
      versions.workflowVersionId,
      sop.smartInstructionId!,
      sop.publishedSopId!,
      'Clear a jam (draft)',
      'Reset the palletiser',
      WORKFLOW_TITLE,
      PRIVATE_WORKFLOW_TITLE,
      task.taskId!,
      task.taskPerformanceId!,
      TASK_TITLE,
      'Demo Manufacturing',
      DEMO_USERS.orgAdmin,
      DEMO_USERS.viewer,
    ],
    otherOrganizationId: other.id,
  };
}
