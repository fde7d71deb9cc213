// @vitest-environment jsdom
// Every analytics and chart story renders and reaches its state (stories are contracts, STYLE §15).
import { composeStories } from '@storybook/react-vite';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as charts from '../../components/charts/charts.stories';
import * as header from './analytics-header.stories';
import * as main from './main-report.stories';
import * as menu from './report-menu.stories';
import * as reports from './report-pages.stories';
import * as user from './user-detail.stories';
import * as workflow from './workflow-detail.stories';

vi.mock('../../api', () => ({ api: {} }));
afterEach(cleanup);

async function reach(Story: () => React.JSX.Element, find: () => unknown) {
  const view = render(<Story />);
  await find();
  view.unmount();
}

describe('analytics stories', () => {
  it('charts: empty, one point, many points, two series, zeros, funnel, bars', async () => {
    const c = composeStories(charts);
    await reach(c.Empty, () => screen.findByTestId('line-chart-empty'));
    await reach(c.OnePoint, () =>
      expect(screen.getByRole('img').querySelector('circle')).toBeTruthy(),
    );
    await reach(c.ManyPoints, () => screen.getByTestId('line-chart-table'));
    await reach(c.TwoSeries, () =>
      expect(screen.getByRole('img').querySelectorAll('.chart-line')).toHaveLength(2),
    );
    await reach(c.AllZero, () => screen.getByRole('img'));
    await reach(c.Funnel, () => expect(screen.getAllByTestId('funnel-chart-bar')).toHaveLength(5));
    await reach(c.FunnelEmpty, () => screen.getByTestId('funnel-chart-empty'));
    await reach(c.Bars, () => expect(screen.getAllByTestId('bar-chart-bar')).toHaveLength(3));
  });

  it('header: each control state and hidden', async () => {
    const h = composeStories(header);
    await reach(h.AllControls, () => screen.getByTestId('analytics-export'));
    await reach(h.NoFilters, () => expect(screen.queryByTestId('analytics-date-range')).toBeNull());
    await reach(h.ExportOnly, () => screen.getByTestId('analytics-export'));
    await reach(h.WorkspaceOnly, () => screen.getByTestId('analytics-workspace'));
    await reach(h.WorkspacesLoading, () =>
      expect((screen.getByTestId('analytics-workspace') as HTMLSelectElement).disabled).toBe(true),
    );
    await reach(h.WorkspacesFailed, () => screen.getByText('Failed to load workspace data'));
    await reach(h.ReversedRange, () => screen.getByTestId('analytics-date-error'));
    await reach(h.ExportRunning, () => screen.getByTestId('analytics-export-progress'));
    await reach(h.ExportDone, () => screen.getByTestId('analytics-export-download'));
    await reach(h.ExportFailed, () =>
      screen.getByText('Export operation failed', { exact: false }),
    );
    await reach(h.HiddenOnDetailRoute, () => {
      screen.getByTestId('hidden-header-story');
      expect(screen.queryByTestId('analytics-header')).toBeNull();
    });
  });

  it('report menu: skills on and off', async () => {
    const m = composeStories(menu);
    await reach(m.SkillsOn, () => screen.getByTestId('report-link-skills-analysis'));
    await reach(m.SkillsOff, () =>
      expect(screen.queryByTestId('report-link-skills-analysis')).toBeNull(),
    );
  });

  it('pages: data, loading, empty and failed', async () => {
    const o = composeStories(main);
    await reach(o.Data, () => screen.getByTestId('analytics-engagement-chart'));
    await reach(o.Loading, () => screen.getByTestId('analytics-overview-loading'));
    await reach(o.Failed, () => screen.getByTestId('analytics-overview-error'));
    await reach(o.Empty, () => screen.getByTestId('analytics-overview-empty'));
    const r = composeStories(reports);
    await reach(r.WorkflowsDetailData, () =>
      expect(screen.getAllByTestId('story-workflows-table-row')).toHaveLength(3),
    );
    await reach(r.WorkflowsDetailLoading, () => screen.getByTestId('story-workflows-body-loading'));
    await reach(r.WorkflowsDetailEmpty, () => screen.getByText('No data for this period'));
    await reach(r.WorkflowsDetailFailed, () => screen.getByTestId('story-workflows-body-error'));
    await reach(r.WorkflowsDetailManyPages, () => screen.getByText('Page 2 of 3'));
    await reach(r.UsersData, () => screen.getByTestId('analytics-users-overview-active'));
    await reach(r.TrendWithData, () => screen.getByTestId('story-trend-chart'));
    await reach(r.TrendEmpty, () => screen.getByTestId('story-trend-body-empty'));
    const w = composeStories(workflow);
    await reach(w.Data, () =>
      expect(screen.getAllByTestId('analytics-funnel-bar')).toHaveLength(5),
    );
    await reach(w.Loading, () => screen.getByTestId('analytics-drop-off-loading'));
    await reach(w.Failed, () => screen.getByTestId('analytics-drop-off-error'));
    await reach(w.NoViewers, () => screen.getByTestId('analytics-drop-off-empty'));
    const u = composeStories(user);
    await reach(u.Data, () => screen.getByTestId('analytics-user-days'));
    await reach(u.Loading, () => screen.getByTestId('analytics-user-overview-loading'));
    await reach(u.Failed, () => screen.getByTestId('analytics-user-overview-error'));
    await reach(u.NoViews, () => screen.getByTestId('analytics-view-history-body-empty'));
  });
});
