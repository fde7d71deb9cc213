import { describe, expect, it } from 'vitest';
import { isTypingTarget, shortcutFor } from './keyboard.js';

describe('keyboard shortcuts (002 §5)', () => {
  it('Space toggles play, F fullscreen, T theater (either case)', () => {
    expect(shortcutFor({ key: ' ' })).toBe('toggle-play');
    expect(shortcutFor({ key: 'f' })).toBe('toggle-fullscreen');
    expect(shortcutFor({ key: 'F' })).toBe('toggle-fullscreen');
    expect(shortcutFor({ key: 't' })).toBe('toggle-theater');
    expect(shortcutFor({ key: 'T' })).toBe('toggle-theater');
    expect(shortcutFor({ key: 'x' })).toBeNull();
  });

  it.each(['input', 'textarea', 'select'])('is ignored in a %s', (tag) => {
    const target = document.createElement(tag);
    expect(isTypingTarget(target)).toBe(true);
    expect(shortcutFor({ key: ' ', target })).toBeNull();
  });

  it('is ignored in contenteditable', () => {
    expect(
      shortcutFor({ key: 'f', target: { tagName: 'DIV', isContentEditable: true } }),
    ).toBeNull();
  });

  it('reads the real target inside shadow DOM from composedPath', () => {
    const host = document.createElement('div');
    const input = document.createElement('input');
    expect(shortcutFor({ key: 't', target: host, composedPath: () => [input, host] })).toBeNull();
    expect(shortcutFor({ key: 't', target: host, composedPath: () => [host] })).toBe(
      'toggle-theater',
    );
  });

  it('leaves modified and held keys alone (ours: Ctrl+F is find)', () => {
    expect(shortcutFor({ key: 'f', ctrlKey: true })).toBeNull();
    expect(shortcutFor({ key: 'f', metaKey: true })).toBeNull();
    expect(shortcutFor({ key: ' ', repeat: true })).toBeNull();
    expect(shortcutFor({ key: ' ', target: document.createElement('button') })).toBe('toggle-play');
  });
});
