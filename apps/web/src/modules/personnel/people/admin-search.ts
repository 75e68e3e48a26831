import { z } from 'zod';

/** URL state of 'Gestione': the tab (the departments redirect opens 'dipartimenti') and the table's filters. */
export const PersonnelAdminSearch = z.object({
  tab: z.enum(['dipendenti', 'dipartimenti']).optional().catch(undefined),
});
export type PersonnelAdminSearch = z.infer<typeof PersonnelAdminSearch>;
