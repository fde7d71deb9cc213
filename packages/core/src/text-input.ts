/**
 * What no request may carry, whatever its route (issue 14): characters that no text field
 * means and the database cannot store or index (NUL, the other C0 controls but tab, line
 * feed, vertical tab, form feed and carriage return, and UTF-16 halves without their pair),
 * keys that would reach an object's prototype, and nesting deeper than any shape we accept.
 * Every body, query and path parameter is inspected once at the server's edge; the rule is
 * here so a client can check the same before it sends.
 */

/** The deepest nesting of objects and arrays any request shape of ours needs, with room. */
export const MAX_INPUT_DEPTH = 32;

/** Keys that reach an object's prototype when a parser or a merge trusts them. */
export const PROTOTYPE_KEYS: ReadonlySet<string> = new Set([
  '__proto__',
  'constructor',
  'prototype',
]);

export type InputProblem = 'control-character' | 'lone-surrogate' | 'prototype-key' | 'too-deep';

/** The index of the first character no text may hold, and why; undefined when it is clean. */
export function forbiddenCharacterIn(
  s: string,
): { index: number; problem: 'control-character' | 'lone-surrogate' } | undefined {
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c < 0x20) {
      // \t \n \v \f \r are ordinary in pasted text.
      if (c >= 0x09 && c <= 0x0d) continue;
      return { index: i, problem: 'control-character' };
    }
    if (c >= 0xd800 && c <= 0xdbff) {
      const next = s.charCodeAt(i + 1);
      if (next >= 0xdc00 && next <= 0xdfff) {
        i++;
        continue;
      }
      return { index: i, problem: 'lone-surrogate' };
    }
    if (c >= 0xdc00 && c <= 0xdfff) return { index: i, problem: 'lone-surrogate' };
  }
  return undefined;
}

export interface InputFinding {
  /** Where: `body.steps.0.title`, `query.q`, ... */
  path: string;
  problem: InputProblem;
}

/**
 * Walks a parsed request part (without recursion, so a hostile nesting cannot overflow the
 * stack) and returns the first problem found. Objects of any prototype are entered (a query
 * string parser's objects have their own), but not bytes or streams: an upload part is not text.
 */
export function inspectInput(
  value: unknown,
  root: string,
  maxDepth = MAX_INPUT_DEPTH,
): InputFinding | undefined {
  const stack: { v: unknown; path: string; depth: number }[] = [{ v: value, path: root, depth: 0 }];
  while (stack.length > 0) {
    const { v, path, depth } = stack.pop()!;
    if (typeof v === 'string') {
      const bad = forbiddenCharacterIn(v);
      if (bad) return { path, problem: bad.problem };
      continue;
    }
    if (v === null || typeof v !== 'object') continue;
    // Bytes (an upload part) and streams are not text.
    if (ArrayBuffer.isView(v) || v instanceof ArrayBuffer) continue;
    if (typeof (v as { pipe?: unknown }).pipe === 'function') continue;
    const isArray = Array.isArray(v);
    if (depth >= maxDepth) return { path, problem: 'too-deep' };
    if (isArray) {
      const a = v as unknown[];
      for (let i = a.length - 1; i >= 0; i--)
        stack.push({ v: a[i], path: `${path}.${i}`, depth: depth + 1 });
      continue;
    }
    for (const key of Object.keys(v)) {
      if (PROTOTYPE_KEYS.has(key)) return { path: `${path}.${key}`, problem: 'prototype-key' };
      const bad = forbiddenCharacterIn(key);
      if (bad) return { path: `${path}.${key}`, problem: bad.problem };
      stack.push({
        v: (v as Record<string, unknown>)[key],
        path: `${path}.${key}`,
        depth: depth + 1,
      });
    }
  }
  return undefined;
}

/** The message a refused request carries, naming the place and the fault. */
export function inputProblemMessage(f: InputFinding): string {
  switch (f.problem) {
    case 'control-character':
      return `${f.path}: contains a control character (such as NUL) that text cannot hold`;
    case 'lone-surrogate':
      return `${f.path}: contains an invalid Unicode character (an unpaired surrogate)`;
    case 'prototype-key':
      return `${f.path}: this key is not allowed`;
    case 'too-deep':
      return `${f.path}: nested more than ${MAX_INPUT_DEPTH} levels deep`;
  }
}
