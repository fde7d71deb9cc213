import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Watermark } from './watermark.js';

describe('Watermark', () => {
  it('repeats the id, hidden from assistive technology', () => {
    const { container } = render(<Watermark text="user-42" />);
    const mark = container.querySelector('[part="watermark"]')!;
    expect(mark.getAttribute('aria-hidden')).toBe('true');
    const tiles = [...mark.children].map((tile) => tile.textContent);
    expect(tiles.length).toBeGreaterThan(1);
    expect(new Set(tiles)).toEqual(new Set(['user-42']));
    expect(mark.querySelector('button, a, input')).toBeNull();
  });
});
