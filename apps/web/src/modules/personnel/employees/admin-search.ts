import { ContractType, EMPLOYEE_STATUSES, EmployeeListQuery } from '@portale/shared';
import { z } from 'zod';
import type { EmployeesQuery } from './api/list-employees';

export const EMPLOYEES_PER_PAGE = 20;

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

/** The table's filters: what the URL narrows the list by (the export takes the same). */
export type EmployeeFilters = Omit<PersonnelAdminSearch, 'tab' | 'page' | 'sort'>;

export const filtersOf = (search: PersonnelAdminSearch): EmployeeFilters => ({
  search: search.search,
  department_id: search.department_id,
  contract_type: search.contract_type,
  status: search.status,
  manager_id: search.manager_id,
  work_location_id: search.work_location_id,
});

/** The API query for a search state: the route loader and the table ask for exactly the same page. */
export function employeesQuery(search: PersonnelAdminSearch): EmployeesQuery {
  return { ...filtersOf(search), sort: search.sort ?? 'name', page: search.page ?? 1, per_page: EMPLOYEES_PER_PAGE };
}
