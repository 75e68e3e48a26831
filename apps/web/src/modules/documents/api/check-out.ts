import type { DocumentCheckout } from '@portale/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '@/platform/api-client';
import { DOCUMENTS_KEY } from './keys';

export const checkOut = (id: string) => apiPost<DocumentCheckout>(`/api/documents/${id}/checkout`);

/** `POST /api/documents/:id/checkout`: the lock; a 409 says who holds it. */
export function useCheckOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: checkOut,
    onSettled: () => queryClient.invalidateQueries({ queryKey: DOCUMENTS_KEY }),
  });
}
