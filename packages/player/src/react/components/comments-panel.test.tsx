import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CommentView } from './comment-card.js';
import { CommentsPanel } from './comments-panel.js';
import type { CommentsPanelProps } from './comments-panel.js';

const comments: CommentView[] = [
  {
    id: 'c1',
    author: 'Ana',
    timeAgo: '3 minutes ago',
    text: 'Great step',
    edited: true,
    canEdit: true,
    canDelete: true,
  },
  {
    id: 'c2',
    author: 'Ben',
    timeAgo: '2 days ago',
    text: 'Which valve?',
    edited: false,
    canEdit: false,
    canDelete: false,
  },
];

function props(overrides: Partial<CommentsPanelProps> = {}): CommentsPanelProps {
  return {
    comments,
    loading: false,
    hasMore: false,
    loadingMore: false,
    onLoadMore: vi.fn(),
    onSave: vi.fn(),
    onDelete: vi.fn(),
    draft: '',
    onDraftChange: vi.fn(),
    sending: false,
    onSend: vi.fn(),
    ...overrides,
  };
}

// jsdom has no IntersectionObserver; this one lets a test say when the sentinel comes into view.
let intersect: (() => void) | null = null;
class FakeObserver {
  constructor(private callback: IntersectionObserverCallback) {}
  observe() {
    intersect = () =>
      this.callback([{ isIntersecting: true } as IntersectionObserverEntry], this as never);
  }
  disconnect() {
    intersect = null;
  }
}

describe('CommentsPanel', () => {
  beforeEach(() => vi.stubGlobal('IntersectionObserver', FakeObserver));
  afterEach(() => vi.unstubAllGlobals());

  it('lists author, time-ago, text and the edited mark', () => {
    render(<CommentsPanel {...props()} />);
    const ana = screen.getByRole('article', { name: 'Ana' });
    expect(ana.textContent).toContain('3 minutes ago');
    expect(ana.textContent).toContain('Great step');
    expect(ana.textContent).toContain('(edited)');
    expect(screen.getByRole('article', { name: 'Ben' }).textContent).not.toContain('edited');
    expect(screen.getByRole('region', { name: 'Comments' }).getAttribute('part')).toBe('comments');
  });

  it('shows edit and delete only where the flags allow', () => {
    render(<CommentsPanel {...props()} />);
    const ben = screen.getByRole('article', { name: 'Ben' });
    expect(within(ben).queryByRole('button', { name: 'Edit' })).toBeNull();
    expect(within(ben).queryByRole('button', { name: 'Delete' })).toBeNull();
    const ana = screen.getByRole('article', { name: 'Ana' });
    expect(within(ana).getByRole('button', { name: 'Edit' })).toBeTruthy();
  });

  it('disables send when empty, while sending and over 1000 characters', () => {
    const { rerender } = render(<CommentsPanel {...props({ draft: '   ' })} />);
    const send = () => screen.getByRole('button', { name: 'Send' }) as HTMLButtonElement;
    expect(send().disabled).toBe(true);
    rerender(<CommentsPanel {...props({ draft: 'Hello', sending: true })} />);
    expect(send().disabled).toBe(true);
    rerender(<CommentsPanel {...props({ draft: 'x'.repeat(1001) })} />);
    expect(send().disabled).toBe(true);
    expect(screen.getByRole('alert').textContent).toBe(
      'Comments can have at most 1000 characters.',
    );
    expect(screen.getByText('1001 of 1000 characters')).toBeTruthy();
    rerender(<CommentsPanel {...props({ draft: 'x'.repeat(1000) })} />);
    expect(send().disabled).toBe(false);
  });

  it('reports typing and sends with the button and with Ctrl+Enter', async () => {
    const user = userEvent.setup();
    const p = props({ draft: 'Hi' });
    render(<CommentsPanel {...p} />);
    const box = screen.getByRole('textbox', { name: 'Add a comment' });
    await user.type(box, '!');
    expect(p.onDraftChange).toHaveBeenCalledWith('Hi!');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    box.focus();
    await user.keyboard('{Control>}{Enter}{/Control}');
    expect(p.onSend).toHaveBeenCalledTimes(2);
  });

  it('edits a comment: save is disabled until the text changes', async () => {
    const user = userEvent.setup();
    const p = props();
    render(<CommentsPanel {...p} />);
    const ana = screen.getByRole('article', { name: 'Ana' });
    await user.click(within(ana).getByRole('button', { name: 'Edit' }));
    const save = within(ana).getByRole('button', { name: 'Save' }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);
    const box = within(ana).getByRole('textbox', { name: 'Edit' });
    await user.type(box, '!');
    expect(save.disabled).toBe(false);
    await user.click(save);
    expect(p.onSave).toHaveBeenCalledWith('c1', 'Great step!');
    expect(within(ana).queryByRole('textbox')).toBeNull();
  });

  it('asks before deleting', async () => {
    const user = userEvent.setup();
    const p = props();
    render(<CommentsPanel {...p} />);
    const ana = screen.getByRole('article', { name: 'Ana' });
    await user.click(within(ana).getByRole('button', { name: 'Delete' }));
    const confirm = within(ana).getByRole('group', { name: 'Delete this comment?' });
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(p.onDelete).not.toHaveBeenCalled();
    await user.click(within(ana).getByRole('button', { name: 'Delete' }));
    await user.click(within(ana).getByRole('button', { name: 'Delete' }));
    expect(p.onDelete).toHaveBeenCalledWith('c1');
  });

  it('marks the highlighted, removing and saved comments as told', () => {
    render(<CommentsPanel {...props({ highlightedId: 'c1', removingId: 'c2', savedId: 'c1' })} />);
    const ana = screen.getByRole('article', { name: 'Ana' });
    expect(ana.hasAttribute('data-highlighted')).toBe(true);
    expect(within(ana).getByRole('status').textContent).toBe('Saved');
    expect(screen.getByRole('article', { name: 'Ben' }).hasAttribute('data-removing')).toBe(true);
  });

  it('loads more when the bottom comes into view, and by the button', () => {
    const p = props({ hasMore: true });
    const { rerender } = render(<CommentsPanel {...p} />);
    act(() => intersect?.());
    expect(p.onLoadMore).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: 'Load more comments' }));
    expect(p.onLoadMore).toHaveBeenCalledTimes(2);
    rerender(<CommentsPanel {...p} loadingMore />);
    expect(intersect).toBeNull();
    rerender(<CommentsPanel {...p} hasMore={false} />);
    expect(screen.queryByRole('button', { name: 'Load more comments' })).toBeNull();
  });

  it('shows loading and empty states', () => {
    const { rerender } = render(<CommentsPanel {...props({ loading: true, comments: [] })} />);
    expect(screen.getByRole('status').textContent).toBe('Loading comments');
    rerender(<CommentsPanel {...props({ comments: [] })} />);
    expect(screen.getByText('No comments yet')).toBeTruthy();
  });
});
