import type { Client, ClientRemoval } from '@portale/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiDelete, apiPost } from '@/platform/api-client';
import { CRM_VIEWS, invalidateKeys } from '../../query-keys';

/** Deletes a client nothing points to; one with linked records is archived instead (the answer says which). */
export const deleteClient = (id: string) => apiDelete<ClientRemoval>(`/api/crm/clients/${id}`);
export const restoreClient = (id: string, version: number) =>
  apiPost<Client>(`/api/crm/clients/${id}/restore`, { version });

export function useDeleteClient() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteClient, onSuccess: () => invalidateKeys(queryClient, CRM_VIEWS) });
}

export function useRestoreClient() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, version }: { id: string; version: number }) => restoreClient(id, version),
    onSuccess: () => invalidateKeys(queryClient, CRM_VIEWS),
  });
}
