import type { EmployeeDetail, EmployeeUpdate } from '@portale/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiPut } from '@/platform/api-client';
import { invalidateKeys } from '../../query-keys';
import { RECORD_VIEWS } from './keys';

export const updateEmployee = (id: string, body: z.input<typeof EmployeeUpdate>) =>
  apiPut<EmployeeDetail>(`/api/personnel/employees/${id}`, body);

/** HR's edit and the employee's own ("Modifica i miei dati"). */
export function useUpdateEmployee() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: z.input<typeof EmployeeUpdate> }) => updateEmployee(id, body),
    onSuccess: () => invalidateKeys(queryClient, RECORD_VIEWS),
  });
}
