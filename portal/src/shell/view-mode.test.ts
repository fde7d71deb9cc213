import { describe, expect, it } from 'vitest';
import { storedViewMode, VIEW_MODE_STORAGE_KEY } from './view-mode';

const storage = (value: string | null) => ({
  getItem: (key: string) => (key === VIEW_MODE_STORAGE_KEY ? value : null),
});

describe('storedViewMode', () => {
  it('defaults to cards', () => {
    expect(storedViewMode(storage(null))).toBe('card');
  });
  it('remembers the list mode', () => {
    expect(storedViewMode(storage('list'))).toBe('list');
  });
  it('ignores an unknown value', () => {
    expect(storedViewMode(storage('grid'))).toBe('card');
  });
  it('falls back to cards when storage throws', () => {
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
    };
    expect(storedViewMode(broken)).toBe('card');
  });
});
