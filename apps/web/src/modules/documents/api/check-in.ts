import type { DocumentCheckout } from '@portale/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiDelete } from '@/platform/api-client';
import { DOCUMENTS_KEY } from './keys';

export const checkIn = (id: string) => apiDelete<DocumentCheckout>(`/api/documents/${id}/checkout`);

/** `DELETE /api/documents/:id/checkout`: releases the lock. */
export function useCheckIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: checkIn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: DOCUMENTS_KEY }),
  });
}
