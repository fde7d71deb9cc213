// 000 §5: "Select search is a case-insensitive label filter; shows 'no results found' when empty."

export interface SelectOption<V extends string = string> {
  value: V;
  label: string;
  disabled?: boolean | undefined;
}

/**
 * Options whose label contains the query, ignoring case. The query is trimmed (as the workspace
 * name filter in @stepwise/core is), so a blank query keeps every option.
 */
export function filterSelectOptions<O extends { label: string }>(
  options: readonly O[],
  query: string,
): O[] {
  const needle = query.trim().toLowerCase();
  if (needle === '') return [...options];
  return options.filter((o) => o.label.toLowerCase().includes(needle));
}

export interface SelectSearchResult<O> {
  options: O[];
  /** True when nothing matches: the select shows its 'no results found' label. */
  noResults: boolean;
}

export function searchSelectOptions<O extends { label: string }>(
  options: readonly O[],
  query: string,
): SelectSearchResult<O> {
  const matches = filterSelectOptions(options, query);
  return { options: matches, noResults: matches.length === 0 };
}
