import { z } from 'zod';

/** List queries keep `page` and `per_page` (DESIGN.md §5); lists answer `{ items, pagination }`. */
export const PaginationQuery = z.object({
  page: z.coerce.number().int().min(1, 'La pagina deve essere almeno 1').default(1),
  per_page: z.coerce.number().int().min(1).max(100, 'Al massimo 100 elementi per pagina').default(20),
});

export const Pagination = z.object({
  page: z.number(),
  per_page: z.number(),
  total: z.number(),
  total_pages: z.number(),
});
export type Pagination = z.infer<typeof Pagination>;

export function paginated<T extends z.ZodType>(item: T) {
  return z.object({ items: z.array(item), pagination: Pagination });
}

export function paginationOf(page: number, perPage: number, total: number): Pagination {
  return { page, per_page: perPage, total, total_pages: Math.max(1, Math.ceil(total / perPage)) };
}

/**
 * Pagination of a list counted only up to a cap (a big table's count costs more than its page): with
 * `total_capped`, more than `total` rows match and the web says "più di".
 */
export const CappedPagination = Pagination.extend({ total_capped: z.boolean() });
export type CappedPagination = z.infer<typeof CappedPagination>;

export function cappedPaginated<T extends z.ZodType>(item: T) {
  return z.object({ items: z.array(item), pagination: CappedPagination });
}

/** `counted` rows found by a count stopped after `limit + 1`: more than `limit` is capped to `limit`. */
export function cappedPaginationOf(page: number, perPage: number, counted: number, limit: number): CappedPagination {
  const capped = counted > limit;
  return { ...paginationOf(page, perPage, capped ? limit : counted), total_capped: capped };
}
