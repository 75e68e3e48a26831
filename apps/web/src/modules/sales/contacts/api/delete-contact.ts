import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiDelete } from '@/platform/api-client';
import { CRM_VIEWS, invalidateKeys } from '../../query-keys';

export const deleteContact = (id: string) => apiDelete<unknown>(`/api/crm/contacts/${id}`);

export function useDeleteContact() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteContact, onSuccess: () => invalidateKeys(queryClient, CRM_VIEWS) });
}
