/**
 * Reordering workspace groups (002 §5: groups sort by priority then name; the default group is
 * pinned first). Moving one group swaps it with its neighbour; the result is the priorities to
 * write, only for the groups whose priority changes.
 */
export function moveGroup<T extends { id: string; priority: number }>(
  ordered: readonly T[],
  id: string,
  direction: -1 | 1,
): { id: string; priority: number }[] {
  const from = ordered.findIndex((g) => g.id === id);
  const to = from + direction;
  if (from < 0 || to < 0 || to >= ordered.length) return [];
  const next = [...ordered];
  [next[from], next[to]] = [next[to]!, next[from]!];
  return next
    .map((g, index) => ({ id: g.id, priority: index, before: g.priority }))
    .filter((g) => g.priority !== g.before)
    .map(({ id: groupId, priority }) => ({ id: groupId, priority }));
}
