import { PERSONNEL_KEYS } from '../../query-keys';

/** Every query of the people area (list, options, records, dashboard widgets) starts with this key. */
export const EMPLOYEES_KEY = PERSONNEL_KEYS.employees;
export const employeeKey = (id: string) => [...EMPLOYEES_KEY, 'detail', id] as const;

/**
 * Where a person's record shows besides this area: reporting lines (org chart), department members, CCNL levels
 * and monthly capacity (allocation). Editing someone refreshes these.
 */
export const RECORD_VIEWS = [
  EMPLOYEES_KEY,
  PERSONNEL_KEYS.orgchart,
  PERSONNEL_KEYS.departments,
  PERSONNEL_KEYS.jobLevels,
  PERSONNEL_KEYS.allocation,
] as const;

/**
 * Adding, importing, deactivating or reactivating someone also changes who the skills matrix, "Chi sa…?" and the
 * review cycles' candidates list.
 */
export const STAFF_VIEWS = [
  ...RECORD_VIEWS,
  PERSONNEL_KEYS.skillMatrix,
  PERSONNEL_KEYS.whoKnows,
  PERSONNEL_KEYS.reviewCandidates,
] as const;
