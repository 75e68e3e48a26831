import { holdsPermission, type PermissionRequirement } from '@portale/shared';
import { useAuthStore } from './auth-store';

/**
 * Whether the current user holds the permission (or any of a list). For hiding buttons only:
 * the server is the real gate (DESIGN.md §4.7).
 */
export function useCan(required: PermissionRequirement): boolean {
  return useAuthStore((state) => holdsPermission(state.permissions, required));
}

export function can(required: PermissionRequirement): boolean {
  return holdsPermission(useAuthStore.getState().permissions, required);
}
