import { type ClientProposalList, type ClientProposalListItem, todayInRome } from '@portale/shared';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { apiGet } from '@/platform/api-client';
import { portalKey } from './keys';

// The proposals' own client-portal endpoints (the proposals' server): the portal reads them as they are.

export const listPortalProposals = (signal?: AbortSignal) =>
  apiGet<ClientProposalList>('/api/client-portal/proposals', { signal });

export const portalProposalsQueryOptions = () =>
  queryOptions({ queryKey: portalKey('proposals'), queryFn: ({ signal }) => listPortalProposals(signal) });

export function usePortalProposals() {
  return useSuspenseQuery(portalProposalsQueryOptions());
}

/** Sent and still within its validity: the client may accept or refuse it (the expiry job may not have run yet). */
export const awaitsDecision = (
  proposal: Pick<ClientProposalListItem, 'status' | 'valid_until'>,
  today = todayInRome(),
) => proposal.status === 'inviata' && proposal.valid_until >= today;
