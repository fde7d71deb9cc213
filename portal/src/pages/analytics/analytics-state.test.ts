import { afterEach, describe, expect, it } from 'vitest';
import { analyticsHeaderHidden, type DateRange } from '@stepwise/core';
import {
  $dateRange,
  $workspaceId,
  reportQuery,
  reportView,
  resetAnalyticsState,
  setDateRange,
  setWorkspaceId,
  updateReportView,
} from './analytics-state';
import { isAnalyticsPath, reportOfPath } from './report-path';

afterEach(() => resetAnalyticsState());

const range: DateRange = ['2026-10-01', '2026-10-31'];
const filters = { dateRange: range, workspaceId: 'ws1' };

describe('analytics state (002 §3)', () => {
  it('starts with 3 months and All Workspaces (002 §9)', () => {
    resetAnalyticsState(new Date('2026-11-26T10:00:00Z'));
    expect($dateRange.get()).toEqual(['2026-08-26', '2026-11-26']);
    expect($workspaceId.get()).toBe('All');
  });

  it('keeps each report its page, sort and keyword; new filters reset the pages only', () => {
    updateReportView('workflows/detail', { page: 3, keyword: 'torque' });
    updateReportView('users', { sort: { key: 'views', direction: 'desc' }, page: 1 });
    expect(reportView('workflows/detail')).toEqual({ page: 3, sort: null, keyword: 'torque' });
    setDateRange(range);
    expect(reportView('workflows/detail')).toEqual({ page: 0, sort: null, keyword: 'torque' });
    expect(reportView('users').sort).toEqual({ key: 'views', direction: 'desc' });
    updateReportView('users', { page: 2 });
    setWorkspaceId('ws1');
    expect(reportView('users').page).toBe(0);
    expect(reportView('never-opened')).toEqual({ page: 0, sort: null, keyword: '' });
  });

  it('sends only the filters a report shows (002 §2)', () => {
    expect(reportQuery('workflows/detail', filters)).toEqual(filters);
    expect(reportQuery('main', filters)).toEqual({});
    expect(reportQuery('workspaces', filters)).toEqual({});
    expect(reportQuery('users', filters)).toEqual({});
    expect(reportQuery('quiz', filters)).toEqual({ workspaceId: 'ws1' });
    expect(reportQuery('content-analysis', filters)).toEqual(filters);
  });
});

describe('report of a path', () => {
  it('names the report of each analytics path; detail pages count as their family', () => {
    expect(reportOfPath('/analytics')).toBe('content-analysis');
    expect(reportOfPath('/analytics/')).toBe('content-analysis');
    expect(reportOfPath('/analytics/workflows/detail')).toBe('workflows/detail');
    expect(reportOfPath('/analytics/mm-sops/trend/')).toBe('mm-sops/trend');
    expect(reportOfPath('/analytics/quiz/performance')).toBe('quiz/performance');
    expect(reportOfPath('/analytics/quiz/q1/workflow/w1/user/u1')).toBe('quiz');
    expect(reportOfPath('/analytics/workflow/w1')).toBe('workflows/detail');
    expect(reportOfPath('/analytics/user/u1')).toBe('users');
    expect(reportOfPath('/analytics/nonsense')).toBeNull();
    expect(reportOfPath('/home')).toBeNull();
  });

  it('the header hides on the three detail routes only', () => {
    expect(analyticsHeaderHidden('/analytics/workflow/w1')).toBe(true);
    expect(analyticsHeaderHidden('/analytics/user/u1')).toBe(true);
    expect(analyticsHeaderHidden('/analytics/quiz/workflow/w1')).toBe(true);
    expect(analyticsHeaderHidden('/analytics/workflows/detail')).toBe(false);
  });

  it('knows the analytics area (the report menu replaces the side menu there)', () => {
    expect(isAnalyticsPath('/analytics')).toBe(true);
    expect(isAnalyticsPath('/analytics/users')).toBe(true);
    expect(isAnalyticsPath('/analyticsx')).toBe(false);
    expect(isAnalyticsPath('/home')).toBe(false);
  });
});
