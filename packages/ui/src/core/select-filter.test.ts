// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { filterSelectOptions, searchSelectOptions } from './select-filter.js';

const options = [
  { value: 'en', label: 'English' },
  { value: 'de', label: 'Deutsch' },
  { value: 'fr', label: 'Français' },
];

// 000 §5: "Select search is a case-insensitive label filter; shows 'no results found' when empty."
describe('filterSelectOptions', () => {
  it('keeps labels containing the query, ignoring case', () => {
    expect(filterSelectOptions(options, 'EN').map((o) => o.value)).toEqual(['en']);
    expect(filterSelectOptions(options, 'sch').map((o) => o.value)).toEqual(['de']);
    expect(filterSelectOptions(options, 'ç').map((o) => o.value)).toEqual(['fr']);
  });

  it('matches the label, not the value', () => {
    expect(filterSelectOptions(options, 'fr')).toEqual([options[2]]);
    expect(filterSelectOptions([{ value: 'x1', label: 'Alpha' }], 'x1')).toEqual([]);
  });

  it('keeps every option for a blank query', () => {
    expect(filterSelectOptions(options, '')).toEqual(options);
    expect(filterSelectOptions(options, '   ')).toEqual(options);
  });
});

describe('searchSelectOptions', () => {
  it('reports the no-results state when nothing matches', () => {
    expect(searchSelectOptions(options, 'xyz')).toEqual({ options: [], noResults: true });
    expect(searchSelectOptions(options, 'e').noResults).toBe(false);
    expect(searchSelectOptions([], '').noResults).toBe(true);
  });
});
