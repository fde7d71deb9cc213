// @vitest-environment jsdom
import type { NotificationEvent, NotificationList } from '@stepwise/core';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { testNotification } from '../components/notifications/test-notification';
import { NotificationBell } from './notification-bell';

const calls = vi.hoisted(() => ({
  list: vi.fn(),
  seen: vi.fn(),
  read: vi.fn(),
  onEvent: null as ((e: NotificationEvent) => void) | null,
}));

vi.mock('@stepwise/api', () => ({
  listNotifications: calls.list,
  markNotificationsSeen: calls.seen,
  markNotificationsRead: calls.read,
  watchNotifications: (_api: unknown, onEvent: (e: NotificationEvent) => void) => {
    calls.onEvent = onEvent;
    return new Promise(() => undefined);
  },
}));
vi.mock('../api', () => ({ api: {} }));

const share = testNotification('share_workflow', { id: 'n1', ids: ['n1', 'n0'] });
const list = (over: Partial<NotificationList> = {}): NotificationList => ({
  items: [share],
  unread: 1,
  unseen: 1,
  ...over,
});

function renderBell() {
  const router = createMemoryRouter(
    [
      { path: '/home', element: <NotificationBell /> },
      { path: '/playermain/:id', element: <p data-testid="player">player</p> },
    ],
    { initialEntries: ['/home'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

beforeEach(() => {
  window.matchMedia = ((query: string) => ({
    matches: false,
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  })) as unknown as typeof window.matchMedia;
  calls.list.mockResolvedValue(list());
  calls.seen.mockResolvedValue({ unread: 1, unseen: 0 });
  calls.read.mockResolvedValue({ unread: 0, unseen: 0 });
});
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

describe('NotificationBell (002 §4)', () => {
  it('shows the live unseen count, 99+ over 99, and no badge at 0', async () => {
    renderBell();
    expect(screen.queryByTestId('notification-badge')).toBeNull();
    act(() => calls.onEvent?.({ unread: 3, unseen: 3 }));
    expect(screen.getByTestId('notification-badge').textContent).toBe('3');
    act(() => calls.onEvent?.({ unread: 120, unseen: 120 }));
    expect(screen.getByTestId('notification-badge').textContent).toBe('99+');
    act(() => calls.onEvent?.({ unread: 0, unseen: 0 }));
    expect(screen.queryByTestId('notification-badge')).toBeNull();
  });

  it('opening the bell marks everything seen, lists the cards, and a new card arrives on top', async () => {
    renderBell();
    act(() => calls.onEvent?.({ unread: 1, unseen: 1 }));
    fireEvent.click(screen.getByTestId('notification-bell'));
    expect(calls.seen).toHaveBeenCalledTimes(1);
    expect(screen.queryByTestId('notification-badge')).toBeNull();
    expect(await screen.findByTestId('notification-card')).toBeTruthy();
    const review = testNotification('review_workflow', { id: 'n2', ids: ['n2'] });
    act(() => calls.onEvent?.({ item: review, unread: 2, unseen: 1 }));
    const cards = screen.getAllByTestId('notification-card');
    expect(cards.map((c) => c.getAttribute('data-type'))).toEqual([
      'review_workflow',
      'share_workflow',
    ]);
  });

  it('a card click marks all its ids read and opens its target', async () => {
    const router = renderBell();
    fireEvent.click(screen.getByTestId('notification-bell'));
    fireEvent.click(await screen.findByTestId('notification-card'));
    expect(calls.read).toHaveBeenCalledWith({}, ['n1', 'n0']);
    await waitFor(() => expect(router.state.location.pathname).toBe('/playermain/wf1'));
    expect(screen.getByTestId('player')).toBeTruthy();
  });

  it('shows the error with a retry that reads again', async () => {
    calls.list.mockRejectedValueOnce(new Error('offline'));
    renderBell();
    fireEvent.click(screen.getByTestId('notification-bell'));
    const retry = await screen.findByRole('button', { name: 'Try again' });
    fireEvent.click(retry);
    expect(await screen.findByTestId('notification-card')).toBeTruthy();
    expect(calls.list).toHaveBeenCalledTimes(2);
  });

  it('closes with Escape and gives the focus back to the bell', async () => {
    renderBell();
    fireEvent.click(screen.getByTestId('notification-bell'));
    expect(screen.getByTestId('notification-panel')).toBeTruthy();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByTestId('notification-panel')).toBeNull();
    expect(document.activeElement).toBe(screen.getByTestId('notification-bell'));
  });
});
