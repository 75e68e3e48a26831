import type { DepartmentPerson } from '@portale/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/platform/api-client';
import { DEPARTMENTS_KEY } from './keys';

/** Active colleagues for the head and member pickers (HR only). */
export const departmentPeopleQueryOptions = () =>
  queryOptions({
    queryKey: [...DEPARTMENTS_KEY, 'people'],
    queryFn: ({ signal }) => apiGet<DepartmentPerson[]>('/api/personnel/departments/people', { signal }),
  });

export const useDepartmentPeople = (enabled = true) => useQuery({ ...departmentPeopleQueryOptions(), enabled });
