import { describe, expect, it } from 'vitest';
import { LIST_DEFAULT_PAGE_SIZE, LIST_MAX_PAGE_SIZE, pageInfo } from './page.js';
import { pageInfoSchema } from './page.schema.js';

describe('pageInfo', () => {
  it('counts whole pages, a partial last page included', () => {
    expect(pageInfo(0, 10, 0)).toEqual({ page: 0, size: 10, dataCount: 0, pageCount: 0 });
    expect(pageInfo(0, 10, 10).pageCount).toBe(1);
    expect(pageInfo(2, 10, 21).pageCount).toBe(3);
  });

  it('keeps a page past the end as asked (it is simply empty)', () => {
    expect(pageInfo(7, 20, 5)).toEqual({ page: 7, size: 20, dataCount: 5, pageCount: 1 });
  });

  it('answers what the schema accepts', () => {
    expect(pageInfoSchema.parse(pageInfo(1, 20, 41))).toEqual(pageInfo(1, 20, 41));
  });

  it('lists page by the grid sizes: 20 by default, 100 at most', () => {
    expect(LIST_DEFAULT_PAGE_SIZE).toBe(20);
    expect(LIST_MAX_PAGE_SIZE).toBe(100);
  });
});
