import type { EmployeeCreate, EmployeeCreated, EmployeeOptions } from '@portale/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiPost } from '@/platform/api-client';
import { USERS_KEY } from './list-users';

/**
 * 'Nuovo utente' with its employee record: the personnel endpoint creates the account and the record in one
 * audited transaction (`personnel.employee_created`), so a person never exists in Utenti without Personale.
 */
export const createPerson = (body: EmployeeCreate) => apiPost<EmployeeCreated>('/api/personnel/employees', body);

export function useCreatePerson() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPerson,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: USERS_KEY }),
  });
}

/** The departments to choose from; only fetched while the dialog offers the record. */
export function useDepartmentChoices(enabled: boolean) {
  return useQuery({
    queryKey: [...USERS_KEY, 'employee-options'],
    queryFn: ({ signal }) => apiGet<EmployeeOptions>('/api/personnel/employees/options', { signal }),
    enabled,
    select: (options) => options.departments,
  });
}
