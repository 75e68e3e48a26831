import type { BillableProjectList } from '@portale/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/platform/api-client';
import { queryString } from '../../query-keys';
import type { UseComboOptions } from '../components/search-combobox';
import { FORM_TEXT } from '../form-strings';
import { API, PRE_INVOICES_KEY } from './keys';

/** Time-and-materials projects with their client and the end of the last period billed. */
export const billableProjects = (q: string, signal?: AbortSignal) =>
  apiGet<BillableProjectList>(`${API}/sources/projects${queryString({ q })}`, { signal });

export const billableProjectsQueryOptions = (q: string) =>
  queryOptions({
    queryKey: [...PRE_INVOICES_KEY, 'sources', 'projects', q],
    queryFn: ({ signal }) => billableProjects(q, signal),
  });

/** Every T&M project the list shows (the page reads the chosen one's client and `billed_until` from it). */
export function useBillableProjects(q: string, enabled = true) {
  return useQuery({ ...billableProjectsQueryOptions(q), enabled, placeholderData: keepPreviousData });
}

/** The project picker's options: code and name, then the client and how far the hours are billed. */
export const useBillableProjectOptions: UseComboOptions = (q, open) => {
  const query = useBillableProjects(q, open);
  return {
    options: (query.data?.items ?? []).map((project) => ({
      id: project.id,
      label: `${project.code} · ${project.name}`,
      detail: [
        project.client?.name ?? FORM_TEXT.hours.noClient,
        project.billed_until ? FORM_TEXT.hours.billedUntil(project.billed_until) : FORM_TEXT.hours.neverBilled,
      ].join(' · '),
    })),
    pending: query.isFetching,
  };
};
