/**
 * The demo's smart instructions (issue 20), in Assembly Line beside "Start the conveyor line":
 * (a) "Clear a jam on the conveyor safely", made by hand and published to all, with every kind
 * of card (steps with substeps, a danger warning, a tool list, a checklist, a quiz item of two
 * questions, a photo request) and a public share, so `/si/{id}` and <stepwise-instruction> show
 * it on a first visit; (c) two runs of it by the demo viewer, one finished; and (b), once the
 * conveyor sample is processed, an SOP made from it by the import job (`seed-demo-sop` waits for
 * the processing, asking again every 15 s for up to 10 minutes). That wait also brings the
 * sample's later demo content (edits, annotations, versions, approvals, voice-over, and issue
 * 24's skill, task and activity). Idempotent: found by title.
 */
import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { idSchema, sopItemInputSchema, type SopItemInput } from '@stepwise/core';
import { z } from 'zod';
import type { Database } from '../db/client.js';
import { newId } from '../db/ids.js';
import {
  contentShares,
  smartInstructions,
  sopSessions,
  sopVersionHistories,
  users,
  workflows,
  workspaces,
} from '../db/schema.js';
import { Tenant } from '../db/tenant.js';
import { enqueueOrganizationJob } from '../domain/organization-jobs.js';
import { withCards } from '../domain/smart-instructions.js';
import { enqueueSopImport } from '../domain/sop-import-job.js';
import { ensureDemoAnnotations } from './demo-annotations.js';
import { ensureDemoVoiceOver } from './demo-voice-over.js';
import type { TextToSpeechChoice } from '../ai/tts/text-to-speech.js';
import { ensureDemoEdits } from './demo-edits.js';
import { draftsOf, itemView, unsigned, writeItems } from '../domain/sop-item-rows.js';
import type { JobHandler } from '../jobs/types.js';
import { DEMO_USERS } from './demo.js';
import { ensureDemoApprovals } from './demo-approvals.js';
import { ensureDemoVersions } from './demo-versions.js';
import { finishedSopRun, sopRunItems } from './demo-runs.js';
import { ensureDemoLearning } from './demo-learning.js';
import { loadMediaKey } from '../auth/secrets.js';

export const DEMO_SOP_TITLE = 'Clear a jam on the conveyor safely';
export const DEMO_SOP_WORKSPACE = 'Assembly Line';
export const DEMO_SOP_FROM_VIDEO_TITLE = 'Start the conveyor line (from video)';
const DEMO_SOP_WORKFLOW_TITLE = 'Start the conveyor line';
export const SEED_DEMO_SOP_JOB = 'seed-demo-sop';
const WAIT_ROUNDS = 40;
const WAIT_MS = 15_000;
const HOUR_MS = 3_600_000;

const tf = (title: string, answer: 'A' | 'B', explanation: string) => ({
  type: 'true-or-false' as const,
  title,
  options: [
    { letter: 'A' as const, text: 'True' },
    { letter: 'B' as const, text: 'False' },
  ],
  correctAnswer: answer,
  referenceSource: 'Step 1 "Stop the conveyor"',
  explanation,
});

