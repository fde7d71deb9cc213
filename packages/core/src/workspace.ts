/** 002 §9: five fixed gradients. */
export const WORKSPACE_COLORS = ['red', 'purple', 'green', 'blue', 'yellow'] as const;
export type WorkspaceColor = (typeof WORKSPACE_COLORS)[number];
export const DEFAULT_WORKSPACE_COLOR = 'blue' satisfies WorkspaceColor;

// Symbols (anything not a digit or letter, spaces included) < digits < letters.
function charClass(ch: string): number {
  if (/\p{L}/u.test(ch)) return 2;
  if (/\p{Nd}/u.test(ch)) return 1;
  return 0;
}

/** 002 §5: case-insensitive, comparing character by character: symbols, then digits, then letters. */
export function compareWorkspaceNames(a: string, b: string): number {
  const left = [...a.toLowerCase()];
  const right = [...b.toLowerCase()];
  for (let i = 0; i < Math.min(left.length, right.length); i++) {
    const x = left[i] ?? '';
    const y = right[i] ?? '';
    if (x === y) continue;
    const byClass = charClass(x) - charClass(y);
    if (byClass !== 0) return byClass;
    return x < y ? -1 : 1;
  }
  if (left.length !== right.length) return left.length - right.length;
  // Names equal but for case still need a fixed order, or lists would shuffle between renders.
  return a < b ? -1 : a > b ? 1 : 0;
}

type Named = { name: string };

export function sortWorkspaces<T extends Named>(list: readonly T[]): T[] {
  return [...list].sort((a, b) => compareWorkspaceNames(a.name, b.name));
}

/** 002 §5: in view lists, workspaces in this group come first, then liked ones, then by name. */
export function sortViewList<T extends Named & { isInThisGroup?: boolean; isLike?: boolean }>(
  list: readonly T[],
): T[] {
  const first = (flag: boolean | undefined) => (flag ? 0 : 1);
  return [...list].sort(
    (a, b) =>
      first(a.isInThisGroup) - first(b.isInThisGroup) ||
      first(a.isLike) - first(b.isLike) ||
      compareWorkspaceNames(a.name, b.name),
  );
}

/** 002 §5: the workspace menu filter is a case-insensitive substring on names. */
export function filterWorkspacesByName<T extends Named>(list: readonly T[], query: string): T[] {
  const needle = query.trim().toLowerCase();
  if (needle === '') return [...list];
  return list.filter((ws) => ws.name.toLowerCase().includes(needle));
}
