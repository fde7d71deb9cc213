// @vitest-environment jsdom
// The analytics area as a person uses it: the header over a report, hidden on a detail page,
// and a report's filters kept when they leave it and come back (002 §2, §3). The server is
// replaced by its answers here; tests/e2e/analytics.spec.ts runs the same against a real one.
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DropOff, WorkflowDetailRow, WorkflowOverview } from '@stepwise/core';
import { AnalyticsLayout } from './analytics-layout';
import { resetAnalyticsState } from './analytics-state';
import { WorkflowDetailPage } from './workflow-detail';
import { WorkflowsDetailPage } from './workflows-report';

const calls = vi.hoisted(() => ({
  workspaceReport: vi.fn(),
  workflowDetails: vi.fn(),
  workflowOverview: vi.fn(),
  workflowDropOff: vi.fn(),
}));
vi.mock('../../api', () => ({ api: {} }));
vi.mock('@stepwise/api', () => ({ ...calls, call: vi.fn() }));

afterEach(() => {
  cleanup();
  resetAnalyticsState();
  for (const fn of Object.values(calls)) fn.mockReset();
});

const page = { page: 0, size: 50, dataCount: 1, pageCount: 1 };
const row: WorkflowDetailRow = {
  workflowId: 'w1',
  title: 'Torque the housing',
  workspaceId: 'ws1',
  workspaceName: 'Assembly',
  views: 12,
  viewers: 5,
  avgWatchSeconds: 95,
  completionRate: 0.5,
  avgStepsReached: 2.5,
  lastViewedAt: '2026-11-20T09:00:00.000Z',
};
const overview: WorkflowOverview = {
  workflow: {
    id: 'w1',
    title: 'Torque the housing',
    workspaceId: 'ws1',
    workspaceName: 'Assembly',
    published: true,
    deleted: false,
  },
  totals: { views: 12, viewers: 5, watchSeconds: 1140, completions: 6, completionRate: 0.5 },
  days: [
    { day: '2026-11-19', views: 4, viewers: 2, watchSeconds: 300 },
    { day: '2026-11-20', views: 8, viewers: 4, watchSeconds: 840 },
  ],
  steps: [
    { stepId: 's1', stepIndex: 0, title: 'Prepare', reached: 5, finished: 5, avgWatchSeconds: 30 },
    { stepId: 's2', stepIndex: 1, title: 'Torque', reached: 3, finished: 2, avgWatchSeconds: 60 },
  ],
  recentViewers: [],
};
const dropOff: DropOff = {
  workflowId: 'w1',
  viewers: 5,
  items: overview.steps.map(({ avgWatchSeconds: _, ...s }) => s),
};

function mockAnswers() {
  calls.workspaceReport.mockResolvedValue({
    items: [{ workspaceId: 'ws1', name: 'Assembly' }],
    page,
  });
  calls.workflowDetails.mockResolvedValue({ items: [row], page });
  calls.workflowOverview.mockResolvedValue(overview);
  calls.workflowDropOff.mockResolvedValue(dropOff);
}

