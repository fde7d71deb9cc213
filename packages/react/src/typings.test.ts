/**
 * The type test (issue 17): a consumer's code compiled as a host's compiler would, against the
 * package's typings. type-tests/consumer-ok.tsx (props, callbacks, ref, the tags in JSX, typed
 * addEventListener, the script-tag global `Stepwise.connect`) compiles clean; type-tests/consumer-wrong.tsx, which sets attributes to
 * wrong types, fails with exactly the errors its `expect-error` comments name, on their lines.
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { beforeAll, describe, expect, it } from 'vitest';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const OK = join(root, 'type-tests/consumer-ok.tsx');
const WRONG = join(root, 'type-tests/consumer-wrong.tsx');

let program: ts.Program;

beforeAll(() => {
  const config = ts.getParsedCommandLineOfConfigFile(
    join(root, 'tsconfig.json'),
    {},
    { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => {} },
  )!;
  program = ts.createProgram({
    rootNames: [OK, WRONG],
    options: {
      ...config.options,
      noEmit: true,
      composite: false,
      incremental: false,
      rootDir: undefined,
      tsBuildInfoFile: undefined,
    },
  });
});

/** `line:TScode` for each error in a file (1-based lines). */
function errorsIn(file: string): string[] {
  const source = program.getSourceFile(file)!;
  return [...program.getSyntacticDiagnostics(source), ...program.getSemanticDiagnostics(source)]
    .map((d) => `${source.getLineAndCharacterOfPosition(d.start ?? 0).line + 1}:TS${d.code}`)
    .sort();
}

describe('the SDK typings in a consumer file', () => {
  it('accept correct props, callbacks, refs and tags', () => {
    expect(errorsIn(OK)).toEqual([]);
  });

  it('reject attribute values of the wrong type, each on its line', () => {
    const expected = readFileSync(WRONG, 'utf8')
      .split('\n')
      .flatMap((text, i) => {
        const marker = /\/\/ expect-error (TS\d+)/.exec(text);
        return marker ? [`${i + 2}:${marker[1]}`] : [];
      })
      .sort();
    expect(expected.length).toBe(11);
    expect(errorsIn(WRONG)).toEqual(expected);
  });
});
