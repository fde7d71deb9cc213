import { GRID_PAGE_SIZE, GRID_PAGE_SIZE_OPTIONS } from './constants.js';
import type { PageInfo } from './page.schema.js';

/** Lists page at most this many rows: the largest page the grids offer. */
export const LIST_MAX_PAGE_SIZE = Math.max(...GRID_PAGE_SIZE_OPTIONS);
/** Lists without a size ask for one grid page. */
export const LIST_DEFAULT_PAGE_SIZE = GRID_PAGE_SIZE;

export function pageInfo(page: number, size: number, dataCount: number): PageInfo {
  const count = Math.max(0, Math.floor(dataCount));
  return { page, size, dataCount: count, pageCount: size > 0 ? Math.ceil(count / size) : 0 };
}