function open(path: string) {
  const router = createMemoryRouter(
    [
      {
        path: '/analytics',
        element: <AnalyticsLayout />,
        children: [
          { path: 'workflows/detail', element: <WorkflowsDetailPage /> },
          { path: 'workflow/:workflowId', element: <WorkflowDetailPage /> },
          { path: 'main', element: <p>organisation</p> },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('the analytics area', () => {
  it('shows the header over a report and hides it on the workflow page with its funnel', async () => {
    mockAnswers();
    const router = open('/analytics/workflows/detail');
    expect(screen.getByTestId('analytics-title').textContent).toBe('Smart videos detail');
    const link = await screen.findByTestId('analytics-workflow-link');
    expect(screen.getByTestId('analytics-views').textContent).toBe('12');
    await waitFor(() =>
      expect(
        [...(screen.getByTestId('analytics-workspace') as HTMLSelectElement).options].map(
          (o) => o.textContent,
        ),
      ).toEqual(['All Workspaces', 'Assembly']),
    );
    fireEvent.click(link);
    await screen.findByTestId('analytics-workflow-title');
    expect(router.state.location.pathname).toBe('/analytics/workflow/w1');
    expect(screen.queryByTestId('analytics-header')).toBeNull();
    const bars = await screen.findAllByTestId('analytics-funnel-bar');
    expect(bars.map((b) => b.getAttribute('data-value'))).toEqual(['5', '3']);
    // The detail page reads the header's range though the header is hidden.
    expect(calls.workflowOverview.mock.calls[0]![2]).toEqual({
      dateRange: expect.any(Array),
    });
  });

  it("keeps a report's keyword and the filters when it is left and opened again", async () => {
    mockAnswers();
    const router = open('/analytics/workflows/detail');
    await screen.findByTestId('analytics-workflow-link');
    fireEvent.change(screen.getByTestId('analytics-keyword'), { target: { value: 'torque' } });
    await waitFor(() =>
      expect(calls.workflowDetails).toHaveBeenLastCalledWith(
        {},
        expect.objectContaining({ keyword: 'torque', page: 0 }),
      ),
    );
    fireEvent.change(screen.getByTestId('analytics-date-from'), {
      target: { value: '2026-11-01' },
    });
    fireEvent.change(screen.getByTestId('analytics-date-to'), { target: { value: '2026-11-20' } });
    await waitFor(() =>
      expect(calls.workflowDetails).toHaveBeenLastCalledWith(
        {},
        expect.objectContaining({ dateRange: ['2026-11-01', '2026-11-20'] }),
      ),
    );
    await act(() => router.navigate('/analytics/main'));
    expect(screen.getByText('organisation')).toBeTruthy();
    expect(screen.queryByTestId('analytics-date-range')).toBeNull();
    await act(() => router.navigate('/analytics/workflows/detail'));
    expect((screen.getByTestId('analytics-keyword') as HTMLInputElement).value).toBe('torque');
    expect((screen.getByTestId('analytics-date-from') as HTMLInputElement).value).toBe(
      '2026-11-01',
    );
    await screen.findByTestId('analytics-workflow-link');
    expect(calls.workflowDetails).toHaveBeenLastCalledWith(
      {},
      expect.objectContaining({ keyword: 'torque', dateRange: ['2026-11-01', '2026-11-20'] }),
    );
  });

  it('keeps a keyword typed just before leaving the report', async () => {
    mockAnswers();
    const router = open('/analytics/workflows/detail');
    await screen.findByTestId('analytics-workflow-link');
    fireEvent.change(screen.getByTestId('analytics-keyword'), { target: { value: 'brake' } });
    await act(() => router.navigate('/analytics/main'));
    await act(() => router.navigate('/analytics/workflows/detail'));
    expect((screen.getByTestId('analytics-keyword') as HTMLInputElement).value).toBe('brake');
    await waitFor(() =>
      expect(calls.workflowDetails).toHaveBeenLastCalledWith(
        {},
        expect.objectContaining({ keyword: 'brake' }),
      ),
    );
  });

  it('shows the empty and error states with the spec labels', async () => {
    mockAnswers();
    calls.workflowDetails.mockReset();
    calls.workflowDetails.mockRejectedValueOnce(new Error('Network error'));
    calls.workflowDetails.mockResolvedValue({
      items: [],
      page: { ...page, dataCount: 0, pageCount: 0 },
    });
    open('/analytics/workflows/detail');
    const error = await screen.findByTestId('analytics-workflows-detail-body-error');
    expect(error.textContent).toContain('Network error');
    fireEvent.click(screen.getByTestId('analytics-workflows-detail-body-retry'));
    expect((await screen.findByTestId('analytics-workflows-detail-body-empty')).textContent).toBe(
      'No data for this period',
    );
  });
});
