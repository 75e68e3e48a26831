import type { AccessPrincipal, AccessPrincipalType } from '@portale/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/platform/api-client';
import { DOCUMENTS_KEY } from './keys';

export const listPrincipals = (type: AccessPrincipalType, q: string, signal?: AbortSignal) => {
  const params = new URLSearchParams({ type });
  if (q) params.set('q', q);
  return apiGet<{ items: AccessPrincipal[] }>(`/api/documents/principals?${params}`, { signal });
};

export const principalsQueryOptions = (type: AccessPrincipalType, q: string) =>
  queryOptions({
    queryKey: [...DOCUMENTS_KEY, 'principals', type, q],
    queryFn: ({ signal }) => listPrincipals(type, q, signal),
    placeholderData: keepPreviousData,
  });

/** Whom the access editor may name: roles, departments, people, client companies. */
export function usePrincipals(type: AccessPrincipalType, q: string) {
  return useQuery(principalsQueryOptions(type, q));
}
