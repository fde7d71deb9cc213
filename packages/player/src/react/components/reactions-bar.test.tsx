import { act, fireEvent, render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ReactionsBar } from './reactions-bar.js';
import type { ReactionsBarProps } from './reactions-bar.js';

function props(overrides: Partial<ReactionsBarProps> = {}): ReactionsBarProps {
  return {
    reactions: [
      { id: 'like', name: 'Like', icon: '👍', countLabel: '03' },
      { id: 'love', name: 'Love', icon: '❤️', countLabel: '00' },
    ],
    chosenId: 'like',
    onReact: vi.fn(),
    onShowUsers: vi.fn(),
    onCloseUsers: vi.fn(),
    ...overrides,
  };
}

describe('ReactionsBar', () => {
  afterEach(() => vi.useRealTimers());

  it('shows the set with the counts as given and marks the user choice', () => {
    const { container } = render(<ReactionsBar {...props()} />);
    const like = screen.getByRole('button', { name: 'React with Like (03)' });
    expect(like.getAttribute('aria-pressed')).toBe('true');
    expect(like.textContent).toBe('👍03');
    expect(
      screen.getByRole('button', { name: 'React with Love (00)' }).getAttribute('aria-pressed'),
    ).toBe('false');
    expect(container.querySelector('[part="reactions"]')).toBeTruthy();
  });

  it('reacts on a short press and on Enter', async () => {
    const user = userEvent.setup();
    const p = props();
    render(<ReactionsBar {...p} />);
    await user.click(screen.getByRole('button', { name: /Love/ }));
    screen.getByRole('button', { name: /Like/ }).focus();
    await user.keyboard('{Enter}');
    expect(vi.mocked(p.onReact).mock.calls).toEqual([['love'], ['like']]);
    expect(p.onShowUsers).not.toHaveBeenCalled();
  });

  it('opens the list of users after a 500 ms press instead of reacting', () => {
    vi.useFakeTimers();
    const p = props();
    render(<ReactionsBar {...p} />);
    const love = screen.getByRole('button', { name: /Love/ });
    fireEvent.pointerDown(love);
    act(() => vi.advanceTimersByTime(499));
    expect(p.onShowUsers).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(p.onShowUsers).toHaveBeenCalledWith('love');
    fireEvent.pointerUp(love);
    fireEvent.click(love);
    expect(p.onReact).not.toHaveBeenCalled();
    // The next short press is a click again.
    fireEvent.pointerDown(love);
    act(() => vi.advanceTimersByTime(200));
    fireEvent.pointerUp(love);
    fireEvent.click(love);
    expect(p.onReact).toHaveBeenCalledWith('love');
    expect(p.onShowUsers).toHaveBeenCalledTimes(1);
  });

  it('opens the list from the keyboard with the ContextMenu key', () => {
    const p = props();
    render(<ReactionsBar {...p} />);
    fireEvent.keyDown(screen.getByRole('button', { name: /Like/ }), { key: 'ContextMenu' });
    expect(p.onShowUsers).toHaveBeenCalledWith('like');
  });

  it('lists who reacted and closes with the button and Escape', async () => {
    const user = userEvent.setup();
    const p = props({ usersOpen: { reactionId: 'like', users: ['Ana Souza', 'Ben Okafor'] } });
    render(<ReactionsBar {...p} />);
    const list = screen.getByRole('dialog', { name: 'People who reacted with Like' });
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Ana Souza',
      'Ben Okafor',
    ]);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close' }));
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(p.onCloseUsers).toHaveBeenCalledTimes(2);
    expect(list).toBeTruthy();
  });
});
