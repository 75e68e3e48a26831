import type { CONTRACT_TYPES, EMPLOYEE_SORT_FIELDS, EMPLOYEE_STATUSES } from '@portale/shared';
import { int, oneOf, type SearchParams, searchParams, sortOf, text, unionValues, uuid } from '@/platform/search-params';
import type { EmployeesQuery } from './api/list-employees';

export const EMPLOYEES_PER_PAGE = 20;

/**
 * URL state of 'Gestione': the tab (the departments redirect opens 'dipartimenti') and the table's filters,
 * so a filtered list can be bookmarked and the back button works. Anything malformed is dropped.
 */
export const PersonnelAdminSearch = searchParams({
  tab: oneOf(['dipendenti', 'dipartimenti']),
  search: text(100),
  department_id: uuid,
  contract_type: oneOf(
    unionValues<(typeof CONTRACT_TYPES)[number]>()([
      'tempo_indeterminato',
      'tempo_determinato',
      'apprendistato',
      'stage',
      'collaborazione',
      'partita_iva',
    ]),
  ),
  status: oneOf(unionValues<(typeof EMPLOYEE_STATUSES)[number]>()(['active', 'disabled'])),
  manager_id: uuid,
  work_location_id: uuid,
  sort: sortOf(
    unionValues<(typeof EMPLOYEE_SORT_FIELDS)[number]>()([
      'name',
      'employee_number',
      'job_title',
      'department',
      'hire_date',
      'contract_type',
      'status',
    ]),
  ),
  page: int(1),
});
export type PersonnelAdminSearch = SearchParams<typeof PersonnelAdminSearch>;

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
