import type { Role, User } from '@portale/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPut } from '@/platform/api-client';
import { USERS_KEY } from './list-users';

export const setUserRole = ({ id, role }: { id: string; role: Role }) =>
  apiPut<User>(`/api/admin/users/${encodeURIComponent(id)}/role`, { role });

export function useSetUserRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setUserRole,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: USERS_KEY }),
  });
}
