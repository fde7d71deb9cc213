// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { headerControls, type DateRange, type ReportName } from '@stepwise/core';
import { AnalyticsHeader, type AnalyticsHeaderProps } from './analytics-header';

afterEach(cleanup);
beforeEach(() => {
  vi.useFakeTimers();
  return () => vi.useRealTimers();
});

const range: DateRange = ['2026-08-26', '2026-11-26'];

function setup(report: ReportName, over: Partial<AnalyticsHeaderProps> = {}) {
  const props: AnalyticsHeaderProps = {
    report,
    controls: headerControls(report),
    dateRange: range,
    onDateRange: vi.fn(),
    workspaceId: 'All',
    workspaces: {
      state: 'ready',
      value: [
        { id: 'ws1', name: 'Assembly' },
        { id: 'ws2', name: 'Quality' },
      ],
    },
    onWorkspace: vi.fn(),
    onRetryWorkspaces: vi.fn(),
    exporter: { state: { status: 'idle' }, start: vi.fn(), download: vi.fn(), reset: vi.fn() },
    ...over,
  };
  render(<AnalyticsHeader {...props} />);
  return props;
}

describe('analytics header (002 §2, §8, §9)', () => {
  it('shows the controls each report has', () => {
    setup('workflows/detail');
    expect(screen.getByTestId('analytics-title').textContent).toBe('Smart videos detail');
    expect(screen.getByTestId('analytics-date-range')).toBeTruthy();
    expect(screen.getByTestId('analytics-workspace')).toBeTruthy();
    expect(screen.getByTestId('analytics-export')).toBeTruthy();
    cleanup();
    setup('main');
    expect(screen.queryByTestId('analytics-date-range')).toBeNull();
    expect(screen.queryByTestId('analytics-workspace')).toBeNull();
    expect(screen.queryByTestId('analytics-export')).toBeNull();
    cleanup();
    setup('users');
    expect(screen.queryByTestId('analytics-date-range')).toBeNull();
    expect(screen.getByTestId('analytics-export')).toBeTruthy();
    cleanup();
    // The quiz page hides the date filter and export but keeps the workspace filter.
    setup('quiz');
    expect(screen.queryByTestId('analytics-date-range')).toBeNull();
    expect(screen.getByTestId('analytics-workspace')).toBeTruthy();
    expect(screen.queryByTestId('analytics-export')).toBeNull();
  });

  it('applies a valid range after 500 ms; a reversed or half range shows the error and applies nothing', () => {
    const props = setup('workflows/trend');
    const from = screen.getByTestId('analytics-date-from');
    const to = screen.getByTestId('analytics-date-to');
    expect(from.hasAttribute('required')).toBe(true);
    fireEvent.change(from, { target: { value: '2026-12-01' } });
    expect(screen.getByTestId('analytics-date-error').textContent).toBe(
      'Date range must be exactly two dates, the first not after the second',
    );
    expect(from.getAttribute('aria-invalid')).toBe('true');
    act(() => void vi.advanceTimersByTime(1000));
    expect(props.onDateRange).not.toHaveBeenCalled();
    fireEvent.change(from, { target: { value: '2026-11-01' } });
    fireEvent.change(to, { target: { value: '' } });
    expect(screen.getByTestId('analytics-date-error')).toBeTruthy();
    fireEvent.change(to, { target: { value: '2026-11-20' } });
    expect(screen.queryByTestId('analytics-date-error')).toBeNull();
    act(() => void vi.advanceTimersByTime(499));
    expect(props.onDateRange).not.toHaveBeenCalled();
    act(() => void vi.advanceTimersByTime(1));
    expect(props.onDateRange).toHaveBeenCalledExactlyOnceWith(['2026-11-01', '2026-11-20']);
  });

  it('lists All Workspaces first and applies a choice after the debounce', () => {
    const props = setup('workflows/detail');
    const select = screen.getByTestId('analytics-workspace') as HTMLSelectElement;
    expect([...select.options].map((o) => o.textContent)).toEqual([
      'All Workspaces',
      'Assembly',
      'Quality',
    ]);
    fireEvent.change(select, { target: { value: 'ws2' } });
    act(() => void vi.advanceTimersByTime(500));
    expect(props.onWorkspace).toHaveBeenCalledExactlyOnceWith('ws2');
  });

  it("says 'Failed to load workspace data' with a retry when the list failed", () => {
    const props = setup('workflows/detail', {
      workspaces: { state: 'error', message: 'Network error' },
    });
    const alert = screen.getByTestId('analytics-workspace-error');
    expect(alert.textContent).toContain('Failed to load workspace data');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(props.onRetryWorkspaces).toHaveBeenCalled();
  });

  it('shows the export progress, the download link and the failure', () => {
    setup('workflows/detail', {
      exporter: {
        state: { status: 'running', format: 'xlsx', progress: 0.4 },
        start: vi.fn(),
        download: vi.fn(),
        reset: vi.fn(),
      },
    });
    expect(screen.getByTestId('analytics-export-progress').textContent).toBe('Exporting… 40%');
    cleanup();
    const download = vi.fn();
    setup('workflows/detail', {
      exporter: {
        state: {
          status: 'done',
          format: 'csv',
          id: 'e1',
          fileName: 'workflows-detail.csv',
          rows: 12,
        },
        start: vi.fn(),
        download,
        reset: vi.fn(),
      },
    });
    const link = screen.getByTestId('analytics-export-download');
    expect(link.textContent).toBe('Download workflows-detail.csv');
    fireEvent.click(link);
    expect(download).toHaveBeenCalled();
    expect(screen.getByText('12 rows exported')).toBeTruthy();
    cleanup();
    setup('workflows/detail', {
      exporter: { state: { status: 'failed' }, start: vi.fn(), download: vi.fn(), reset: vi.fn() },
    });
    expect(screen.getByTestId('analytics-export-error').textContent).toContain(
      'Export operation failed',
    );
  });

  it('starts an export in the chosen format from the menu', () => {
    const start = vi.fn();
    setup('workflows/detail', {
      exporter: { state: { status: 'idle' }, start, download: vi.fn(), reset: vi.fn() },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Export' }));
    fireEvent.click(screen.getByTestId('analytics-export-csv'));
    expect(start).toHaveBeenCalledWith('csv');
  });
});
