import { PERSONNEL_KEYS } from '../../query-keys';

export const DEPARTMENTS_KEY = PERSONNEL_KEYS.departments;
export const departmentKey = (id: string) => [...DEPARTMENTS_KEY, 'detail', id] as const;

/**
 * Where departments and their members show besides this area: the employees' records and filters, the org chart
 * by department, the allocation grid's filter and the skills matrix (targets per department). A change to a
 * department or its members refreshes these.
 */
export const DEPARTMENT_VIEWS = [
  DEPARTMENTS_KEY,
  PERSONNEL_KEYS.employees,
  PERSONNEL_KEYS.orgchart,
  PERSONNEL_KEYS.allocation,
  PERSONNEL_KEYS.skills,
] as const;
