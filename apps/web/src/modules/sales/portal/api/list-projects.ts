import type { ClientPortalProjectList } from '@portale/shared';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { apiGet } from '@/platform/api-client';
import { portalKey } from './keys';

export const listPortalProjects = (signal?: AbortSignal) =>
  apiGet<ClientPortalProjectList>('/api/client-portal/projects', { signal });

export const portalProjectsQueryOptions = () =>
  queryOptions({ queryKey: portalKey('projects'), queryFn: ({ signal }) => listPortalProjects(signal) });

export function usePortalProjects() {
  return useSuspenseQuery(portalProjectsQueryOptions());
}
