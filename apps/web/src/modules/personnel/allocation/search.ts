import { AllocationQuery } from '@portale/shared';
import { z } from 'zod';
import type { AllocationFilters } from './api/get-allocation';

/** The grid's range and department in the URL (`?from=2026-11&months=6&department_id=…`). */
export const AllocationSearch = z.object({
  from: AllocationQuery.shape.from.catch(undefined),
  months: z.coerce.number().int().min(1).max(12).optional().catch(undefined),
  department_id: AllocationQuery.shape.department_id.catch(undefined),
});
export type AllocationSearch = z.infer<typeof AllocationSearch>;

/** The API filters of a search state: the route loader and the page ask for the same grid. */
export const allocationFilters = (search: AllocationSearch): AllocationFilters => ({
  from: search.from,
  months: search.months,
  department_id: search.department_id,
});
