/**
 * GET /v1/workflows/{id}/events: the processing of a workflow, live, as server-sent events.
 * Each event carries the workflow as the card shows it (status fields and card status) and the
 * job's progress; the stream ends when the job ends. Clients read it with fetch streaming so the
 * usual bearer header authenticates it (EventSource cannot send one).
 */
import { and, desc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { idSchema } from '@stepwise/core';
import type { ZodApp } from '../services.js';
import { jobs } from '../db/schema.js';
import { visibleWorkflow } from '../domain/workflow-access.js';
import { authorOf, isGen2, stepsOf, workflowView } from '../domain/workflow-view.js';
import { callerOf } from '../http/authenticate.js';
import type { Caller } from '../domain/caller.js';
import type { JobState } from '../jobs/events.js';
import { isFinal } from '../jobs/types.js';
import { PROCESS_WORKFLOW_JOB } from '../workflows/process-workflow.js';

/** Keeps proxies and browsers from closing a quiet stream during a long transcode. */
const PING_MS = 15_000;

type JobProgress = Pick<JobState, 'progress' | 'progressMessage'> & { status: string };

async function latestJob(caller: Caller, workflowId: string) {
  const [job] = await caller.tenant.select(
    jobs,
    and(
      eq(jobs.kind, PROCESS_WORKFLOW_JOB),
      eq(jobs.dedupeKey, `${PROCESS_WORKFLOW_JOB}:${workflowId}`),
    ),
    { orderBy: [desc(jobs.createdAt)], limit: 1 },
  );
  return job;
}

async function eventOf(caller: Caller, id: string, job: JobProgress | null) {
  const found = await visibleWorkflow(caller, id);
  const [stepList, author] = await Promise.all([
    stepsOf(caller, id),
    authorOf(caller, found.workflow),
  ]);
  return {
    item: workflowView(found.workflow, found.workspace, stepList, author, isGen2(caller)),
    job: job && {
      status: job.status,
      progress: job.progress,
      progressMessage: job.progressMessage,
    },
  };
}

export function registerWorkflowEvents(app: ZodApp): void {
  app.get(
    '/v1/workflows/:id/events',
    {
      config: { orgData: true, sample: (f) => ({ params: { id: f.workflowId! } }) },
      schema: {
        tags: ['workflows'],
        description:
          'Server-sent events: `event: progress` with `data: {item: WorkflowView, job: ' +
          '{status, progress, progressMessage} | null}`, a `: ping` comment every 15 s; ' +
          'the stream ends when processing ends.',
        params: z.object({ id: idSchema }),
      },
    },
    async (req, reply) => {
      const caller = callerOf(req);
      const id = req.params.id;
      // Refusals (404 for hidden or foreign workflows) answer as JSON, before the stream starts.
      const first = await eventOf(caller, id, null);
      const job = await latestJob(caller, id);

      reply.hijack();
      const res = reply.raw;
      res.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        'x-accel-buffering': 'no',
      });
      const abort = new AbortController();
      res.on('close', () => abort.abort());
      const ping = setInterval(() => res.write(': ping\n\n'), PING_MS);
      const send = (data: unknown) =>
        res.write(`event: progress\ndata: ${JSON.stringify(data)}\n\n`);
      try {
        if (!job || isFinal(job.status as JobState['status'])) {
          send(job ? await eventOf(caller, id, job) : first);
          return;
        }
        for await (const update of app.services.jobEvents.watchJob(job.id, {
          signal: abort.signal,
        })) {
          send(await eventOf(caller, id, update.job));
        }
      } catch (err) {
        // The workflow was deleted or the database went away mid-stream: end it; the client
        // reconnects and gets a plain answer.
        req.log.debug({ err }, 'workflow event stream ended early');
      } finally {
        clearInterval(ping);
        res.end();
      }
    },
  );
}
