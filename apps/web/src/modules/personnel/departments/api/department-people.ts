import type { DepartmentPerson } from '@portale/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/platform/api-client';
import { DEPARTMENTS_KEY } from './keys';

export const getDepartmentPeople = (signal?: AbortSignal) =>
  apiGet<DepartmentPerson[]>('/api/personnel/departments/people', { signal });

/** Active colleagues for the head and member pickers (HR only). */
export const departmentPeopleQueryOptions = () =>
  queryOptions({ queryKey: [...DEPARTMENTS_KEY, 'people'], queryFn: ({ signal }) => getDepartmentPeople(signal) });

/** Not suspending: the form's head picker fills in when the people arrive (the route loader prefetches them). */
export function useDepartmentPeople() {
  return useQuery(departmentPeopleQueryOptions());
}
