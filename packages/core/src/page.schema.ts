import { z } from 'zod';

/** Where a paginated answer stands: `page` is 0-based; `pageCount` is 0 when there is no data. */
export const pageInfoSchema = z.object({
  page: z.number().int().nonnegative(),
  size: z.number().int().positive(),
  dataCount: z.number().int().nonnegative(),
  pageCount: z.number().int().nonnegative(),
});
export type PageInfo = z.infer<typeof pageInfoSchema>;
