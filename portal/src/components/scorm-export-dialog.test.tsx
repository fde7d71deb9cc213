// @vitest-environment jsdom
import type { ScormExportProcess } from '@stepwise/core';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import type * as View from '../pages/scorm-export/scorm-export-view';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ScormExportDialog } from './scorm-export-dialog';
import type * as Renditions from './workflow-renditions';

const calls = vi.hoisted(() => ({
  create: vi.fn(),
  get: vi.fn(),
  download: vi.fn(),
  retry: vi.fn(),
  renditions: vi.fn(),
}));
vi.mock('../api', () => ({ api: {} }));
vi.mock('@stepwise/api', () => ({
  createScormExport: calls.create,
  getScormExport: calls.get,
  downloadScormExport: calls.download,
  retryScormExport: calls.retry,
}));
vi.mock('./workflow-renditions', async (original) => ({
  ...(await original<typeof Renditions>()),
  workflowRenditions: calls.renditions,
}));
vi.mock('../pages/scorm-export/scorm-export-view', async (original) => ({
  ...(await original<typeof View>()),
  SCORM_POLL_MS: 5,
}));

const exportProcess = (over: Partial<ScormExportProcess> = {}): ScormExportProcess => ({
  id: 'export12345',
  status: 'pending',
  exportType: 'SCORM_12',
  exportSource: 'workflow',
  workflowIds: ['w1'],
  resolution: 720,
  createdBy: 'u1',
  errorMessage: null,
  fileSize: null,
  downloadPath: null,
  createdAt: '2026-11-22T10:00:00.000Z',
  updatedAt: '2026-11-22T10:00:00.000Z',
  finishedAt: null,
  ...over,
});

const open = (published = true) =>
  render(
    <MemoryRouter>
      <ScormExportDialog workflowId="w1" title="Bracket" published={published} onClose={() => {}} />
    </MemoryRouter>,
  );

describe('SCORM export dialog (001 §7)', () => {
  let clicked: string[];
  beforeEach(() => {
    for (const call of Object.values(calls)) call.mockReset();
    // The stream's renditions unknown: every resolution on offer.
    calls.renditions.mockRejectedValue(new Error('no playlist'));
    clicked = [];
    URL.createObjectURL = vi.fn(() => 'blob:package');
    URL.revokeObjectURL = vi.fn();
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push(this.download);
    });
  });
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it('creates an export with the chosen standard and quality, follows it, downloads the zip', async () => {
    calls.create.mockResolvedValue(exportProcess({ exportType: 'SCORM_2004', resolution: 1080 }));
    calls.get
      .mockResolvedValueOnce(exportProcess({ status: 'processing', exportType: 'SCORM_2004' }))
      .mockResolvedValue(
        exportProcess({
          status: 'finished',
          exportType: 'SCORM_2004',
          downloadPath: '/v1/rustici-export-processes/export12345/download',
        }),
      );
    calls.download.mockResolvedValue(new Blob(['zip'], { type: 'application/zip' }));
    open();

    expect(screen.queryByText(/is not published/)).toBeNull();
    fireEvent.click(screen.getByLabelText('SCORM 2004 (4th edition)'));
    fireEvent.click(screen.getByLabelText('1080p'));
    fireEvent.click(screen.getByTestId('scorm-export-start'));

    await waitFor(() =>
      expect(calls.create).toHaveBeenCalledWith(
        {},
        {
          workflowIds: ['w1'],
          exportType: 'SCORM_2004',
          exportSource: 'workflow',
          resolution: 1080,
        },
      ),
    );
    expect(
      await screen.findByText('The package is being prepared…', { selector: 'p' }),
    ).toBeTruthy();
    const download = await screen.findByTestId('scorm-download');
    expect(screen.getByTestId('scorm-status').dataset.status).toBe('finished');
    expect(calls.get).toHaveBeenCalledWith({}, 'export12345');
    fireEvent.click(download);
    await waitFor(() => expect(clicked).toEqual(['stepwise-export-export12-scorm2004.zip']));
    expect(calls.download).toHaveBeenCalledWith({}, 'export12345');
  });

  it('offers only the resolutions the stream has; 720 on a 720p source by default', async () => {
    calls.renditions.mockResolvedValue([360, 480, 720]);
    calls.create.mockResolvedValue(exportProcess());
    calls.get.mockResolvedValue(exportProcess({ status: 'finished' }));
    open();
    await waitFor(() => expect(screen.queryByLabelText('1080p')).toBeNull());
    expect(calls.renditions).toHaveBeenCalledWith('w1');
    const radios = screen.getByTestId('scorm-resolution').querySelectorAll('input[type="radio"]');
    expect([...radios].map((r) => (r as HTMLInputElement).value)).toEqual(['360', '480', '720']);
    expect((screen.getByLabelText('720p') as HTMLInputElement).checked).toBe(true);
    fireEvent.click(screen.getByTestId('scorm-export-start'));
    await waitFor(() =>
      expect(calls.create).toHaveBeenCalledWith({}, expect.objectContaining({ resolution: 720 })),
    );
  });

  it('a 480p source: the default becomes its 480', async () => {
    calls.renditions.mockResolvedValue([360, 480]);
    open();
    await waitFor(() => expect(screen.queryByLabelText('720p')).toBeNull());
    expect((screen.getByLabelText('480p') as HTMLInputElement).checked).toBe(true);
  });

  it('shows why an export ended in error and retries it', async () => {
    const message = 'Workflow "Bracket" (w1) is not published: publish it, then retry the export';
    calls.create.mockResolvedValue(exportProcess());
    calls.get
      .mockResolvedValueOnce(exportProcess({ status: 'error', errorMessage: message }))
      .mockResolvedValue(exportProcess({ status: 'finished' }));
    calls.retry.mockResolvedValue(exportProcess({ status: 'pending' }));
    open(false);

    expect(screen.getByText(/is not published: its export ends in error/)).toBeTruthy();
    fireEvent.click(screen.getByTestId('scorm-export-start'));
    const error = await screen.findByTestId('scorm-export-error');
    expect(error.textContent).toContain(message);
    fireEvent.click(screen.getByTestId('scorm-retry'));
    await waitFor(() => expect(calls.retry).toHaveBeenCalledWith({}, 'export12345'));
    expect(await screen.findByTestId('scorm-download')).toBeTruthy();
    expect(screen.queryByTestId('scorm-export-error')).toBeNull();
  });

  it("shows the server's refusal of the export", async () => {
    calls.create.mockRejectedValue(new Error('Only publishers and admins may export'));
    open();
    fireEvent.click(screen.getByTestId('scorm-export-start'));
    expect((await screen.findByTestId('scorm-export-failure')).textContent).toContain(
      'Only publishers and admins may export',
    );
    expect(calls.get).not.toHaveBeenCalled();
  });
});
