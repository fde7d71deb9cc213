/** Shared pieces of the quiz route tests: fresh workflows, questions, anonymous calls. */
import { eq } from 'drizzle-orm';
import { newId } from '../src/db/ids.js';
import { steps, transcriptions, workflows } from '../src/db/schema.js';
import type { Fixtures } from './fixtures.js';
import type { TestServer } from './harness.js';
import { anonymousCall } from './share-helpers.js';

/** A copy of the fixture workflow (steps and transcript too), published, with no quiz. */
export async function freshWorkflow(
  s: TestServer,
  fx: Fixtures,
  opts: { published?: boolean; transcript?: boolean } = {},
): Promise<string> {
  const db = s.database.db;
  const source = fx.base.workflowId!;
  const [row] = await db.select().from(workflows).where(eq(workflows.id, source));
  const id = newId();
  const published = opts.published ?? true;
  await db
    .insert(workflows)
    .values({ ...row!, id, published, publishedDate: published ? new Date() : null });
  const stepRows = await db.select().from(steps).where(eq(steps.workflowId, source));
  if (stepRows.length) {
    await db.insert(steps).values(stepRows.map((st) => ({ ...st, id: newId(), workflowId: id })));
  }
  if (opts.transcript !== false) {
    const texts = await db
      .select()
      .from(transcriptions)
      .where(eq(transcriptions.workflowId, source));
    if (texts.length) {
      await db
        .insert(transcriptions)
        .values(texts.map((t) => ({ ...t, id: newId(), workflowId: id })));
    }
  }
  return id;
}

export const tf = (title: string, correctAnswer: 'A' | 'B' = 'A') => ({
  type: 'true-or-false' as const,
  title,
  options: [
    { letter: 'A' as const, text: 'True' },
    { letter: 'B' as const, text: 'False' },
  ],
  correctAnswer,
  referenceSource: 'Step 1 "Fit the bracket", 00:00',
  explanation: `Because: ${title}`,
});

export const single = (title: string, correctAnswer: 'A' | 'B' | 'C' | 'D') => ({
  type: 'single-selection' as const,
  title,
  options: (['A', 'B', 'C', 'D'] as const).map((letter) => ({ letter, text: `Option ${letter}` })),
  correctAnswer,
  referenceSource: 'Step 2, 00:06',
  explanation: 'Said at 00:06.',
});

/** A request with the share token header and no bearer. */
export async function anonymous(
  s: TestServer,
  method: string,
  path: string,
  shareToken: string,
  body?: unknown,
) {
  return anonymousCall(s.url, method, path, shareToken, body);
}

/** Every key anywhere in a JSON value. */
export function keysOf(value: unknown, into = new Set<string>()): Set<string> {
  if (Array.isArray(value)) for (const v of value) keysOf(v, into);
  else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      into.add(k);
      keysOf(v, into);
    }
  }
  return into;
}
