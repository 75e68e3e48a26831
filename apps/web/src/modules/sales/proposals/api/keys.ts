import type { BoardQuery } from '@portale/shared';
import { SALES_KEYS } from '../../query-keys';

/** Every proposal query (list, record) starts with this key; pipelines and boards with PIPELINES_KEY. */
export const PROPOSALS_KEY = SALES_KEYS.proposals;
export const proposalKey = (id: string) => [...PROPOSALS_KEY, 'detail', id] as const;
export const PIPELINES_KEY = SALES_KEYS.pipelines;
export const boardKey = (pipelineId: string, query: BoardQuery) =>
  [...PIPELINES_KEY, 'board', pipelineId, query] as const;
