import { afterEach, describe, expect, it } from 'vitest';
import { applyTheme, isTheme, readTheme, THEME_STORAGE_KEY } from './theme.js';

afterEach(() => {
  localStorage.clear();
  delete document.documentElement.dataset.theme;
});

describe('theme', () => {
  it('is dark by default (000 §1)', () => {
    expect(readTheme()).toBe('dark');
  });

  it('applies data-theme on <html> and remembers it', () => {
    applyTheme('light');
    expect(document.documentElement.getAttribute('data-theme')).toBe('light');
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('light');
    expect(readTheme()).toBe('light');
  });

  it('ignores an unknown stored value and a storage that throws', () => {
    localStorage.setItem(THEME_STORAGE_KEY, 'sepia');
    expect(readTheme()).toBe('dark');
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
    };
    expect(readTheme(broken)).toBe('dark');
    expect(readTheme(null)).toBe('dark');
  });

  it('applies to a given root without storage', () => {
    const root = document.createElement('div');
    applyTheme('light', { root, storage: null });
    expect(root.dataset.theme).toBe('light');
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBeNull();
    expect(isTheme('dark')).toBe(true);
    expect(isTheme('blue')).toBe(false);
  });
});
