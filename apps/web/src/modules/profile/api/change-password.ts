import type { AuthSession, PasswordChangeBody } from '@portale/shared';
import { useMutation } from '@tanstack/react-query';
import { apiPost } from '@/platform/api-client';
import { useAuthStore } from '@/platform/auth-store';

export const changePassword = (body: PasswordChangeBody) => apiPost<AuthSession>('/api/auth/password', body);

/** The server rotates the session (new cookie and CSRF token): the store must take the new one. */
export function useChangePassword() {
  return useMutation({
    mutationFn: changePassword,
    onSuccess: (session) => useAuthStore.getState().setSession(session),
  });
}
