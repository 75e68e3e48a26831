import type { User, UserStatus } from '@portale/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPut } from '@/platform/api-client';
import { USERS_KEY } from './list-users';

export const setUserStatus = ({ id, status }: { id: string; status: UserStatus }) =>
  apiPut<User>(`/api/admin/users/${encodeURIComponent(id)}/status`, { status });

export function useSetUserStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setUserStatus,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: USERS_KEY }),
  });
}
