import type { Department } from '@portale/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/platform/api-client';
import { DEPARTMENTS_KEY } from './keys';

export const departmentsQueryOptions = () =>
  queryOptions({
    queryKey: [...DEPARTMENTS_KEY, 'list'],
    queryFn: ({ signal }) => apiGet<Department[]>('/api/personnel/departments', { signal }),
  });

export const useDepartments = () => useQuery(departmentsQueryOptions());
