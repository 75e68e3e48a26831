import type { EmployeeDetail } from '@portale/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '@/platform/api-client';
import { invalidateKeys } from '../../query-keys';
import { STAFF_VIEWS } from './keys';

export const deactivateEmployee = (id: string, terminationDate?: string) =>
  apiPost<EmployeeDetail>(
    `/api/personnel/employees/${id}/deactivate`,
    terminationDate ? { termination_date: terminationDate } : {},
  );

export function useDeactivateEmployee() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, termination_date }: { id: string; termination_date?: string }) =>
      deactivateEmployee(id, termination_date),
    onSuccess: () => invalidateKeys(queryClient, STAFF_VIEWS),
  });
}
