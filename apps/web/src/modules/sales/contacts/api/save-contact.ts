import type { Contact, ContactCreate, ContactUpdate } from '@portale/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPatch, apiPost } from '@/platform/api-client';
import { CRM_VIEWS, invalidateKeys } from '../../query-keys';

export const createContact = (clientId: string, body: ContactCreate) =>
  apiPost<Contact>(`/api/crm/clients/${clientId}/contacts`, body);

/** With the version the form was loaded with: a newer one answers 409. */
export const updateContact = (id: string, body: ContactUpdate) => apiPatch<Contact>(`/api/crm/contacts/${id}`, body);

export type SaveContactArgs =
  | { id: null; clientId: string; body: ContactCreate }
  | { id: string; clientId: string; body: ContactUpdate };

/** A contact's create and edit; the client's row (primary contact, count) changes with it. */
export function useSaveContact() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (args: SaveContactArgs) =>
      args.id === null ? createContact(args.clientId, args.body) : updateContact(args.id, args.body),
    onSettled: () => invalidateKeys(queryClient, CRM_VIEWS),
  });
}
