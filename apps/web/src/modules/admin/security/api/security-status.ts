import type { SecurityStatus } from '@portale/shared';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { apiGet } from '@/platform/api-client';
import { SECURITY_KEY } from './keys';

export const getSecurityStatus = (signal?: AbortSignal) =>
  apiGet<SecurityStatus>('/api/admin/security/status', { signal });

export const securityStatusQueryOptions = () =>
  queryOptions({ queryKey: [...SECURITY_KEY, 'status'], queryFn: ({ signal }) => getSecurityStatus(signal) });

export function useSecurityStatus() {
  return useSuspenseQuery(securityStatusQueryOptions());
}
