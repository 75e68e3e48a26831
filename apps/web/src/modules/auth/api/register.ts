import type { RegisterBody, RegisterResult } from '@portale/shared';
import { useMutation } from '@tanstack/react-query';
import { apiPost } from '@/platform/api-client';

export const register = (body: RegisterBody) => apiPost<RegisterResult>('/api/auth/register', body);

export function useRegister() {
  return useMutation({ mutationFn: register });
}
