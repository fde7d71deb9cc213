/**
 * The demo organisation's sample workflow, so a first visit finds something to play: a short
 * how-to video made on this machine by ffmpeg (three scenes, spoken instructions from espeak-ng
 * when it is installed), uploaded into "Maintenance" as the demo publisher and processed by the
 * same job every upload goes through, then published. A background job, so `npm start` does not
 * wait for it; idempotent, so a restart half-way makes exactly one sample.
 */
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../db/client.js';
import { users, workflows, workspaces } from '../db/schema.js';
import { Tenant } from '../db/tenant.js';
import { PermanentJobError, type JobHandler } from '../jobs/types.js';
import { makeTestVideo } from '../media/test-video.js';
import type { ObjectStorage } from '../storage/storage.js';
import { createWorkflowFromFile } from '../workflows/create-workflow.js';
import { DEMO_USERS } from './demo.js';
import { workArea } from '../media/work-area.js';

export const SEED_DEMO_CONTENT_JOB = 'seed-demo-content';
export const DEMO_WORKFLOW_TITLE = 'Replace the air filter';
const DEMO_WORKSPACE = 'Maintenance';

const payloadSchema = z.object({ organizationId: z.string().min(1) });

export function seedDemoContentHandler(deps: {
  database: Database;
  storage: ObjectStorage;
}): JobHandler {
  return async (ctx) => {
    const parsed = payloadSchema.safeParse(ctx.job.payload);
    if (!parsed.success) throw new PermanentJobError('seed-demo-content payload is invalid');
    const tenant = new Tenant(deps.database.db, parsed.data.organizationId);
    const workspace = await tenant.first(workspaces, eq(workspaces.name, DEMO_WORKSPACE));
    const author = await tenant.first(users, eq(users.email, DEMO_USERS.publisher));
    if (!workspace || !author) return { skipped: 'no demo workspace or publisher' };
    const existing = await tenant.first(
      workflows,
      and(eq(workflows.workspaceId, workspace.id), eq(workflows.title, DEMO_WORKFLOW_TITLE)),
    );
    if (existing) return { workflowId: existing.id, skipped: 'exists' };

    const work = await workArea().makeDir('demo-');
    try {
      ctx.progress(0.1, 'making the sample video');
      const video = await makeTestVideo({
        outFile: join(work, 'air-filter.mp4'),
        width: 1280,
        height: 720,
        scenes: [
          { seconds: 9, color: '0x12355b', text: '1  Open the housing' },
          { seconds: 9, pattern: 'testsrc2', text: '2  Swap the filter' },
          { seconds: 9, color: '0xe8f1f8', text: '3  Close and check' },
        ],
        speech: [
          { atSeconds: 1, text: 'Switch the unit off and open the filter housing.' },
          { atSeconds: 10, text: 'Take out the old filter and slide in the new one.' },
          { atSeconds: 19, text: 'Close the housing and check the pressure gauge.' },
        ],
      });
      ctx.progress(0.7, 'uploading the sample');
      const { workflow } = await createWorkflowFromFile(tenant, deps.storage, {
        workspaceId: workspace.id,
        title: DEMO_WORKFLOW_TITLE,
        languageCode: 'en',
        authorId: author.id,
        file: video.file,
        publishWhenProcessed: true,
      });
      return { workflowId: workflow.id };
    } finally {
      await rm(work, { recursive: true, force: true });
    }
  };
}
