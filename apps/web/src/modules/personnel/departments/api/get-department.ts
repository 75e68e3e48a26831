import type { DepartmentDetail } from '@portale/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/platform/api-client';
import { departmentKey } from './keys';

export const departmentQueryOptions = (id: string) =>
  queryOptions({
    queryKey: departmentKey(id),
    queryFn: ({ signal }) => apiGet<DepartmentDetail>(`/api/personnel/departments/${id}`, { signal }),
  });

export const useDepartment = (id: string) => useQuery(departmentQueryOptions(id));
