// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import type { ReportSort } from './analytics-state';
import { nextSort, ReportTable, sortRows, type ReportColumn } from './report-table';

afterEach(cleanup);

interface Row {
  id: string;
  title: string;
  views: number;
  last: string | null;
}
const rows: Row[] = [
  { id: 'a', title: 'Torque', views: 3, last: '2026-11-02' },
  { id: 'b', title: 'assembly', views: 10, last: null },
  { id: 'c', title: 'Brakes', views: 7, last: '2026-11-05' },
];
const columns: ReportColumn<Row>[] = [
  { key: 'title', label: 'Title', cell: (r) => r.title, sortValue: (r) => r.title },
  { key: 'views', label: 'Views', cell: (r) => r.views, sortValue: (r) => r.views, numeric: true },
  { key: 'last', label: 'Last viewed', cell: (r) => r.last ?? '—', sortValue: (r) => r.last },
  { key: 'id', label: 'Id', cell: (r) => r.id },
];

function Table() {
  const [sort, setSort] = useState<ReportSort | null>(null);
  return (
    <ReportTable
      caption="Rows"
      testId="t"
      rows={rows}
      columns={columns}
      rowKey={(r) => r.id}
      sort={sort}
      onSort={setSort}
    />
  );
}
const order = () => screen.getAllByTestId('t-row').map((r) => r.firstChild?.textContent);

describe('report tables', () => {
  it('sorts numbers, text (by locale) and nulls last', () => {
    const ids = (s: ReportSort | null) => sortRows(rows, columns, s).map((r) => r.id);
    expect(ids(null)).toEqual(['a', 'b', 'c']);
    expect(ids({ key: 'views', direction: 'desc' })).toEqual(['b', 'c', 'a']);
    expect(ids({ key: 'title', direction: 'asc' })).toEqual(['b', 'c', 'a']);
    expect(ids({ key: 'last', direction: 'asc' })).toEqual(['a', 'c', 'b']);
    expect(ids({ key: 'last', direction: 'desc' })).toEqual(['c', 'a', 'b']);
    expect(ids({ key: 'id', direction: 'asc' })).toEqual(['a', 'b', 'c']);
  });

  it('cycles ascending, descending, none', () => {
    expect(nextSort(null, 'views')).toEqual({ key: 'views', direction: 'asc' });
    expect(nextSort({ key: 'views', direction: 'asc' }, 'views')).toEqual({
      key: 'views',
      direction: 'desc',
    });
    expect(nextSort({ key: 'views', direction: 'desc' }, 'views')).toBeNull();
    expect(nextSort({ key: 'views', direction: 'desc' }, 'title')).toEqual({
      key: 'title',
      direction: 'asc',
    });
  });

  it('sorts from header buttons with aria-sort (keyboard: they are buttons)', () => {
    render(<Table />);
    const header = screen.getByRole('columnheader', { name: /Views/ });
    expect(header.getAttribute('aria-sort')).toBe('none');
    expect(screen.getByRole('columnheader', { name: 'Id' }).hasAttribute('aria-sort')).toBe(false);
    const button = screen.getByTestId('t-sort-views');
    expect(button.tagName).toBe('BUTTON');
    fireEvent.click(button);
    expect(header.getAttribute('aria-sort')).toBe('ascending');
    expect(order()).toEqual(['Torque', 'Brakes', 'assembly']);
    fireEvent.click(button);
    expect(header.getAttribute('aria-sort')).toBe('descending');
    expect(order()).toEqual(['assembly', 'Brakes', 'Torque']);
    fireEvent.click(button);
    expect(order()).toEqual(['Torque', 'assembly', 'Brakes']);
  });
});
