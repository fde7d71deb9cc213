/**
 * "Group by" for the configurable reports (issue 25). ag-grid community has no row grouping (it
 * is an enterprise feature), so we group ourselves: the grid keeps showing the rows the user's
 * filters let through, and this pure function sums them per value of the chosen column.
 */

/** A report row as the grid holds it: field -> value. */
export type ReportRow = Readonly<Record<string, unknown>>;

/** One group: the column's value, how many rows hold it and the totals of the number columns. */
export interface RowGroup {
  /** The value as text ('' for rows without one). */
  key: string;
  count: number;
  totals: Record<string, number>;
}

/** The text a group is keyed by: numbers and strings as they are, lists joined, nothing as ''. */
export function groupKeyOf(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (Array.isArray(value)) return value.map(groupKeyOf).join(', ');
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}

/**
 * Groups `rows` by `field`, summing every field of `numberFields` (values that are not finite
 * numbers count as 0). Groups come largest first, then by key; the rows without a value last.
 */
export function groupRows(
  rows: readonly ReportRow[],
  field: string,
  numberFields: readonly string[],
): RowGroup[] {
  const groups = new Map<string, RowGroup>();
  for (const row of rows) {
    const key = groupKeyOf(row[field]);
    let group = groups.get(key);
    if (!group) {
      group = { key, count: 0, totals: Object.fromEntries(numberFields.map((f) => [f, 0])) };
      groups.set(key, group);
    }
    group.count += 1;
    for (const f of numberFields) {
      const value = row[f];
      if (typeof value === 'number' && Number.isFinite(value)) group.totals[f]! += value;
    }
  }
  return [...groups.values()].sort(
    (a, b) =>
      Number(a.key === '') - Number(b.key === '') ||
      b.count - a.count ||
      a.key.localeCompare(b.key),
  );
}

/** The totals over every group (the grand-total line under the groups). */
export function grandTotal(groups: readonly RowGroup[], numberFields: readonly string[]): RowGroup {
  const totals = Object.fromEntries(numberFields.map((f) => [f, 0]));
  let count = 0;
  for (const group of groups) {
    count += group.count;
    for (const f of numberFields) totals[f]! += group.totals[f] ?? 0;
  }
  return { key: '', count, totals };
}
