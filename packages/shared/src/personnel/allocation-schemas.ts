// Personnel/HR (spec §1): allocation API shapes (people × months, capacity vs allocation from projects).
import { z } from 'zod';

// Years 1900–2099: Date.UTC reads 0–99 as 19xx and a month past 9999 is no 'YYYY-MM' (the query failed with 500).
const Month = z.string().regex(/^(19|20)\d{2}-(0[1-9]|1[0-2])$/, 'Mese non valido (AAAA-MM)');

export const AllocationQuery = z.object({
  /** First month shown; the current month by default. */
  from: Month.optional(),
  months: z.coerce
    .number({ error: 'Il numero di mesi deve essere un numero' })
    .int('Il numero di mesi deve essere un numero intero')
    .min(1, 'Da 1 a 12 mesi')
    .max(12, 'Da 1 a 12 mesi')
    .default(6),
  department_id: z.uuid('Dipartimento non valido').optional(),
});
export type AllocationQuery = z.infer<typeof AllocationQuery>;

export const AllocationItem = z.object({ label: z.string(), pct: z.number(), link: z.string().nullable() });
export type AllocationItem = z.infer<typeof AllocationItem>;

export const AllocationCell = z.object({
  month: z.string(),
  /** % of a full-time month the person can work (part-time, hire and termination dates). */
  capacity: z.number(),
  allocated: z.number(),
  over: z.boolean(),
  items: z.array(AllocationItem),
});
export type AllocationCell = z.infer<typeof AllocationCell>;

export const AllocationPerson = z.object({
  user_id: z.string(),
  name: z.string(),
  job_title: z.string(),
  department_name: z.string().nullable(),
  cells: z.array(AllocationCell),
});
export type AllocationPerson = z.infer<typeof AllocationPerson>;

export const AllocationGrid = z.object({
  months: z.array(z.string()),
  people: z.array(AllocationPerson),
  totals: z.array(z.object({ month: z.string(), capacity: z.number(), allocated: z.number(), over_count: z.number() })),
  departments: z.array(z.object({ id: z.string(), name: z.string() })),
  /** False when no module provides allocations (only capacity is shown). */
  has_sources: z.boolean(),
});
export type AllocationGrid = z.infer<typeof AllocationGrid>;

export const PersonAllocation = z.object({
  months: z.array(z.string()),
  person: AllocationPerson,
  has_sources: z.boolean(),
});
export type PersonAllocation = z.infer<typeof PersonAllocation>;
