import { AllocationQuery } from '@portale/shared';
import { z } from 'zod';

/** The grid's range and department in the URL (`?from=2026-11&months=6&department_id=…`). */
export const AllocationSearch = z.object({
  from: AllocationQuery.shape.from.catch(undefined),
  months: z.coerce.number().int().min(1).max(12).optional().catch(undefined),
  department_id: AllocationQuery.shape.department_id.catch(undefined),
});
export type AllocationSearch = z.infer<typeof AllocationSearch>;
