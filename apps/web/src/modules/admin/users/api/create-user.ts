import type { AdminUserCreate, OneTimeLinkResult } from '@portale/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '@/platform/api-client';
import { USERS_KEY } from './list-users';

export const createUser = (body: AdminUserCreate) => apiPost<OneTimeLinkResult>('/api/admin/users', body);

export function useCreateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: USERS_KEY }),
  });
}
