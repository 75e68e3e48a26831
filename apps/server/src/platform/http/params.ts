import { z } from 'zod';

/** The `:id` path parameter of every resource addressed by its UUID. */
export const IdParams = z.object({ id: z.uuid('Identificativo non valido') });
