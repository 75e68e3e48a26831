import type { IntegrationsStatus } from '@portale/shared';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { apiGet } from '@/platform/api-client';

export const getIntegrations = (signal?: AbortSignal) =>
  apiGet<IntegrationsStatus>('/api/admin/system/integrations', { signal });

export const integrationsQueryOptions = () =>
  queryOptions({ queryKey: ['admin', 'integrations'], queryFn: ({ signal }) => getIntegrations(signal) });

export function useIntegrations() {
  return useSuspenseQuery(integrationsQueryOptions());
}
