// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sameComparison, memoryVersionClient } from './test-versions';
import { VersionHistoryPanel } from './version-history-panel';

vi.mock('../../api', () => ({ api: {} }));

// jsdom has no <dialog> modal methods.
HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
  this.open = true;
};
HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
  this.open = false;
};

afterEach(cleanup);

describe('version-history panel (issue 23)', () => {
  it('shows loading while the list is on its way', () => {
    const { client } = memoryVersionClient({ hang: true });
    render(<VersionHistoryPanel workflowId="wf1" client={client} />);
    expect(screen.getByTestId('versions-loading')).toBeTruthy();
  });

  it('shows the empty state', async () => {
    const { client } = memoryVersionClient({ versions: [] });
    render(<VersionHistoryPanel workflowId="wf1" client={client} />);
    expect((await screen.findByTestId('versions-empty')).textContent).toBe(
      'Published versions appear here',
    );
  });

  it('shows a failed list with a retry that reads again', async () => {
    const { client, calls } = memoryVersionClient({ failList: true });
    render(<VersionHistoryPanel workflowId="wf1" client={client} />);
    const error = await screen.findByTestId('versions-error');
    expect(error.textContent).toContain('The server is unreachable.');
    fireEvent.click(within(error).getByRole('button'));
    expect(await screen.findAllByTestId('version-row')).toHaveLength(2);
    expect(calls).toEqual(['list wf1', 'list wf1']);
  });

  it('lists versions with publisher, review badge and a Play link to the version', async () => {
    const { client } = memoryVersionClient();
    render(<VersionHistoryPanel workflowId="wf1" client={client} />);
    const [newest, oldest] = await screen.findAllByTestId('version-row');
    expect(newest!.textContent).toContain('2.0');
    expect(newest!.textContent).toContain('Ada Lovelace');
    expect(within(newest!).getByTestId('version-approved').textContent).toBe(
      'Approved through review',
    );
    expect(oldest!.textContent).toContain('Someone');
    expect(within(oldest!).queryByTestId('version-approved')).toBeNull();
    const play = within(oldest!).getByRole('link', { name: 'Play version 1.0 in a new tab' });
    expect(play.getAttribute('href')).toBe('/playermain/wf1?versionId=ver1');
    expect(play.getAttribute('target')).toBe('_blank');
  });

  it('compares two picked versions, and a version with the current draft', async () => {
    const { client, calls } = memoryVersionClient();
    render(<VersionHistoryPanel workflowId="wf1" client={client} />);
    await screen.findAllByTestId('version-row');
    // The default pick: what the last publish changed (1.0 -> 2.0).
    fireEvent.click(screen.getByTestId('version-compare-submit'));
    const diff = await screen.findByTestId('version-diff');
    expect(diff.textContent).toContain('Changes from 1.0 to 2.0');
    expect(diff.textContent).toContain(
      'Step renamed from “Fit the filter” to “Fit the new filter”',
    );
    fireEvent.click(screen.getByTestId('version-diff-close'));
    expect(screen.queryByTestId('version-diff')).toBeNull();
    fireEvent.click(screen.getAllByTestId('version-compare')[0]!);
    await waitFor(() => expect(calls).toContain('compare wf1 ver2 draft'));
    expect(calls).toContain('compare wf1 ver1 ver2');
  });

  it('says "No differences" when nothing changed', async () => {
    const { client } = memoryVersionClient({ comparison: sameComparison });
    render(<VersionHistoryPanel workflowId="wf1" client={client} />);
    fireEvent.click((await screen.findAllByTestId('version-compare'))[0]!);
    expect((await screen.findByTestId('version-diff')).textContent).toContain(
      'Changes from 2.0 to Current draft',
    );
    expect(screen.getByTestId('version-diff-none').textContent).toBe('No differences');
  });

  it('restores after a confirm that explains the draft, then says so', async () => {
    const { client, calls } = memoryVersionClient();
    const onRestored = vi.fn();
    render(<VersionHistoryPanel workflowId="wf1" client={client} onRestored={onRestored} />);
    fireEvent.click((await screen.findAllByTestId('version-restore'))[1]!);
    const dialog = screen.getByTestId('confirm-dialog');
    expect(dialog.textContent).toContain('unpublished draft equal to version 1.0');
    fireEvent.click(within(dialog).getByTestId('confirm-button'));
    expect((await screen.findByTestId('versions-notice')).textContent).toBe(
      'Version 1.0 was restored as a draft.',
    );
    expect(calls).toContain('restore ver1');
    expect(onRestored).toHaveBeenCalledWith({ id: 'wf1', published: false });
    expect(screen.queryByTestId('confirm-dialog')).toBeNull();
  });

  it('keeps the confirm open with the in-review message on code 50', async () => {
    const { client } = memoryVersionClient({ inReview: true });
    render(<VersionHistoryPanel workflowId="wf1" client={client} />);
    fireEvent.click((await screen.findAllByTestId('version-restore'))[0]!);
    fireEvent.click(screen.getByTestId('confirm-button'));
    expect(
      (await within(screen.getByTestId('confirm-dialog')).findByRole('alert')).textContent,
    ).toBe('It is in review: it cannot be restored until the review ends.');
    expect(screen.queryByTestId('versions-notice')).toBeNull();
  });
});
