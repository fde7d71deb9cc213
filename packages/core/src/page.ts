import { z } from 'zod';
import { GRID_PAGE_SIZE, GRID_PAGE_SIZE_OPTIONS } from './constants.js';

/** Lists page at most this many rows: the largest page the grids offer. */
export const LIST_MAX_PAGE_SIZE = Math.max(...GRID_PAGE_SIZE_OPTIONS);
/** Lists without a size ask for one grid page. */
export const LIST_DEFAULT_PAGE_SIZE = GRID_PAGE_SIZE;

/** Where a paginated answer stands: `page` is 0-based; `pageCount` is 0 when there is no data. */
export const pageInfoSchema = z.object({
  page: z.number().int().nonnegative(),
  size: z.number().int().positive(),
  dataCount: z.number().int().nonnegative(),
  pageCount: z.number().int().nonnegative(),
});
export type PageInfo = z.infer<typeof pageInfoSchema>;

export function pageInfo(page: number, size: number, dataCount: number): PageInfo {
  const count = Math.max(0, Math.floor(dataCount));
  return { page, size, dataCount: count, pageCount: size > 0 ? Math.ceil(count / size) : 0 };
}
