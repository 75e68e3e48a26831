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
