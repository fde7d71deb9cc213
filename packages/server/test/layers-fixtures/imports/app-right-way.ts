// lint-as: packages/server/src/job-handlers.ts
// Right way: the composition root registers the handlers the layers below it define.
import { aiSummaryHandler } from './domain/ai-summary-job.js';
import { JobWorker } from './jobs/worker.js';

export const parts = [aiSummaryHandler, JobWorker];
