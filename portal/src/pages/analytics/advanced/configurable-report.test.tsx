// @vitest-environment jsdom
// The configurable report screen over a stand-in of the server's answers: the grid shows the
// rows, "Group by" sums them per workspace, a group narrows the grid (a column filter, kept in
// the tab's session), and a report without rows says so.
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ADVANCED_REPORT_COLUMNS, type GridRow } from '@stepwise/core';
import { gridSessionKey } from './grid-state';

const answers = vi.hoisted(() => ({ rows: [] as unknown[] }));
vi.mock('../../../api', () => ({ api: {} }));
vi.mock('@stepwise/api', async (actual) => ({
  ...(await actual<object>()),
  columnDisplayNames: vi.fn(async () => ({
    report: 'content-analysis',
    columns: ADVANCED_REPORT_COLUMNS['content-analysis'].map((c) => ({
      ...c,
      filter: c.type === 'percent' ? 'number' : c.type === 'boolean' ? 'text' : c.type,
      hidden: c.hidden ?? false,
    })),
  })),
  contentAnalysis: vi.fn(async () => ({ items: answers.rows, total: answers.rows.length })),
  listGridStates: vi.fn(async () => []),
}));
const { ConfigurableReportView } = await import('./configurable-report');

/**
 * Waits until the grid shows `count` rows. A plain timer loop, not waitFor: ag-grid renders its
 * rows on its own schedule, which waitFor's act() wrapping holds back.
 */
async function rowsShown(count: number, timeout = 5000): Promise<void> {
  const rows = () => document.querySelectorAll('[data-testid=advanced-grid] .ag-row[row-index]');
  for (const start = Date.now(); Date.now() - start < timeout;)
    if (rows().length === count) return;
    else await new Promise((r) => setTimeout(r, 50));
  expect(rows()).toHaveLength(count);
}

const row = (title: string, workspaceName: string, views: number): GridRow => ({
  id: title.toLowerCase().replace(/\W/g, ''),
  type: 'workflows',
  title,
  workspaceName,
  workspaceGroupName: null,
  creatorName: 'Ada',
  publishedAt: '2026-10-01T00:00:00.000Z',
  views,
  uniqueViewers: 1,
  totalWatchSeconds: views * 10,
  avgWatchSeconds: 10,
  completionRate: 0.5,
  avgStepsReachedRate: 0.5,
  sopRuns: null,
  quizAttempts: 0,
  quizPassRate: null,
  likes: 0,
  lastViewedAt: '2026-11-20T10:00:00.000Z',
});

beforeEach(() => {
  answers.rows = [
    row('Lathe setup', 'Plant A', 10),
    row('Press check', 'Plant B', 4),
    row('Forklift', 'Plant A', 6),
  ];
});
afterEach(() => {
  cleanup();
  sessionStorage.clear();
});

describe('ConfigurableReportView', { timeout: 20_000 }, () => {
  it('shows the rows; group by workspace sums them; a group narrows the grid', async () => {
    render(<ConfigurableReportView report="content-analysis" />);
    await rowsShown(3);
    fireEvent.change(screen.getByLabelText('Group by'), { target: { value: 'workspaceName' } });
    const groups = await screen.findAllByTestId('advanced-group-row');
    expect(groups.map((g) => within(g).getByRole('rowheader').textContent)).toEqual([
      'Plant A',
      'Plant B',
    ]);
    expect(groups[0]!.textContent).toContain('16');
    fireEvent.click(screen.getByRole('button', { name: 'Show the rows of Plant B' }));
    await rowsShown(1);
    expect(screen.getByTestId('advanced-filter-count').textContent).toContain('1');
    // The tab remembers the current state: the filter and the group-by column.
    await waitFor(() => {
      const stored = JSON.parse(sessionStorage.getItem(gridSessionKey('content-analysis'))!);
      expect(stored.state.filter.filterModel.workspaceName).toEqual({
        filterType: 'text',
        type: 'equals',
        filter: 'Plant B',
      });
      expect(stored.state.rowGroup).toEqual({ groupColIds: ['workspaceName'] });
    });
  });

  it('comes back with the state the tab kept', async () => {
    sessionStorage.setItem(
      gridSessionKey('content-analysis'),
      JSON.stringify({
        state: {
          filter: {
            filterModel: { views: { filterType: 'number', type: 'greaterThan', filter: 5 } },
          },
        },
        savedId: null,
      }),
    );
    render(<ConfigurableReportView report="content-analysis" />);
    await rowsShown(2);
  });

  it('says so when the period has no data', async () => {
    answers.rows = [];
    render(<ConfigurableReportView report="content-analysis" />);
    expect((await screen.findByTestId('advanced-empty')).textContent).toBe(
      'No data for this period',
    );
  });
});
