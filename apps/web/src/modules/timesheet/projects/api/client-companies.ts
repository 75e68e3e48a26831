import type { ClientCompanyLookup } from '@portale/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/platform/api-client';

/** The client companies the project form's picker offers, by name, partita IVA or codice fiscale. */
export const CLIENT_COMPANIES_KEY = ['client-companies'] as const;

/** The server reads at most 100 characters of a search: a longer name is looked up by its beginning. */
export const lookupClientCompanies = (q: string, signal?: AbortSignal) =>
  apiGet<ClientCompanyLookup>(`/api/client-companies${q ? `?${new URLSearchParams({ q: q.slice(0, 100) })}` : ''}`, {
    signal,
  });

export const clientCompaniesQueryOptions = (q: string) =>
  queryOptions({
    queryKey: [...CLIENT_COMPANIES_KEY, q],
    queryFn: ({ signal }) => lookupClientCompanies(q, signal),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });

/** Live (not archived) client companies matching `q`, asked only while the picker is open. */
export function useClientCompanies(q: string, enabled: boolean) {
  return useQuery({ ...clientCompaniesQueryOptions(q), enabled });
}
