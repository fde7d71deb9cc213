import { describe, expect, it } from 'vitest';
import { layoutSizeFor, toolboxIsSmall } from './layout.js';

describe('layout sizes (002 §9)', () => {
  it('switches at video widths 300, 600 and 1264', () => {
    expect(layoutSizeFor(299)).toBe('xs');
    expect(layoutSizeFor(300)).toBe('sm');
    expect(layoutSizeFor(599)).toBe('sm');
    expect(layoutSizeFor(600)).toBe('md');
    expect(layoutSizeFor(1263)).toBe('md');
    expect(layoutSizeFor(1264)).toBe('lg');
  });

  it('the toolbox is small below 300 px', () => {
    expect(toolboxIsSmall(299)).toBe(true);
    expect(toolboxIsSmall(300)).toBe(false);
  });
});
