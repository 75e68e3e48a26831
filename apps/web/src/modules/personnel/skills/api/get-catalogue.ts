import type { SkillCatalogue } from '@portale/shared';
import { queryOptions, useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { apiGet } from '@/platform/api-client';
import { SKILLS_API, SKILLS_KEY } from './keys';

export const getCatalogue = (signal?: AbortSignal) => apiGet<SkillCatalogue>(SKILLS_API, { signal });

/** Categories, skills, departments and their expected levels. */
export const catalogueQueryOptions = () =>
  queryOptions({ queryKey: [...SKILLS_KEY, 'catalogue'], queryFn: ({ signal }) => getCatalogue(signal) });

/** The 'Catalogo' tab reads it suspending; the filters and dialogs take it as it comes (the loader prefetches it). */
export function useCatalogue() {
  return useSuspenseQuery(catalogueQueryOptions());
}
export function useCatalogueOptions() {
  return useQuery(catalogueQueryOptions()).data;
}
