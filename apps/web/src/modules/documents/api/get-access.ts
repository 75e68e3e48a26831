import type { AccessView } from '@portale/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/platform/api-client';
import { accessKey } from './keys';

export type AccessTarget = { kind: 'document' | 'folder'; id: string };

export const accessPath = ({ kind, id }: AccessTarget) =>
  kind === 'document' ? `/api/documents/${id}/access` : `/api/document-folders/${id}/access`;

export const getAccess = (target: AccessTarget, signal?: AbortSignal) =>
  apiGet<AccessView>(accessPath(target), { signal });

export const accessQueryOptions = (target: AccessTarget) =>
  queryOptions({ queryKey: accessKey(target.kind, target.id), queryFn: ({ signal }) => getAccess(target, signal) });

/** Who may read and change a document or a folder: its own grants or the inherited ones. */
export function useAccess(target: AccessTarget) {
  return useQuery(accessQueryOptions(target));
}
