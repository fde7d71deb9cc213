// lint-as: packages/server/src/jobs/layers-fixture.ts
// Wrong way: the job engine importing a domain handler (the app registers handlers).
import { aiSummaryHandler } from '../domain/ai-summary-job.js';

export const handler = aiSummaryHandler;
