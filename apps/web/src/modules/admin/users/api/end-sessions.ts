import { useMutation } from '@tanstack/react-query';
import { apiDelete } from '@/platform/api-client';

export const endUserSessions = (id: string) =>
  apiDelete<{ revoked: number }>(`/api/admin/users/${encodeURIComponent(id)}/sessions`);

export function useEndUserSessions() {
  return useMutation({ mutationFn: endUserSessions });
}
