import type { ProposalList } from '@portale/shared';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { apiGet } from '@/platform/api-client';
import { queryString } from '../../query-keys';
import { client360Key, TAB_ROWS } from './keys';

/** The client's latest proposals, from the proposals list filtered by `client_id`. */
export const getClientProposals = (id: string, signal?: AbortSignal) =>
  apiGet<ProposalList>(`/api/crm/proposals${queryString({ client_id: id, sort: '-number', per_page: TAB_ROWS })}`, {
    signal,
  });

export const clientProposalsQueryOptions = (id: string) =>
  queryOptions({ queryKey: client360Key(id, 'proposals'), queryFn: ({ signal }) => getClientProposals(id, signal) });

export function useClientProposals(id: string) {
  return useSuspenseQuery(clientProposalsQueryOptions(id));
}
