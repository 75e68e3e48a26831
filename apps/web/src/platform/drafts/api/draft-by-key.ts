import type { Draft } from '@portale/shared';
import { queryOptions } from '@tanstack/react-query';
import { apiGet } from '@/platform/api-client';
import { DRAFTS_KEY } from './keys';

export const getDraftByKey = (key: string, signal?: AbortSignal) =>
  apiGet<Draft | null>(`/api/drafts/key/${encodeURIComponent(key)}`, { signal });

/** The user's draft of one form, or null. A form's route loader may prefetch it so the form opens restored. */
export const draftByKeyQueryOptions = (key: string) =>
  queryOptions({
    queryKey: [...DRAFTS_KEY, 'key', key],
    queryFn: ({ signal }) => getDraftByKey(key, signal),
    // Asked again on every visit of the form; the autosave keeps this cache in step with what it saved or deleted.
    staleTime: 0,
  });
