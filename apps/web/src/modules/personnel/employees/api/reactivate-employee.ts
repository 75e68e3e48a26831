import type { EmployeeReactivated } from '@portale/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '@/platform/api-client';
import { invalidateKeys } from '../../query-keys';
import { STAFF_VIEWS } from './keys';

export const reactivateEmployee = (id: string) =>
  apiPost<EmployeeReactivated>(`/api/personnel/employees/${id}/reactivate`);

export function useReactivateEmployee() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: reactivateEmployee, onSuccess: () => invalidateKeys(queryClient, STAFF_VIEWS) });
}
