// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SendToPeopleDialog, sendBody } from './send-to-people-dialog';

const calls = vi.hoisted(() => ({ send: vi.fn(), teams: vi.fn(), users: vi.fn() }));
vi.mock('@stepwise/api', () => ({
  sendNotification: calls.send,
  listTeams: calls.teams,
  searchPeople: calls.users,
}));
vi.mock('../../api', () => ({ api: {} }));

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

describe('sendBody', () => {
  it('splits the picks into users and teams and trims the message', () => {
    const body = sendBody(
      { type: 'share_mmsop', multimodalSopId: 's1' },
      [
        { type: 'user', id: 'u1', name: 'Ann' },
        { type: 'team', id: 't1', name: 'Night shift' },
      ],
      '  Read this  ',
    );
    expect(body).toMatchObject({
      type: 'share_mmsop',
      multimodalSopId: 's1',
      userIds: ['u1'],
      teamIds: ['t1'],
      message: 'Read this',
    });
  });
});

describe('SendToPeopleDialog', () => {
  it('asks for someone first, then sends to the picked team and says how many', async () => {
    // The native <dialog> of jsdom has no showModal.
    HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
      this.open = true;
    };
    HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
      this.open = false;
    };
    calls.teams.mockResolvedValue([
      { id: 't1', name: 'Night shift', workspaceId: null, memberIds: [] },
    ]);
    calls.send.mockResolvedValue(4);
    render(
      <SendToPeopleDialog
        target={{ type: 'review_workflow', workflowId: 'w1' }}
        title="Torque check"
        onClose={() => undefined}
      />,
    );
    fireEvent.click(screen.getByTestId('send-people-submit'));
    expect(screen.getByTestId('send-people-error').textContent).toBe(
      'Choose at least one person or team.',
    );
    fireEvent.click(await screen.findByTestId('member-team'));
    fireEvent.click(screen.getByTestId('send-people-submit'));
    await waitFor(() => expect(screen.getByTestId('send-people-sent')).toBeTruthy());
    expect(calls.send).toHaveBeenCalledWith(
      {},
      expect.objectContaining({ type: 'review_workflow', workflowId: 'w1', teamIds: ['t1'] }),
    );
    expect(screen.getByTestId('send-people-sent').textContent).toBe('Sent. People notified: 4');
  });
});