/** The hand-made SOP's items, in list order (the two cards included). */
export const DEMO_SOP_ITEMS: SopItemInput[] = [
  {
    type: 'introduction',
    title: 'Introduction',
    description:
      'How to clear parts jammed on the conveyor without putting your hands in a running machine.',
  },
  { type: 'step', title: 'Stop the conveyor' },
  { type: 'sub_step', title: 'Press the red stop button on the nearest panel' },
  { type: 'sub_step', title: 'Wait until the belt has stopped completely' },
  {
    type: 'warning',
    title: 'Danger: never reach into a running conveyor',
    description: 'A belt that looks stopped may restart. Lock it out first.',
  },
  { type: 'step', title: 'Lock out and tag out' },
  { type: 'sub_step', title: 'Switch the main isolator off' },
  { type: 'sub_step', title: 'Fit your padlock and your tag to the isolator' },
  {
    type: 'tool',
    title: 'Tools',
    description: 'Padlock and tag, hook tool, cut-resistant gloves, torch.',
  },
  { type: 'step', title: 'Remove the jammed parts' },
  { type: 'sub_step', title: 'Pull the parts out with the hook tool, not your hands' },
  { type: 'sub_step', title: 'Check the belt and the rollers for damage' },
  {
    type: 'checklist',
    title: 'Before restarting',
    checklistItems: [
      { text: 'Guards closed' },
      { text: 'Tools removed from the belt' },
      { text: 'Nobody inside the fenced area' },
    ],
  },
  {
    type: 'quiz',
    title: 'Check your understanding',
    questions: [
      tf(
        'You may reach into the conveyor once the belt looks stopped.',
        'B',
        'A stopped belt may restart: lock it out first.',
      ),
      tf(
        'Your own padlock goes on the isolator before you clear the jam.',
        'A',
        'Lockout means your padlock, on the isolator, before anything else.',
      ),
    ],
  },
  {
    type: 'file_request',
    title: 'Photo of the cleared belt',
    fileRequest: { description: 'Take a photo of the belt once the jam is cleared.' },
  },
  {
    type: 'conclusion',
    title: 'Conclusion',
    description: 'Remove your lock and tag, restart the line and report the jam.',
  },
];

/** The demo SOP (a) and the viewer's runs (c); answers its id, or null without the workspace. */
export async function ensureDemoSop(tenant: Tenant): Promise<string | null> {
  const workspace = await tenant.first(workspaces, eq(workspaces.name, DEMO_SOP_WORKSPACE));
  const author = await tenant.first(users, eq(users.email, DEMO_USERS.publisher));
  if (!workspace || !author) return null;
  const existing = await tenant.first(
    smartInstructions,
    and(
      eq(smartInstructions.workspaceId, workspace.id),
      eq(smartInstructions.title, DEMO_SOP_TITLE),
    ),
  );
  if (existing) return existing.id;
  const viewer = await tenant.first(users, eq(users.email, DEMO_USERS.viewer));
  const id = newId();
  const now = Date.now();
  await tenant.transaction(async (tx) => {
    await tx.insert(smartInstructions, {
      id,
      workspaceId: workspace.id,
      type: 'manually',
      title: DEMO_SOP_TITLE,
      description: 'Stop, lock out, clear, check: the safe way to clear a conveyor jam.',
      status: 'completed',
      published: true,
      publishedAt: new Date(now - 3 * 24 * HOUR_MS),
      authorId: author.id,
      duration: 10,
    });
    const parsed = DEMO_SOP_ITEMS.map((i) => sopItemInputSchema.parse(i));
    const items = await writeItems(tx, id, withCards(draftsOf(parsed, [])));
    await tx.insert(sopVersionHistories, {
      id: newId(),
      instructionId: id,
      version: '1.0',
      title: DEMO_SOP_TITLE,
      itemsCount: items.length,
      snapshot: { items: items.map((i) => itemView(i, unsigned)) },
      latest: true,
      publishedBy: author.id,
    });
    // A public share, so /si/{id} and <stepwise-instruction share-token> open it.
    await tx.insert(contentShares, {
      id: newId(),
      type: 'multimodalSop',
      multimodalSopId: id,
      redirectId: randomBytes(8).toString('base64url').slice(0, 10),
      externalAccessType: 'public',
      createdBy: author.id,
    });
    if (!viewer) return;
    await tx.insert(sopSessions, [
      finishedSopRun(id, items, viewer, now - 2 * 24 * HOUR_MS),
      {
        id: newId(),
        instructionId: id,
        version: '1.0',
        userId: viewer.id,
        email: viewer.email,
        onEnter: now - HOUR_MS,
        onExit: now - HOUR_MS + 90_000,
        durationSeconds: 90,
        deviceInfo: { platform: 'demo tablet' },
        currentItemId: items[3]?.id ?? null,
        items: sopRunItems(items, now - HOUR_MS, 3),
        completed: false,
        completedAt: null,
        createdAt: new Date(now - HOUR_MS),
        updatedAt: new Date(now - HOUR_MS + 90_000),
      },
    ]);
  });
  return id;
}

