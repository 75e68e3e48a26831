import { ContractType, EMPLOYEE_STATUSES, EmployeeListQuery } from '@portale/shared';
import { z } from 'zod';

/**
 * URL state of 'Gestione': the tab (the departments redirect opens 'dipartimenti') and the table's filters,
 * so a filtered list can be bookmarked and the back button works. Anything malformed is dropped.
 */
export const PersonnelAdminSearch = z.object({
  tab: z.enum(['dipendenti', 'dipartimenti']).optional().catch(undefined),
  search: EmployeeListQuery.shape.search.catch(undefined),
  department_id: z.uuid().optional().catch(undefined),
  contract_type: ContractType.optional().catch(undefined),
  status: z.enum(EMPLOYEE_STATUSES).optional().catch(undefined),
  manager_id: z.uuid().optional().catch(undefined),
  work_location_id: z.uuid().optional().catch(undefined),
  sort: EmployeeListQuery.shape.sort.unwrap().optional().catch(undefined),
  page: z.coerce.number().int().min(1).optional().catch(undefined),
});
export type PersonnelAdminSearch = z.infer<typeof PersonnelAdminSearch>;
