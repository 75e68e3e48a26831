import type { EmployeeDetail } from '@portale/shared';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { apiGet } from '@/platform/api-client';
import { employeeKey } from './keys';

export const getEmployee = (id: string, signal?: AbortSignal) =>
  apiGet<EmployeeDetail>(`/api/personnel/employees/${id}`, { signal });

export const employeeQueryOptions = (id: string) =>
  queryOptions({ queryKey: employeeKey(id), queryFn: ({ signal }) => getEmployee(id, signal) });

/** The person page's record, prefetched by its route loader. */
export function useEmployee(id: string) {
  return useSuspenseQuery(employeeQueryOptions(id));
}
