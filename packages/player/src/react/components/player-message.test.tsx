import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PlayerMessage } from './player-message.js';
import type { PlayerMessageKind } from './player-message.js';

describe('PlayerMessage', () => {
  it.each([
    ['loadingVideo', 'Loading video'],
    ['loadingUserInfo', 'Loading user info'],
  ] as const)('%s is a status with the spec text', (kind, text) => {
    render(<PlayerMessage kind={kind} />);
    const message = screen.getByRole('status');
    expect(message.textContent).toBe(text);
    expect(message.getAttribute('part')).toBe('message');
  });

  it.each([
    ['deleted', 'This workflow was deleted'],
    ['missing', 'This workflow does not exist'],
    ['unavailable', 'This workflow is not available'],
    ['noPermission', 'No permission'],
    ['unsupportedBrowser', 'This browser cannot play this video.'],
    ['unexpected', 'Something unexpected happened. Please try again.'],
  ] satisfies [PlayerMessageKind, string][])('%s is an alert: %s', (kind, text) => {
    render(<PlayerMessage kind={kind} />);
    expect(screen.getByRole('alert').textContent).toBe(text);
  });

  it('names the bad attribute', () => {
    render(<PlayerMessage kind="badAttribute" detail='unknown lang "xx"' />);
    expect(screen.getByRole('alert').textContent).toBe(
      'The player is set up incorrectly: unknown lang "xx"',
    );
  });

  it('offers retry and sign-in actions', async () => {
    const user = userEvent.setup();
    const onAction = vi.fn();
    const { rerender } = render(
      <PlayerMessage kind="network" action={{ kind: 'retry', onAction }} />,
    );
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    rerender(<PlayerMessage kind="noPermission" action={{ kind: 'signIn', onAction }} />);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(onAction).toHaveBeenCalledTimes(2);
  });
});
