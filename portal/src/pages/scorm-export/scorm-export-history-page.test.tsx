// @vitest-environment jsdom
import type { ScormExportProcess } from '@stepwise/core';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type * as View from './scorm-export-view';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ScormExportHistoryPage } from './scorm-export-history-page';
import { clearWorkflowTitles } from './use-workflow-titles';

const calls = vi.hoisted(() => ({
  list: vi.fn(),
  retry: vi.fn(),
  download: vi.fn(),
  workflow: vi.fn(),
}));
vi.mock('../../api', () => ({ api: {} }));
vi.mock('@stepwise/api', () => ({
  listScormExports: calls.list,
  retryScormExport: calls.retry,
  downloadScormExport: calls.download,
  getWorkflow: calls.workflow,
}));
vi.mock('./scorm-export-view', async (original) => ({
  ...(await original<typeof View>()),
  SCORM_POLL_MS: 5,
}));

const row = (over: Partial<ScormExportProcess>): ScormExportProcess => ({
  id: 'e1',
  status: 'finished',
  exportType: 'SCORM_12',
  exportSource: 'workflow',
  workflowIds: ['w1'],
  resolution: 720,
  createdBy: 'u1',
  errorMessage: null,
  fileSize: 1200,
  downloadPath: '/v1/rustici-export-processes/e1/download',
  createdAt: '2026-11-22T10:00:00.000Z',
  updatedAt: '2026-11-22T10:00:00.000Z',
  finishedAt: '2026-11-22T10:00:02.000Z',
  ...over,
});
const listing = (items: ScormExportProcess[], pageCount = 1) => ({
  items,
  page: { page: 0, size: 20, dataCount: items.length, pageCount },
});

function show(url = '/admin/scorm-export-history') {
  const router = createMemoryRouter(
    [{ path: '/admin/scorm-export-history', Component: ScormExportHistoryPage }],
    { initialEntries: [url] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('SCORM export history (001 §2, §7)', () => {
  beforeEach(() => {
    for (const call of Object.values(calls)) call.mockReset();
    clearWorkflowTitles();
    calls.workflow.mockImplementation(async (_api: unknown, id: string) => {
      if (id === 'gone') throw new Error('Not found');
      return { id, title: `Title of ${id}` };
    });
  });
  afterEach(cleanup);

  it('shows loading, then each export with type, workflows, status and its action', async () => {
    const message = 'Workflow "Draft" (gone) is not published: publish it, then retry the export';
    calls.list.mockResolvedValue(
      listing([
        row({ id: 'e1' }),
        row({
          id: 'e2',
          status: 'error',
          exportType: 'SCORM_2004',
          workflowIds: ['gone'],
          errorMessage: message,
          downloadPath: null,
        }),
      ]),
    );
    show();
    expect(screen.getByTestId('scorm-history-loading')).toBeTruthy();
    const rows = await screen.findAllByTestId('scorm-history-row');
    expect(calls.list).toHaveBeenCalledWith(
      {},
      { page: 0, size: 20, orderBy: 'createdAt', desc: true },
    );
    const [finished, failed] = rows as [HTMLElement, HTMLElement];
    expect(await within(finished).findByText('Title of w1')).toBeTruthy();
    expect(within(finished).getByText('SCORM 1.2')).toBeTruthy();
    expect(within(finished).getByTestId('scorm-status').dataset.status).toBe('finished');
    expect(within(finished).getByRole('button', { name: /^Download the export of/ })).toBeTruthy();
    expect(within(failed).getByText('SCORM 2004 (4th edition)')).toBeTruthy();
    expect(within(failed).getByText('Unavailable workflow (gone)')).toBeTruthy();
    expect(within(failed).getByTestId('scorm-error-message').textContent).toBe(message);
    expect(within(failed).queryByTestId('scorm-download')).toBeNull();
    // Everything is final: no polling.
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(calls.list).toHaveBeenCalledTimes(1);
  });

  it('retries an export in error and polls until it is final', async () => {
    calls.list
      .mockResolvedValueOnce(listing([row({ status: 'error', errorMessage: 'Nope' })]))
      .mockResolvedValueOnce(listing([row({ status: 'processing', downloadPath: null })]))
      .mockResolvedValue(listing([row({ status: 'finished' })]));
    calls.retry.mockResolvedValue(row({ status: 'pending', downloadPath: null }));
    show();
    fireEvent.click(await screen.findByTestId('scorm-retry'));
    await waitFor(() => expect(calls.retry).toHaveBeenCalledWith({}, 'e1'));
    expect(await screen.findByTestId('scorm-download')).toBeTruthy();
    expect(calls.list).toHaveBeenCalledTimes(3);
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(calls.list).toHaveBeenCalledTimes(3);
  });

  it('says when there are no exports, and filters by type through the address', async () => {
    calls.list.mockResolvedValue(listing([]));
    const router = show('/admin/scorm-export-history?type=SCORM_2004');
    expect(await screen.findByTestId('scorm-history-empty')).toBeTruthy();
    expect(calls.list).toHaveBeenLastCalledWith(
      {},
      { page: 0, size: 20, orderBy: 'createdAt', desc: true, exportType: 'SCORM_2004' },
    );
    fireEvent.change(screen.getByTestId('scorm-type-filter'), { target: { value: '' } });
    await waitFor(() => expect(router.state.location.search).toBe(''));
    await waitFor(() =>
      expect(calls.list).toHaveBeenLastCalledWith(
        {},
        { page: 0, size: 20, orderBy: 'createdAt', desc: true },
      ),
    );
  });

  it('shows the load failure alert (admin.alertGetRusticiDownloadHistoryFailed) and tries again', async () => {
    calls.list.mockRejectedValueOnce(new Error('Network down')).mockResolvedValue(listing([]));
    show();
    const alert = await screen.findByTestId('scorm-history-failed');
    expect(alert.textContent).toContain('The SCORM export history could not be loaded.');
    expect(alert.textContent).toContain('Network down');
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('scorm-history-empty')).toBeTruthy();
  });
});
