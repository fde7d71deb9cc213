// @vitest-environment jsdom
// The governance view (issue 25): the four tabs with their empty texts, loading and failure,
// the table with owner / review-by / overdue, editing the owner from the people search and the
// date, and marking reviewed.
import type { GovernanceItem } from '@stepwise/core';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GovernanceView, type GovernanceViewProps } from './governance-view';

const ITEM: GovernanceItem = {
  type: 'workflows',
  id: 'w1',
  title: 'Conveyor Belt Tensioning',
  workspaceId: 'ws1',
  workspaceName: 'Assembly Line',
  published: true,
  createdAt: '2026-01-10T10:00:00.000Z',
  updatedAt: '2026-02-10T10:00:00.000Z',
  owner: { id: 'u1', name: 'Priya Author' },
  reviewBy: '2026-03-01',
  reviewedAt: null,
  reviewDue: true,
  stale: false,
  views: 0,
};
const page = (items: GovernanceItem[]) => ({
  items,
  page: { page: 0, size: 20, dataCount: items.length, pageCount: items.length ? 1 : 0 },
});

function view(over: Partial<GovernanceViewProps> = {}) {
  const props: GovernanceViewProps = {
    list: 'all',
    keyword: '',
    loaded: { status: 'ready', page: page([ITEM]) },
    problem: null,
    onList: vi.fn(),
    onKeyword: vi.fn(),
    onPage: vi.fn(),
    onRetry: vi.fn(),
    onSave: vi.fn(),
    onReviewed: vi.fn(),
    searchPeople: vi.fn(async () => [
      { id: 'u2', displayName: 'Walter Lead', email: 'wsadmin@demo.stepwise.test' },
    ]),
    ...over,
  };
  render(<GovernanceView {...props} />);
  return props;
}

afterEach(cleanup);

describe('the governance view', () => {
  it('shows the content with owner, overdue review date and views; switches tabs', () => {
    const props = view();
    const row = screen.getByTestId('governance-row');
    expect(row.textContent).toContain('Priya Author');
    expect(row.textContent).toContain('Overdue');
    fireEvent.click(screen.getByTestId('governance-tab-never-viewed'));
    expect(props.onList).toHaveBeenCalledWith('never-viewed');
    fireEvent.click(
      screen.getByRole('button', { name: 'Mark reviewed: Conveyor Belt Tensioning' }),
    );
    expect(props.onReviewed).toHaveBeenCalledWith(ITEM);
  });

  it("says each tab's empty state, and loading and failure", () => {
    view({ list: 'never-viewed', loaded: { status: 'ready', page: page([]) } });
    expect(screen.getByTestId('governance-empty').textContent).toMatch(/has been viewed/);
    cleanup();
    view({ list: 'stale', loaded: { status: 'ready', page: page([]) } });
    expect(screen.getByTestId('governance-empty').textContent).toMatch(/No stale content/);
    cleanup();
    view({ loaded: { status: 'loading' } });
    expect(screen.getByTestId('governance-loading')).toBeTruthy();
    cleanup();
    const props = view({ loaded: { status: 'failed', message: 'Network error' } });
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(props.onRetry).toHaveBeenCalled();
  });

  it('edits the owner from the people search and the review-by date', async () => {
    const props = view();
    fireEvent.click(screen.getByRole('button', { name: 'Edit: Conveyor Belt Tensioning' }));
    fireEvent.change(screen.getByTestId('governance-owner-search'), { target: { value: 'Wal' } });
    const option = await waitFor(() => screen.getByTestId('governance-owner-option'));
    fireEvent.click(option);
    fireEvent.change(screen.getByTestId('governance-review-by'), {
      target: { value: '2027-01-31' },
    });
    fireEvent.click(screen.getByTestId('governance-save'));
    expect(props.onSave).toHaveBeenCalledWith(ITEM, {
      ownerId: 'u2',
      ownerName: 'Walter Lead',
      reviewBy: '2027-01-31',
    });
  });
});
