import type { ProposalList, ProposalListSearch } from '@portale/shared';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { apiGet } from '@/platform/api-client';
import { queryString } from '../../query-keys';
import { PROPOSALS_KEY } from './keys';

export const listProposals = (query: ProposalListSearch, signal?: AbortSignal) =>
  apiGet<ProposalList>(`/api/crm/proposals${queryString(query)}`, { signal });

export const proposalsQueryOptions = (query: ProposalListSearch) =>
  queryOptions({ queryKey: [...PROPOSALS_KEY, 'list', query], queryFn: ({ signal }) => listProposals(query, signal) });

/** The page of proposals for the URL's filters; the route loader prefetches it before the page shows. */
export function useProposals(query: ProposalListSearch) {
  return useSuspenseQuery(proposalsQueryOptions(query));
}
