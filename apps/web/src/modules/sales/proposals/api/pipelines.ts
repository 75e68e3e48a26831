import type { Pipeline, PipelineInput, PipelineList } from '@portale/shared';
import { queryOptions, useMutation, useQuery, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { apiDelete, apiGet, apiPost, apiPut } from '@/platform/api-client';
import { invalidateKeys, PROPOSAL_VIEWS } from '../../query-keys';
import { PIPELINES_KEY } from './keys';

export const listPipelines = (signal?: AbortSignal) => apiGet<PipelineList>('/api/crm/pipelines', { signal });

export const pipelinesQueryOptions = () =>
  queryOptions({ queryKey: [...PIPELINES_KEY, 'list'], queryFn: ({ signal }) => listPipelines(signal) });

/** The pipelines with their stages (the board's picker, the form's choices); the loaders prefetch them. */
export function usePipelines() {
  return useSuspenseQuery(pipelinesQueryOptions());
}

/** The same list without suspending (the list's filters show while it loads). */
export function usePipelineChoices() {
  return useQuery(pipelinesQueryOptions());
}

/** The pipeline the board shows when the URL names none, or names one that no longer exists. */
export const boardPipelineOf = (pipelines: readonly Pipeline[], wanted: string | undefined) =>
  pipelines.find((p) => p.id === wanted) ?? pipelines.find((p) => p.is_default) ?? pipelines[0] ?? null;

export const createPipeline = (body: PipelineInput) => apiPost<Pipeline>('/api/crm/pipelines', body);
export const updatePipeline = (id: string, body: PipelineInput) => apiPut<Pipeline>(`/api/crm/pipelines/${id}`, body);
export const deletePipeline = (id: string) => apiDelete<unknown>(`/api/crm/pipelines/${id}`);

export function useSavePipeline() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string | null; body: PipelineInput }) =>
      id === null ? createPipeline(body) : updatePipeline(id, body),
    onSuccess: () => invalidateKeys(queryClient, PROPOSAL_VIEWS),
  });
}

export function useDeletePipeline() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deletePipeline, onSuccess: () => invalidateKeys(queryClient, PROPOSAL_VIEWS) });
}
