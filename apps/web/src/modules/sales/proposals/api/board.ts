import type { Board, BoardQuery, Proposal, ProposalMove } from '@portale/shared';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { apiGet, apiPost } from '@/platform/api-client';
import { queryString } from '../../query-keys';
import { boardKey } from './keys';

export const getBoard = (pipelineId: string, query: BoardQuery, signal?: AbortSignal) =>
  apiGet<Board>(`/api/crm/pipelines/${pipelineId}/board${queryString(query)}`, { signal });

export const boardQueryOptions = (pipelineId: string, query: BoardQuery) =>
  queryOptions({
    queryKey: boardKey(pipelineId, query),
    queryFn: ({ signal }) => getBoard(pipelineId, query, signal),
  });

export function useBoard(pipelineId: string, query: BoardQuery) {
  return useSuspenseQuery(boardQueryOptions(pipelineId, query));
}

/** A card dropped into a stage, after `after_id` (null: first), with the version shown. */
export const moveProposal = (id: string, move: ProposalMove) =>
  apiPost<Proposal>(`/api/crm/proposals/${id}/move`, move);
