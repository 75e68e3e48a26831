import type { EmployeeOptions } from '@portale/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/platform/api-client';
import { EMPLOYEES_KEY } from './keys';

export const getEmployeeOptions = (signal?: AbortSignal) =>
  apiGet<EmployeeOptions>('/api/personnel/employees/options', { signal });

/** Departments, managers, work locations and CCNL levels: the filters' and the form's choices. */
export const employeeOptionsQueryOptions = () =>
  queryOptions({
    queryKey: [...EMPLOYEES_KEY, 'options'],
    queryFn: ({ signal }) => getEmployeeOptions(signal),
    staleTime: 60_000,
  });

/** Not suspending: the filters and the form work (with empty choices) while the options load. */
export function useEmployeeOptions() {
  return useQuery(employeeOptionsQueryOptions());
}
