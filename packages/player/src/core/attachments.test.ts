import { describe, expect, it } from 'vitest';
import {
  attachmentsSidebarOpen,
  carouselIndex,
  hasAttachments,
  visibleDots,
} from './attachments.js';

describe('attachments (002 §2-3, §9)', () => {
  it('the diagram carousel wraps both ways', () => {
    expect(carouselIndex(2, 1, 3)).toBe(0);
    expect(carouselIndex(0, -1, 3)).toBe(2);
    expect(carouselIndex(1, 1, 3)).toBe(2);
    expect(carouselIndex(0, 1, 0)).toBe(0);
  });

  it('shows every dot up to 7', () => {
    expect(visibleDots(0, 3)).toEqual([0, 1, 2]);
    expect(visibleDots(6, 7)).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(visibleDots(0, 0)).toEqual([]);
  });

  it('past 7 shows a window of 7 around the current slide', () => {
    expect(visibleDots(0, 12)).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(visibleDots(6, 12)).toEqual([3, 4, 5, 6, 7, 8, 9]);
    expect(visibleDots(11, 12)).toEqual([5, 6, 7, 8, 9, 10, 11]);
  });

  it('the sidebar closes when a step has none', () => {
    const some = { diagram: [], links: [{ label: 'Manual', link: 'https://x' }], pdf: [] };
    const none = { diagram: [], links: [], pdf: [] };
    expect(hasAttachments(some)).toBe(true);
    expect(hasAttachments(none)).toBe(false);
    expect(hasAttachments(undefined)).toBe(false);
    expect(attachmentsSidebarOpen(true, some)).toBe(true);
    expect(attachmentsSidebarOpen(true, none)).toBe(false);
    expect(attachmentsSidebarOpen(false, some)).toBe(false);
  });
});
