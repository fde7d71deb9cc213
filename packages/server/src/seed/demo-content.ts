/**
 * The demo organisation's sample workflows, so a first visit finds something to play in every
 * role: short how-to videos made on this machine by ffmpeg (three scenes each, spoken
 * instructions from espeak-ng when it is installed), uploaded as the demo publisher and processed
 * by the same job every upload goes through, then published. "Replace the air filter" is in
 * Maintenance, "Start the conveyor line" in Assembly Line, the workspace of the viewer, the
 * employee and the shared account.
 *
 * Each carries the script its voice was made from as its transcript (an author's, at the times
 * the phrases were placed), so subtitles, search and the assistant work with no speech-to-text.
 * Without espeak-ng the phrases become tones of about their length and the script is the same:
 * the video then has no voice, but its captions say what each scene shows. The conveyor sample
 * also gets a published quiz with two attempts of the demo viewer (demo-quiz.ts), and Assembly
 * Line its smart instructions (demo-sop.ts); the air filter sample a restricted link and the
 * conveyor sample a password one (demo-shares.ts); the organisation its logo (demo-logo.ts);
 * once the conveyor sample is processed, the skill, the weekly task and the activity around them
 * (demo-learning.ts, from the seed-demo-sop job). A
 * background job, so `npm start` does not wait for it; idempotent, so a restart half-way makes
 * each sample once.
 */
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../db/client.js';
import { users, workflows, workspaces } from '../db/schema.js';
import { Tenant } from '../db/tenant.js';
import { PermanentJobError, type JobHandler } from '../jobs/types.js';
import { makeTestVideo, type TestScene, type TestSpeech } from '../media/test-video.js';
import type { ObjectStorage } from '../storage/storage.js';
import { createWorkflowFromFile } from '../workflows/create-workflow.js';
import { DEMO_USERS } from './demo.js';
import { DEMO_QUIZ_WORKFLOW_TITLE, ensureDemoQuiz } from './demo-quiz.js';
import { enqueueDemoSopFromVideo, ensureDemoSop } from './demo-sop.js';
import { ensureDemoShares } from './demo-shares.js';
import { ensureDemoGovernance } from './demo-governance.js';
import { ensureDemoLogo } from './demo-logo.js';
import { workArea } from '../media/work-area.js';

export const SEED_DEMO_CONTENT_JOB = 'seed-demo-content';
export const DEMO_WORKFLOW_TITLE = 'Replace the air filter';

export interface DemoSample {
  title: string;
  workspace: string;
  fileName: string;
  width: number;
  height: number;
  scenes: TestScene[];
  /** The script: what is said, and when. It becomes the workflow's transcript. */
  speech: TestSpeech[];
}

export const DEMO_SAMPLES: readonly DemoSample[] = [
  {
    title: DEMO_WORKFLOW_TITLE,
    workspace: 'Maintenance',
    fileName: 'air-filter.mp4',
    width: 1280,
    height: 720,
    scenes: [
      { seconds: 9, color: '0x12355b', text: '1  Open the housing' },
      { seconds: 9, pattern: 'testsrc2', text: '2  Swap the filter' },
      { seconds: 9, color: '0xe8f1f8', text: '3  Close and check' },
    ],
    speech: [
      {
        atSeconds: 1,
        text: 'To replace the air filter, switch the unit off and open the filter housing.',
      },
      { atSeconds: 10, text: 'Take out the old filter and slide in the new one.' },
      { atSeconds: 19, text: 'Close the housing and check the pressure gauge.' },
    ],
  },
  {
    title: 'Start the conveyor line',
    workspace: 'Assembly Line',
    fileName: 'conveyor.mp4',
    // Smaller, so the second sample costs less processing on a first start.
    width: 854,
    height: 480,
    scenes: [
      { seconds: 8, color: '0x0b3d2e', text: '1  Check the belt' },
      { seconds: 8, pattern: 'smptebars', text: '2  Start the motor' },
      { seconds: 8, color: '0xf4e9d8', text: '3  Set the speed' },
    ],
    speech: [
      { atSeconds: 1, text: 'Make sure the belt is clear and every guard is closed.' },
      { atSeconds: 9, text: 'Press the green start button and wait for the warning horn.' },
      { atSeconds: 17, text: 'When the first parts pass the sensor, set the line speed.' },
    ],
  },
];

