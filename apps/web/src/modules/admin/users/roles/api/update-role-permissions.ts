import type { Role, RolePermissions, RolePermissionsUpdate } from '@portale/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPut } from '@/platform/api-client';
import { rolesQueryOptions } from './list-roles';

export const updateRolePermissions = ({ role, permissions }: { role: Role } & RolePermissionsUpdate) =>
  apiPut<RolePermissions>(`/api/admin/roles/${encodeURIComponent(role)}/permissions`, { permissions });

export function useUpdateRolePermissions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateRolePermissions,
    onSuccess: (saved) =>
      queryClient.setQueryData(rolesQueryOptions().queryKey, (roles) =>
        roles?.map((r) => (r.role === saved.role ? saved : r)),
      ),
  });
}
