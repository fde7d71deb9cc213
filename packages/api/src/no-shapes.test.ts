/**
 * Issue 17: `@stepwise/api` declares no answer shape of its own. Every schema it parses with is
 * core's (packages/core/src/*.schema.ts, most through the route table), so the client cannot
 * drift from the server. Only "any answer" (z.unknown, for a refusal's wrapper) and "no answer"
 * (z.never, where a file or stream was expected) are written here.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const here = fileURLToPath(new URL('.', import.meta.url));
const sources = readdirSync(here).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'));

/** A zod constructor or combinator that would make a shape here. */
const SHAPE =
  /\bz\.(object|strictObject|looseObject|array|record|map|set|tuple|union|discriminatedUnion|intersection|enum|literal|string|number|int|boolean|null|nullable|optional|custom|lazy|preprocess)\(|\.(extend|merge|pick|omit|partial|required|transform)\(/;

describe('@stepwise/api declares no response shape', () => {
  it.each(sources)('%s builds no zod schema', (file) => {
    const lines = readFileSync(`${here}/${file}`, 'utf8').split('\n');
    const shapes = lines.filter((line) => SHAPE.test(line) && !line.trim().startsWith('*'));
    expect(shapes).toEqual([]);
  });

  it('sees every source file', () => {
    expect(sources).toEqual(expect.arrayContaining(['call.ts', 'client.ts', 'player.ts']));
  });
});
