import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SearchInput } from './search-input.js';

// 000 §5: "Search input fires after a 300 ms debounce or on Enter."
describe('SearchInput', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('fires once, 300 ms after the last keystroke', () => {
    const onSearch = vi.fn();
    render(<SearchInput aria-label="Search workspaces" onSearch={onSearch} />);
    const input = screen.getByRole('searchbox', { name: 'Search workspaces' });
    fireEvent.change(input, { target: { value: 'w' } });
    act(() => vi.advanceTimersByTime(200));
    fireEvent.change(input, { target: { value: 'wo' } });
    act(() => vi.advanceTimersByTime(299));
    expect(onSearch).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onSearch.mock.calls).toEqual([['wo']]);
  });

  it('fires at once on Enter and drops the pending search', () => {
    const onSearch = vi.fn();
    render(<SearchInput aria-label="Search" onSearch={onSearch} />);
    const input = screen.getByRole('searchbox');
    fireEvent.change(input, { target: { value: 'abc' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(onSearch.mock.calls).toEqual([['abc']]);
    act(() => vi.advanceTimersByTime(1000));
    expect(onSearch).toHaveBeenCalledTimes(1);
  });

  it('drops a pending search on unmount', () => {
    const onSearch = vi.fn();
    const { unmount } = render(<SearchInput aria-label="Search" onSearch={onSearch} />);
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'a' } });
    unmount();
    act(() => vi.advanceTimersByTime(1000));
    expect(onSearch).not.toHaveBeenCalled();
  });
});
