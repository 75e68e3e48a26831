import type { DepartmentPerson } from '@portale/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/platform/api-client';
import { DEPARTMENTS_KEY } from './keys';

export const getDepartmentPeople = (signal?: AbortSignal) =>
  apiGet<DepartmentPerson[]>('/api/personnel/departments/people', { signal });

/** Active colleagues for the head and member pickers (HR only). */
export const departmentPeopleQueryOptions = () =>
  queryOptions({ queryKey: [...DEPARTMENTS_KEY, 'people'], queryFn: ({ signal }) => getDepartmentPeople(signal) });

/** Not suspending: the pickers fill in when the people arrive; the dialog asks only once it opens. */
export function useDepartmentPeople(enabled = true) {
  return useQuery({ ...departmentPeopleQueryOptions(), enabled });
}
