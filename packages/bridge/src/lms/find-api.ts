// Finding the LMS's SCORM API object, as the ADL reference scripts do: the content's own window
// and its parents first, then the window that opened ours (an LMS that launches content in a
// popup), then the opener of the top window (content framed inside such a popup), each with its
// parents. Cross-origin windows on the way are skipped, not fatal.
import type { ScormStandard } from '@stepwise/core';

/** The global each standard's API is found under. */
export const SCORM_API_NAMES = { '1.2': 'API', '2004': 'API_1484_11' } as const;

/**
 * How many parents one walk climbs before giving up: the ADL reference script
 * (APIWrapper.js / SCORM_API_wrapper) uses 500, which no real frame nesting reaches; it only
 * bounds a pathological `parent` chain.
 */
export const API_SEARCH_MAX_PARENTS = 500;

/** The part of `window` the search reads. */
export interface ApiSearchWindow {
  readonly parent?: ApiSearchWindow | null;
  readonly opener?: ApiSearchWindow | null;
  readonly top?: ApiSearchWindow | null;
}

/** SCORM 1.2 RTE API (the LMS's `window.API`). */
export interface Scorm12Api {
  LMSInitialize(parameter: ''): unknown;
  LMSFinish(parameter: ''): unknown;
  LMSGetValue(element: string): unknown;
  LMSSetValue(element: string, value: string): unknown;
  LMSCommit(parameter: ''): unknown;
  LMSGetLastError(): unknown;
  LMSGetErrorString(code: string): unknown;
  LMSGetDiagnostic(code: string): unknown;
}

/** SCORM 2004 RTE API (the LMS's `window.API_1484_11`). */
export interface Scorm2004Api {
  Initialize(parameter: ''): unknown;
  Terminate(parameter: ''): unknown;
  GetValue(element: string): unknown;
  SetValue(element: string, value: string): unknown;
  Commit(parameter: ''): unknown;
  GetLastError(): unknown;
  GetErrorString(code: string): unknown;
  GetDiagnostic(code: string): unknown;
}

export type FoundScormApi =
  { standard: '1.2'; api: Scorm12Api } | { standard: '2004'; api: Scorm2004Api };

function read(win: ApiSearchWindow, key: string): unknown {
  try {
    return (win as Record<string, unknown>)[key];
  } catch {
    return undefined; // cross-origin window
  }
}

function looksLike(standard: ScormStandard, api: unknown): boolean {
  if (!api || (typeof api !== 'object' && typeof api !== 'function')) return false;
  const probe = standard === '1.2' ? 'LMSInitialize' : 'Initialize';
  return typeof (api as Record<string, unknown>)[probe] === 'function';
}

/** `start` and its parents, at most API_SEARCH_MAX_PARENTS of them. */
function walkParents(start: ApiSearchWindow, standard: ScormStandard): unknown {
  let win: ApiSearchWindow = start;
  for (let climbed = 0; climbed <= API_SEARCH_MAX_PARENTS; climbed++) {
    const api = read(win, SCORM_API_NAMES[standard]);
    if (looksLike(standard, api)) return api;
    const parent = read(win, 'parent') as ApiSearchWindow | null | undefined;
    if (!parent || parent === win) return null;
    win = parent;
  }
  return null;
}

function searchFrom(win: ApiSearchWindow, standard: ScormStandard): unknown {
  const top = read(win, 'top') as ApiSearchWindow | null | undefined;
  const starts = [win, read(win, 'opener'), top ? read(top, 'opener') : null];
  const seen = new Set<unknown>();
  for (const start of starts) {
    if (!start || seen.has(start)) continue;
    seen.add(start);
    const api = walkParents(start as ApiSearchWindow, standard);
    if (api) return api;
  }
  return null;
}

/**
 * The LMS's API, of the `preferred` standard first (the package's own), then the other: an LMS
 * that offers only the other standard still gets its progress.
 */
export function findScormApi(
  win: ApiSearchWindow = globalThis.window as unknown as ApiSearchWindow,
  preferred: ScormStandard = '2004',
): FoundScormApi | null {
  const order: ScormStandard[] = preferred === '2004' ? ['2004', '1.2'] : ['1.2', '2004'];
  for (const standard of order) {
    const api = searchFrom(win, standard);
    if (api) {
      return standard === '1.2'
        ? { standard, api: api as Scorm12Api }
        : { standard, api: api as Scorm2004Api };
    }
  }
  return null;
}
