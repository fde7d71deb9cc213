// lint-as: packages/server/src/db/layers-fixture.ts
// Wrong way: the database layer enqueuing jobs (the tenant used to).
import { enqueueJob } from '../jobs/queue.js';

export const enqueue = enqueueJob;
