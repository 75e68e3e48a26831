import type { AuthSession, LoginBody } from '@portale/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '@/platform/api-client';
import { useAuthStore } from '@/platform/auth-store';

export const login = (body: LoginBody) => apiPost<AuthSession>('/api/auth/login', body);

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: (session) => {
      // Whatever was cached belonged to the previous (or no) user.
      queryClient.clear();
      useAuthStore.getState().setSession(session);
    },
  });
}
