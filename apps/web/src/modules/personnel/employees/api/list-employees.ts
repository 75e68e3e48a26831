import type { EmployeeListItem, EmployeeListQuery, Pagination } from '@portale/shared';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiGet } from '@/platform/api-client';
import { queryString } from '../../query-keys';
import { EMPLOYEES_KEY } from './keys';

export type EmployeesQuery = Partial<z.input<typeof EmployeeListQuery>>;
export type EmployeesPage = { items: EmployeeListItem[]; pagination: Pagination };

export const listEmployees = (query: EmployeesQuery, signal?: AbortSignal) =>
  apiGet<EmployeesPage>(`/api/personnel/employees${queryString(query)}`, { signal });

export const employeesQueryOptions = (query: EmployeesQuery) =>
  queryOptions({ queryKey: [...EMPLOYEES_KEY, 'list', query], queryFn: ({ signal }) => listEmployees(query, signal) });

/** The page of employees for the URL's filters; the route loader prefetches it before the page shows. */
export function useEmployees(query: EmployeesQuery) {
  return useSuspenseQuery(employeesQueryOptions(query));
}
