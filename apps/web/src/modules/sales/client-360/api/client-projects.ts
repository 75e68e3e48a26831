import type { ClientProjects } from '@portale/shared';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { apiGet } from '@/platform/api-client';
import { client360Key } from './keys';

export const getClientProjects = (id: string, signal?: AbortSignal) =>
  apiGet<ClientProjects>(`/api/crm/clients/${id}/projects`, { signal });

export const clientProjectsQueryOptions = (id: string) =>
  queryOptions({ queryKey: client360Key(id, 'projects'), queryFn: ({ signal }) => getClientProjects(id, signal) });

export function useClientProjects(id: string) {
  return useSuspenseQuery(clientProjectsQueryOptions(id));
}