const payloadSchema = z.object({ organizationId: z.string().min(1) });
const roundMs = (t: number) => Math.round(t * 1000) / 1000;

export function seedDemoContentHandler(deps: {
  database: Database;
  storage: ObjectStorage;
}): JobHandler {
  return async (ctx) => {
    const parsed = payloadSchema.safeParse(ctx.job.payload);
    if (!parsed.success) throw new PermanentJobError('seed-demo-content payload is invalid');
    const tenant = new Tenant(deps.database.db, parsed.data.organizationId);
    const author = await tenant.first(users, eq(users.email, DEMO_USERS.publisher));
    if (!author) return { skipped: 'no demo publisher' };
    // The hand-made smart instruction needs no video: first, so it is there at once.
    const smartInstructionId = await ensureDemoSop(tenant);
    // Issue 23: the logo the demo's /share page shows (seconds, not minutes: before the videos).
    await ensureDemoLogo(tenant, deps.storage);
    const made: Record<string, string> = {};
    for (const [i, sample] of DEMO_SAMPLES.entries()) {
      const workspace = await tenant.first(workspaces, eq(workspaces.name, sample.workspace));
      if (!workspace) continue;
      const existing = await tenant.first(
        workflows,
        and(eq(workflows.workspaceId, workspace.id), eq(workflows.title, sample.title)),
      );
      if (existing) {
        made[sample.title] = existing.id;
        continue;
      }
      ctx.progress((i + 0.1) / DEMO_SAMPLES.length, `making "${sample.title}"`);
      made[sample.title] = await makeSample(deps.storage, tenant, sample, workspace.id, author.id);
    }
    // The quiz goes on once its workflow exists (on a restart too, if it was missed).
    const quizSample = DEMO_SAMPLES.find((d) => d.title === DEMO_QUIZ_WORKFLOW_TITLE);
    const quizWorkflow = made[DEMO_QUIZ_WORKFLOW_TITLE];
    if (quizSample && quizWorkflow) await ensureDemoQuiz(tenant, quizWorkflow, quizSample);
    // Issue 23: a restricted link on the air filter sample, a password one on the conveyor's.
    await ensureDemoShares(tenant, {
      restricted: made[DEMO_WORKFLOW_TITLE],
      password: made[DEMO_QUIZ_WORKFLOW_TITLE],
    });
    // Issue 25: owners and review-by dates on a few items, one overdue (/governance).
    await ensureDemoGovernance(tenant, [
      ...Object.values(made).map((id) => ({ type: 'workflows' as const, id })),
      { type: 'multimodal-sops' as const, id: smartInstructionId ?? undefined },
    ]);
    // The SOP from the conveyor sample waits for its processing (demo-sop.ts).
    if (quizWorkflow) await enqueueDemoSopFromVideo(tenant);
    return { workflowIds: made, smartInstructionId };
  };
}

async function makeSample(
  storage: ObjectStorage,
  tenant: Tenant,
  sample: DemoSample,
  workspaceId: string,
  authorId: string,
): Promise<string> {
  const work = await workArea().makeDir('demo-');
  try {
    const video = await makeTestVideo({
      outFile: join(work, sample.fileName),
      width: sample.width,
      height: sample.height,
      scenes: sample.scenes,
      speech: sample.speech,
    });
    const { workflow } = await createWorkflowFromFile(tenant, storage, {
      workspaceId,
      title: sample.title,
      languageCode: 'en',
      authorId,
      file: video.file,
      publishWhenProcessed: true,
      // Where each phrase really sits: a phrase starts late when the one before overran.
      transcript: video.speech.map((p) => ({
        sentence: p.text,
        startTime: roundMs(p.start),
        endTime: roundMs(p.end),
      })),
    });
    return workflow.id;
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}
