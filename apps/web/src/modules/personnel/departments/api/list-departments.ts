import type { Department } from '@portale/shared';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { apiGet } from '@/platform/api-client';
import { DEPARTMENTS_KEY } from './keys';

export const listDepartments = (signal?: AbortSignal) => apiGet<Department[]>('/api/personnel/departments', { signal });

export const departmentsQueryOptions = () =>
  queryOptions({ queryKey: [...DEPARTMENTS_KEY, 'list'], queryFn: ({ signal }) => listDepartments(signal) });

/** Every department, flat (the tree is built here); the route loaders prefetch it. */
export function useDepartments() {
  return useSuspenseQuery(departmentsQueryOptions());
}
