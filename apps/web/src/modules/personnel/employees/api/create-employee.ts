import type { EmployeeCreate, EmployeeCreated } from '@portale/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiPost } from '@/platform/api-client';
import { invalidateKeys } from '../../query-keys';
import { STAFF_VIEWS } from './keys';

export const createEmployee = (body: z.input<typeof EmployeeCreate>) =>
  apiPost<EmployeeCreated>('/api/personnel/employees', body);

export function useCreateEmployee() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createEmployee, onSuccess: () => invalidateKeys(queryClient, STAFF_VIEWS) });
}
