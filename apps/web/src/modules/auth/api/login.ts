import type { AuthSession, LoginBody } from '@portale/shared';
import { apiPost } from '@/platform/api-client';
import { useAuthStore } from '@/platform/auth-store';
import { loadedQueryClient } from '@/platform/query-client-loader';

export const login = (body: LoginBody) => apiPost<AuthSession>('/api/auth/login', body);

/** Logs in and starts the new session. A plain call, not a mutation hook: the login page runs without TanStack Query. */
export async function logIn(body: LoginBody): Promise<AuthSession> {
  const session = await login(body);
  // Whatever was cached belonged to the previous (or no) user.
  loadedQueryClient()?.clear();
  useAuthStore.getState().setSession(session);
  return session;
}
