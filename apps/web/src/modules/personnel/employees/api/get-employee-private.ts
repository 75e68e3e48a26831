import type { EmployeePrivate } from '@portale/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/platform/api-client';
import { employeeKey } from './keys';

export const getEmployeePrivate = (id: string, signal?: AbortSignal) =>
  apiGet<EmployeePrivate>(`/api/personnel/employees/${id}/private`, { signal });

/** Sensitive data: fetched only on demand (each read by HR is audited), never cached for long. */
export const employeePrivateQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...employeeKey(id), 'private'],
    queryFn: ({ signal }) => getEmployeePrivate(id, signal),
    gcTime: 0,
    staleTime: Number.POSITIVE_INFINITY,
  });

export function useEmployeePrivate(id: string, enabled: boolean) {
  return useQuery({ ...employeePrivateQueryOptions(id), enabled });
}
