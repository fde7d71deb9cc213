import { act, fireEvent, render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SearchPanel } from './search-panel.js';
import type { SearchResult } from './search-panel.js';

const results: SearchResult[] = [
  {
    id: 'r1',
    stepNumber: '02',
    snippet: { text: '…turn the valve clockwise', matchStart: 10, matchEnd: 15 },
    timeLabel: '00:12',
  },
  {
    id: 'r2',
    stepNumber: '05',
    snippet: { text: 'Close the Valve', matchStart: 10, matchEnd: 15 },
    timeLabel: '01:03',
  },
];

describe('SearchPanel', () => {
  afterEach(() => vi.useRealTimers());

  it('searches 300 ms after typing stops', () => {
    vi.useFakeTimers();
    const onSearch = vi.fn();
    render(<SearchPanel onSearch={onSearch} results={null} onSelect={vi.fn()} onClose={vi.fn()} />);
    const input = screen.getByRole('searchbox', { name: 'Search in this workflow' });
    fireEvent.change(input, { target: { value: 'val' } });
    act(() => vi.advanceTimersByTime(299));
    expect(onSearch).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onSearch).toHaveBeenCalledWith('val');
  });

  it('searches at once on Enter', async () => {
    const user = userEvent.setup();
    const onSearch = vi.fn();
    render(<SearchPanel onSearch={onSearch} results={null} onSelect={vi.fn()} onClose={vi.fn()} />);
    await user.type(screen.getByRole('searchbox'), 'valve{Enter}');
    expect(onSearch).toHaveBeenCalledWith('valve');
  });

  it('lists results with the step number, the match marked and the time, and seeks on choice', async () => {
    const user = userEvent.setup();
    const onSelect = vi.fn();
    const { container } = render(
      <SearchPanel onSearch={vi.fn()} results={results} onSelect={onSelect} onClose={vi.fn()} />,
    );
    expect(screen.getByRole('status').textContent).toBe('2 results');
    expect([...container.querySelectorAll('mark')].map((m) => m.textContent)).toEqual([
      'valve',
      'Valve',
    ]);
    const first = screen.getByRole('button', { name: /clockwise/ });
    expect(first.textContent).toBe('02…turn the valve clockwise00:12');
    await user.click(first);
    expect(onSelect).toHaveBeenCalledWith(results[0]);
    expect(container.querySelector('[part="search"]')).toBeTruthy();
  });

  it('says when nothing matched, and nothing before the first search', () => {
    const props = { onSearch: vi.fn(), onSelect: vi.fn(), onClose: vi.fn() };
    const { rerender } = render(<SearchPanel {...props} results={null} />);
    expect(screen.getByRole('status').textContent).toBe('');
    rerender(<SearchPanel {...props} results={[]} />);
    expect(screen.getByRole('status').textContent).toBe('No matches in this workflow');
  });

  it('says why there is nothing to search when it is given a notice (issue 16)', () => {
    const props = { onSearch: vi.fn(), onSelect: vi.fn(), onClose: vi.fn(), results: null };
    const { rerender } = render(<SearchPanel {...props} />);
    expect(screen.queryByText(/speech-to-text/)).toBeNull();
    rerender(<SearchPanel {...props} notice="No transcript: speech-to-text is not configured." />);
    expect(screen.getByText('No transcript: speech-to-text is not configured.')).toBeTruthy();
  });

  it('closes', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    render(<SearchPanel onSearch={vi.fn()} results={null} onSelect={vi.fn()} onClose={onClose} />);
    await user.click(screen.getByRole('button', { name: 'Close search' }));
    expect(onClose).toHaveBeenCalled();
  });
});
