import type { DepartmentDetail } from '@portale/shared';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { apiGet } from '@/platform/api-client';
import { departmentKey } from './keys';

export const getDepartment = (id: string, signal?: AbortSignal) =>
  apiGet<DepartmentDetail>(`/api/personnel/departments/${id}`, { signal });

export const departmentQueryOptions = (id: string) =>
  queryOptions({ queryKey: departmentKey(id), queryFn: ({ signal }) => getDepartment(id, signal) });

/** The department page's record, prefetched by its route loader. */
export function useDepartment(id: string) {
  return useSuspenseQuery(departmentQueryOptions(id));
}
