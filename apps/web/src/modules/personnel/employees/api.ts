import type {
  BirthdayItem,
  EmployeeCreate,
  EmployeeCreated,
  EmployeeDetail,
  EmployeeImportResult,
  EmployeeListItem,
  EmployeeListQuery,
  EmployeeOptions,
  EmployeePrivate,
  EmployeeReactivated,
  EmployeeUpdate,
  NewColleague,
  Pagination,
} from '@portale/shared';
import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
  useSuspenseQuery,
} from '@tanstack/react-query';
import type { z } from 'zod';
import { apiGet, apiPost, apiPut } from '@/platform/api-client';

/** Every query of the people area starts with this key, so a change refreshes them all. */
export const PEOPLE_KEY = ['personnel', 'employees'] as const;
export const employeeKey = (id: string) => [...PEOPLE_KEY, 'detail', id] as const;

export type EmployeesQuery = Partial<z.input<typeof EmployeeListQuery>>;
export type EmployeesPage = { items: EmployeeListItem[]; pagination: Pagination };

/** Query strings without empty values. */
export function queryString(query: Record<string, unknown>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  return params.size > 0 ? `?${params}` : '';
}

export function useEmployees(query: EmployeesQuery) {
  return useQuery({
    queryKey: [...PEOPLE_KEY, 'list', query],
    queryFn: ({ signal }) => apiGet<EmployeesPage>(`/api/personnel/employees${queryString(query)}`, { signal }),
    placeholderData: keepPreviousData,
  });
}

export const employeeOptionsQuery = () =>
  queryOptions({
    queryKey: [...PEOPLE_KEY, 'options'],
    queryFn: ({ signal }) => apiGet<EmployeeOptions>('/api/personnel/employees/options', { signal }),
    staleTime: 60_000,
  });
export const useEmployeeOptions = () => useQuery(employeeOptionsQuery());

export const useEmployee = (id: string) =>
  useQuery({
    queryKey: employeeKey(id),
    queryFn: ({ signal }) => apiGet<EmployeeDetail>(`/api/personnel/employees/${id}`, { signal }),
    retry: (count, error) => (error as { status?: number }).status !== 404 && count < 2,
  });

/** Sensitive data: fetched only on demand (each read by HR is audited), never cached for long. */
export const useEmployeePrivate = (id: string, enabled: boolean) =>
  useQuery({
    queryKey: [...employeeKey(id), 'private'],
    queryFn: ({ signal }) => apiGet<EmployeePrivate>(`/api/personnel/employees/${id}/private`, { signal }),
    enabled,
    gcTime: 0,
    staleTime: Number.POSITIVE_INFINITY,
  });

function useInvalidatingMutation<TVars, TResult>(fn: (vars: TVars) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['personnel'] }),
  });
}

export const useCreateEmployee = () =>
  useInvalidatingMutation((body: z.input<typeof EmployeeCreate>) =>
    apiPost<EmployeeCreated>('/api/personnel/employees', body),
  );

export const useUpdateEmployee = () =>
  useInvalidatingMutation(({ id, body }: { id: string; body: z.input<typeof EmployeeUpdate> }) =>
    apiPut<EmployeeDetail>(`/api/personnel/employees/${id}`, body),
  );

export const useDeactivateEmployee = () =>
  useInvalidatingMutation(({ id, termination_date }: { id: string; termination_date?: string }) =>
    apiPost<EmployeeDetail>(`/api/personnel/employees/${id}/deactivate`, termination_date ? { termination_date } : {}),
  );

export const useReactivateEmployee = () =>
  useInvalidatingMutation((id: string) => apiPost<EmployeeReactivated>(`/api/personnel/employees/${id}/reactivate`));

export const useImportEmployees = () =>
  useInvalidatingMutation((body: { csv: string; dry_run: boolean }) =>
    apiPost<EmployeeImportResult>('/api/personnel/employees/import', body),
  );

export const employeesExportUrl = (format: 'csv' | 'xlsx', filters: Record<string, unknown>) =>
  `/api/personnel/employees/export${queryString({ ...filters, format })}`;

export const useBirthdays = () =>
  useSuspenseQuery({
    queryKey: ['personnel', 'widgets', 'birthdays'],
    queryFn: ({ signal }) => apiGet<BirthdayItem[]>('/api/personnel/widgets/birthdays', { signal }),
  });

export const useNewColleagues = () =>
  useSuspenseQuery({
    queryKey: ['personnel', 'widgets', 'new-colleagues'],
    queryFn: ({ signal }) => apiGet<NewColleague[]>('/api/personnel/widgets/new-colleagues', { signal }),
  });
