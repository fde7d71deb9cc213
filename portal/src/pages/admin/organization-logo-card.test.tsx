// @vitest-environment jsdom
import type * as ApiModule from '@stepwise/api';
import { ErrorCode, StepwiseError } from '@stepwise/core';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { OrganizationLogoCard } from './organization-logo-card';
import { logoFileProblem } from './organization-logo-form';

const calls = vi.hoisted(() => ({
  get: vi.fn(),
  set: vi.fn(),
  remove: vi.fn(),
  upload: vi.fn(),
}));
vi.mock('../../api', () => ({ api: {} }));
vi.mock('@stepwise/api', async (original) => ({
  ...(await original<typeof ApiModule>()),
  getOrganizationLogo: calls.get,
  setOrganizationLogo: calls.set,
  removeOrganizationLogo: calls.remove,
  uploadFile: calls.upload,
}));

const LOGO = { url: 'https://stepwise.test/v1/media/TOKEN/logo.png' };
const file = (name: string, type: string, size = 1000) =>
  new File([new Uint8Array(size)], name, { type });
/** The server's refusal as the API client throws it. */
const refusal = (status: number, data: unknown) =>
  new StepwiseError(ErrorCode.BadRequest, 'refused', {
    category: 'validation',
    data: { status, data },
  });

function choose(picked: File) {
  fireEvent.change(screen.getByTestId('organization-logo-file'), { target: { files: [picked] } });
}

describe('the organisation logo card (issue 23)', () => {
  beforeEach(() => {
    for (const call of Object.values(calls)) call.mockReset();
    calls.get.mockResolvedValue(null);
    calls.upload.mockResolvedValue({ id: 'up1' });
  });
  afterEach(cleanup);

  it('loads, says there is no logo yet, and offers an upload by keyboard', async () => {
    render(<OrganizationLogoCard />);
    expect(screen.getByTestId('organization-logo-loading')).toBeTruthy();
    expect(await screen.findByTestId('organization-logo-empty')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Organisation logo' })).toBeTruthy();
    const upload = screen.getByRole('button', { name: 'Upload a logo' });
    const picker = screen.getByTestId('organization-logo-file') as HTMLInputElement;
    const opened = vi.spyOn(picker, 'click').mockImplementation(() => undefined);
    fireEvent.click(upload);
    expect(opened).toHaveBeenCalled();
    expect(picker.accept).toBe('image/png,image/jpeg,image/webp');
    expect(screen.queryByRole('button', { name: 'Remove the logo' })).toBeNull();
  });

  it('uploads a PNG, sets it and shows the preview', async () => {
    calls.set.mockResolvedValue(LOGO);
    render(<OrganizationLogoCard />);
    await screen.findByTestId('organization-logo-empty');
    choose(file('logo.png', 'image/png'));
    await waitFor(() => expect(calls.set).toHaveBeenCalledWith({}, 'up1'));
    expect(calls.upload.mock.calls[0]![2]).toMatchObject({ fileName: 'logo.png' });
    const img = (await screen.findByTestId('organization-logo-image')) as HTMLImageElement;
    expect(img.src).toBe(LOGO.url);
    expect(img.alt).toBe("Your organisation's logo");
    expect(screen.getByTestId('organization-logo-notice').textContent).toBe(
      'Logo saved. Share pages now show it.',
    );
    expect(screen.getByRole('button', { name: 'Replace the logo' })).toBeTruthy();
  });

  it('refuses an SVG and a file over 2 MB before uploading', async () => {
    render(<OrganizationLogoCard />);
    await screen.findByTestId('organization-logo-empty');
    choose(file('logo.svg', 'image/svg+xml'));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Choose a PNG, JPEG or WebP image (SVG is not accepted).',
    );
    choose(file('huge.png', 'image/png', 2 * 1024 * 1024 + 1));
    expect((await screen.findByRole('alert')).textContent).toBe('The logo can be at most 2 MB.');
    expect(calls.upload).not.toHaveBeenCalled();
    expect(logoFileProblem({ type: 'image/webp', size: 10 })).toBeNull();
  });

  it("tells the server's refusal of the bytes in the card's words", async () => {
    calls.set.mockRejectedValue(refusal(400, { key: 'invalidImageType', mimeTypes: [] }));
    render(<OrganizationLogoCard />);
    await screen.findByTestId('organization-logo-empty');
    choose(file('renamed.png', 'image/png'));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Choose a PNG, JPEG or WebP image (SVG is not accepted).',
    );
    expect(screen.getByTestId('organization-logo-empty')).toBeTruthy();
  });

  it('removes the logo', async () => {
    calls.get.mockResolvedValue(LOGO);
    calls.remove.mockResolvedValue(null);
    render(<OrganizationLogoCard />);
    fireEvent.click(await screen.findByRole('button', { name: 'Remove the logo' }));
    expect(await screen.findByTestId('organization-logo-empty')).toBeTruthy();
    expect(calls.remove).toHaveBeenCalledTimes(1);
    // The Remove button is gone: the focus moved to the upload button.
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Upload a logo' }));
    expect(screen.getByTestId('organization-logo-notice').textContent).toBe('Logo removed.');
  });

  it('shows a failed load with a retry', async () => {
    calls.get.mockRejectedValueOnce(new Error('Network error: offline'));
    render(<OrganizationLogoCard />);
    const failed = await screen.findByTestId('organization-logo-load-failed');
    expect(failed.textContent).toContain('Network error: offline');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('organization-logo-empty')).toBeTruthy();
    expect(calls.get).toHaveBeenCalledTimes(2);
  });
});
