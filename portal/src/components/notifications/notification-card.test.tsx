// @vitest-environment jsdom
import { badgeText, NOTIFICATION_TYPES, type StoredNotification } from '@stepwise/core';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { notificationTarget } from '../../lib/notification-target';
import { NotificationCard } from './notification-card';
import { NotificationPanel } from './notification-panel';
import { sendersText } from './notification-text';
import { testNotification } from './test-notification';

afterEach(cleanup);

const NOW = Date.parse('2026-03-01T12:00:00.000Z');

function renderCard(n: StoredNotification) {
  const onOpen = vi.fn();
  render(
    <ul>
      <NotificationCard notification={n} onOpen={onOpen} now={NOW} />
    </ul>,
  );
  return onOpen;
}

describe('NotificationCard (002 §4)', () => {
  it('renders every kind with its sentence and hands the card over to open its target', () => {
    for (const type of NOTIFICATION_TYPES) {
      const n = testNotification(type, {
        multimodalSopId: 'sop1',
        comment: type.startsWith('comment_') ? { isReviewer: false } : null,
      });
      const onOpen = renderCard(n);
      const card = screen.getByTestId('notification-card');
      expect(card.getAttribute('data-type')).toBe(type);
      const text = screen.getByTestId('notification-text').textContent ?? '';
      expect(text, type).not.toContain('notification.');
      expect(text, type).not.toContain('{{');
      if (type !== 'pin_reset_request') expect(text, type).toContain('Torque check');
      fireEvent.click(card);
      expect(onOpen).toHaveBeenCalledWith(n);
      expect(notificationTarget(n), type).toMatch(/^\//);
      cleanup();
    }
  });

  it('is reached and opened with the keyboard', () => {
    const onOpen = renderCard(testNotification('share_workflow'));
    const card = screen.getByTestId('notification-card');
    card.focus();
    expect(document.activeElement).toBe(card);
    expect(card.tagName).toBe('BUTTON');
    fireEvent.click(card);
    expect(onOpen).toHaveBeenCalledTimes(1);
  });

  it('marks unread cards', () => {
    renderCard(testNotification('share_workflow'));
    expect(screen.getByLabelText('Unread')).toBeTruthy();
    cleanup();
    renderCard(testNotification('share_workflow', { read: true }));
    expect(screen.queryByLabelText('Unread')).toBeNull();
  });

  it('names the first two reaction senders and counts the rest', () => {
    const senders = ['Ann', 'Bo', 'Cy', 'Di'].map((name, i) => ({ id: `u${i}`, name }));
    renderCard(testNotification('reaction_workflow', { senders }));
    expect(screen.getByTestId('notification-text').textContent).toBe(
      'Ann, Bo and 2 more reacted to “Torque check”',
    );
    expect(sendersText(['Ann', 'Bo'])).toBe('Ann and Bo');
    expect(sendersText(['Ann'])).toBe('Ann');
  });

  it('says the days left, due today or overdue for due kinds', () => {
    renderCard(testNotification('skill_days_left', { dueDaysLeft: 3 }));
    expect(screen.getByTestId('notification-due').textContent).toBe('Days left: 3');
    cleanup();
    renderCard(testNotification('task_days_left', { dueDaysLeft: 0 }));
    expect(screen.getByTestId('notification-due').textContent).toBe('Due today');
    cleanup();
    renderCard(testNotification('skill_overdue', { dueAt: '2026-02-27T12:00:00.000Z' }));
    expect(screen.getByTestId('notification-due').textContent).toBe('Overdue');
  });

  it('shows the sender message', () => {
    renderCard(testNotification('share_workflow', { message: 'Please watch before Monday' }));
    expect(screen.getByText('Please watch before Monday')).toBeTruthy();
  });
});

describe('NotificationPanel (002 §2)', () => {
  const props = { mobile: false, onOpen: vi.fn(), onRetry: vi.fn(), onClose: vi.fn() };
  it('shows loading, empty, error with retry, and a close button on mobile', () => {
    render(<NotificationPanel {...props} cards={{ state: 'loading' }} />);
    expect(screen.getByTestId('notification-loading')).toBeTruthy();
    expect(screen.queryByTestId('notification-panel-close')).toBeNull();
    cleanup();
    render(<NotificationPanel {...props} cards={{ state: 'ready', items: [] }} />);
    expect(screen.getByTestId('notification-empty')).toBeTruthy();
    cleanup();
    render(<NotificationPanel {...props} cards={{ state: 'error', message: 'x' }} />);
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(props.onRetry).toHaveBeenCalled();
    cleanup();
    render(<NotificationPanel {...props} mobile cards={{ state: 'ready', items: [] }} />);
    fireEvent.click(screen.getByTestId('notification-panel-close'));
    expect(props.onClose).toHaveBeenCalled();
  });
});

describe('badge', () => {
  it('counts up to 99, then 99+', () => {
    expect(badgeText(0)).toBe('');
    expect(badgeText(7)).toBe('7');
    expect(badgeText(99)).toBe('99');
    expect(badgeText(100)).toBe('99+');
  });
});
