import type { Client, ClientCreate, ClientUpdateInput } from '@portale/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPatch, apiPost } from '@/platform/api-client';
import { CRM_VIEWS, invalidateKeys } from '../../query-keys';

export const createClient = (body: ClientCreate) => apiPost<Client>('/api/crm/clients', body);

/** Only the changed fields, with the version the form was loaded with: a newer one answers 409. */
export const updateClient = (id: string, body: ClientUpdateInput) => apiPatch<Client>(`/api/crm/clients/${id}`, body);

export type SaveClientArgs = { id: null; body: ClientCreate } | { id: string; body: ClientUpdateInput };

/** The create and edit form's save. */
export function useSaveClient() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (args: SaveClientArgs) =>
      args.id === null ? createClient(args.body) : updateClient(args.id, args.body),
    onSuccess: () => invalidateKeys(queryClient, CRM_VIEWS),
  });
}