const payloadSchema = z.object({ organizationId: idSchema, round: z.number().int().min(0) });

/** Queues the wait for the conveyor sample, round `round` (each round a job of its own). */
export async function enqueueDemoSopFromVideo(tenant: Tenant, round = 0): Promise<void> {
  await enqueueOrganizationJob(tenant, {
    kind: SEED_DEMO_SOP_JOB,
    payload: { organizationId: tenant.organizationId, round },
    runAt: new Date(Date.now() + (round === 0 ? 0 : WAIT_MS)),
    dedupeKey: `${SEED_DEMO_SOP_JOB}:${tenant.organizationId}:${round}`,
    maxAttempts: 2,
  });
}

/** (b): the SOP made from the conveyor sample by the import job, once the sample is processed. */
export function seedDemoSopHandler(deps: {
  database: Database;
  /** Issue 22: the German voice-over's speech and dub are queued when it is configured. */
  textToSpeech?: () => Promise<TextToSpeechChoice>;
}): JobHandler {
  return async (ctx) => {
    const { organizationId, round } = payloadSchema.parse(ctx.job.payload);
    const tenant = new Tenant(deps.database.db, organizationId);
    const workflow = await tenant.first(workflows, eq(workflows.title, DEMO_SOP_WORKFLOW_TITLE));
    if (!workflow?.processed) {
      if (round < WAIT_ROUNDS) await enqueueDemoSopFromVideo(tenant, round + 1);
      return { waiting: round < WAIT_ROUNDS };
    }
    const author = await tenant.first(users, eq(users.email, DEMO_USERS.publisher));
    // Issue 21: the sample's editors open on a saved rename (demo-edits.ts).
    await ensureDemoEdits(tenant, workflow, author?.id ?? null);
    // Issue 22: its first step's annotations (demo-annotations.ts).
    await ensureDemoAnnotations(tenant, workflow);
    // Issue 23: versions 1.0 and 2.0 (a step renamed) for the version panel (demo-versions.ts).
    await ensureDemoVersions(tenant, workflow, author?.id ?? null);
    // Issue 23: the approval workflow of "Quality reviews", and a copy waiting there.
    await ensureDemoApprovals(tenant, workflow);
    // Issue 24: the skill, the weekly task, viewing history and notifications (demo-learning.ts).
    const sopId = await ensureDemoSop(tenant);
    if (sopId)
      await ensureDemoLearning(tenant, workflow, sopId, await loadMediaKey(deps.database.db));
    // Issue 22: a German voice-over, spoken and dubbed when text to speech is there.
    if (deps.textToSpeech) {
      await ensureDemoVoiceOver(tenant, workflow, author?.id ?? null, await deps.textToSpeech());
    }
    const made = await tenant.first(
      smartInstructions,
      eq(smartInstructions.sourceWorkflowId, workflow.id),
    );
    if (made) return { instructionId: made.id };
    return tenant.transaction(async (tx) => {
      const id = newId();
      await tx.insert(smartInstructions, {
        id,
        workspaceId: workflow.workspaceId,
        type: 'workflow',
        title: DEMO_SOP_FROM_VIDEO_TITLE,
        status: 'processing',
        authorId: author?.id ?? null,
        sourceWorkflowId: workflow.id,
      });
      const jobId = await enqueueSopImport(tx, {
        instructionId: id,
        organizationId,
        source: { kind: 'workflow', workflowId: workflow.id },
      });
      return { instructionId: id, jobId };
    });
  };
}
