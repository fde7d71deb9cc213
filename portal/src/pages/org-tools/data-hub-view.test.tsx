// @vitest-environment jsdom
// The data hub's view (issue 25): dataset cards (format, a date range only where it applies,
// progress, download, failure), and for org admins the API keys (made once with copy, revoke
// after a confirmation) and the BI snippet; others see the datasets only.
import type { ReportExport } from '@stepwise/core';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DataHubView, type DataHubViewProps } from './data-hub-view';

const choice = { format: 'csv' as const, from: '2026-08-26', to: '2026-11-26' };
const job = (over: Partial<ReportExport> = {}): ReportExport => ({
  id: 'e1',
  report: 'data-hub/users',
  format: 'csv',
  status: 'running',
  progress: 0.4,
  rowCount: null,
  fileName: null,
  downloadUrl: null,
  error: null,
  createdAt: '2026-11-26T10:00:00.000Z',
  finishedAt: null,
  ...over,
});
const KEY = {
  id: 'k1',
  name: 'Power BI',
  prefix: 'swk_abcdefgh',
  scope: 'read' as const,
  createdBy: 'u1',
  createdAt: '2026-11-20T10:00:00.000Z',
  lastUsedAt: null,
};

function view(over: Partial<DataHubViewProps> = {}) {
  const props: DataHubViewProps = {
    choices: { users: choice, content: choice, tracking: choice, 'quiz-results': choice },
    exports: {
      users: { status: 'idle' },
      content: { status: 'idle' },
      tracking: { status: 'idle' },
      'quiz-results': { status: 'idle' },
    },
    onChoice: vi.fn(),
    onExport: vi.fn(),
    onDownload: vi.fn(),
    isAdmin: true,
    keys: { status: 'ready', keys: [KEY] },
    createdKey: null,
    keyProblem: null,
    onCreateKey: vi.fn(),
    onRevokeKey: vi.fn(),
    onRetryKeys: vi.fn(),
    apiBase: 'https://stepwise.test',
    ...over,
  };
  render(<DataHubView {...props} />);
  return props;
}

afterEach(cleanup);

describe('the data hub view', () => {
  it('offers each dataset; only tracking and quiz results take dates', () => {
    const props = view();
    expect(screen.queryByTestId('dataset-users-from')).toBeNull();
    expect(screen.getByTestId('dataset-tracking-from')).toBeTruthy();
    fireEvent.change(screen.getByTestId('dataset-users-format'), { target: { value: 'xlsx' } });
    expect(props.onChoice).toHaveBeenCalledWith('users', { ...choice, format: 'xlsx' });
    fireEvent.click(screen.getByTestId('dataset-users-export'));
    expect(props.onExport).toHaveBeenCalledWith('users');
  });

  it('shows progress, then the download, or why it failed', () => {
    view({
      exports: {
        users: { status: 'running', job: job() },
        content: { status: 'idle' },
        tracking: { status: 'idle' },
        'quiz-results': { status: 'idle' },
      },
    });
    expect(screen.getByTestId('dataset-users-progress').textContent).toMatch(/40%/);
    cleanup();
    const done = view({
      exports: {
        users: { status: 'done', job: job({ status: 'succeeded', rowCount: 6, progress: 1 }) },
        content: { status: 'idle' },
        tracking: { status: 'failed', message: 'Unknown report name' },
        'quiz-results': { status: 'idle' },
      },
    });
    expect(screen.getByTestId('dataset-users-ready').textContent).toMatch(/6 rows/);
    fireEvent.click(screen.getByTestId('dataset-users-download'));
    expect(done.onDownload).toHaveBeenCalledWith('users');
    expect(screen.getByTestId('dataset-tracking-failed').textContent).toMatch(/Unknown report/);
  });

  it('makes a key, shows it once with a copy button, and revokes after confirming', () => {
    const props = view({ createdKey: 'swk_secret' });
    expect(screen.getByTestId('api-key-value').textContent).toBe('swk_secret');
    expect(screen.getByTestId('api-key-copy')).toBeTruthy();
    fireEvent.change(screen.getByTestId('api-key-name'), { target: { value: 'Tableau' } });
    fireEvent.click(screen.getByTestId('api-key-create'));
    expect(props.onCreateKey).toHaveBeenCalledWith('Tableau');
    fireEvent.click(screen.getByRole('button', { name: 'Revoke Power BI' }));
    expect(props.onRevokeKey).not.toHaveBeenCalled();
    fireEvent.click(screen.getByTestId('api-key-revoke-confirm'));
    expect(props.onRevokeKey).toHaveBeenCalledWith('k1');
    expect(screen.getByTestId('bi-snippet').textContent).toContain(
      'https://stepwise.test/v1/data-hub/datasets/users?format=csv',
    );
  });

  it('shows the keys loading, failed and empty; hides them from non-admins', () => {
    view({ keys: { status: 'failed', message: 'Network error' } });
    expect(screen.getByTestId('api-keys-failed').textContent).toMatch(/Network error/);
    cleanup();
    view({ keys: { status: 'ready', keys: [] } });
    expect(screen.getByTestId('api-keys-empty')).toBeTruthy();
    cleanup();
    view({ isAdmin: false });
    expect(screen.queryByTestId('api-keys')).toBeNull();
    expect(screen.queryByTestId('bi-snippet')).toBeNull();
  });
});
