// @vitest-environment jsdom
// The troubleshooting page's view (issue 25): checks before and while running, each result with
// its status and plain-language hint, sending (with a note), and the admins' list of reports.
import type { TroubleshootingResult } from '@stepwise/core';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TroubleshootingView, type TroubleshootingViewProps } from './troubleshooting-view';

const RESULTS: Record<string, TroubleshootingResult> = {
  connectivity: {
    check: 'connectivity',
    status: 'pass',
    detail: 'median 42 ms over 5 of 5 round trips',
  },
  media: { check: 'media', status: 'warn', detail: 'no content to test' },
  'ip-access': { check: 'ip-access', status: 'fail', detail: 'refused from 10.0.0.8' },
  browser: { check: 'browser', status: 'pass', detail: 'en-US, 1920x1080, Europe/Berlin' },
};

function view(over: Partial<TroubleshootingViewProps> = {}) {
  const props: TroubleshootingViewProps = {
    running: false,
    results: {},
    note: '',
    send: { status: 'idle' },
    onRun: vi.fn(),
    onNote: vi.fn(),
    onSend: vi.fn(),
    reports: null,
    onRetryReports: vi.fn(),
    ...over,
  };
  render(<TroubleshootingView {...props} />);
  return props;
}

afterEach(cleanup);

describe('the troubleshooting view', () => {
  it('starts with every check not run yet and runs them on request', () => {
    const props = view();
    expect(screen.getByTestId('check-connectivity').dataset.status).toBe('pending');
    expect(screen.queryByTestId('troubleshooting-send')).toBeNull();
    fireEvent.click(screen.getByTestId('troubleshooting-run'));
    expect(props.onRun).toHaveBeenCalled();
  });

  it('shows each result with its status and hint, then sends them with a note', () => {
    const props = view({ results: RESULTS });
    expect(screen.getByTestId('check-ip-access').dataset.status).toBe('fail');
    expect(screen.getByText(/not allow this network address/)).toBeTruthy();
    expect(screen.getByText(/No content to test/)).toBeTruthy();
    expect(screen.getByText('median 42 ms over 5 of 5 round trips')).toBeTruthy();
    fireEvent.change(screen.getByTestId('troubleshooting-note'), { target: { value: 'Tablet 3' } });
    expect(props.onNote).toHaveBeenCalledWith('Tablet 3');
    fireEvent.click(screen.getByTestId('troubleshooting-send'));
    expect(props.onSend).toHaveBeenCalled();
  });

  it('confirms a sent report and shows why sending failed', () => {
    view({ results: RESULTS, send: { status: 'sent' } });
    expect(screen.getByTestId('troubleshooting-sent').textContent).toMatch(/Sent/);
    cleanup();
    view({ results: RESULTS, send: { status: 'failed', message: 'Too many requests.' } });
    expect(screen.getByTestId('troubleshooting-send-failed').textContent).toMatch(/Too many/);
  });

  it('lists the reports people sent, for admins', () => {
    view({
      reports: {
        status: 'ready',
        reports: [
          {
            id: 'r1',
            user: { id: 'u1', name: 'Victor Operator', email: 'viewer@demo.stepwise.test' },
            results: Object.values(RESULTS),
            note: 'Tablet 3',
            createdAt: '2026-11-26T10:00:00.000Z',
          },
        ],
      },
    });
    expect(screen.getAllByTestId('troubleshooting-report-row')).toHaveLength(1);
    expect(screen.getByText('Victor Operator')).toBeTruthy();
    cleanup();
    view({ reports: { status: 'ready', reports: [] } });
    expect(screen.getByTestId('troubleshooting-reports-empty')).toBeTruthy();
  });
});
