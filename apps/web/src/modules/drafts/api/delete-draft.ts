import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiDelete } from '@/platform/api-client';
import { DRAFTS_KEY } from '@/platform/drafts/api/keys';

export const deleteDraft = (id: string) => apiDelete<null>(`/api/drafts/${id}`);

/** Discards one of my drafts, then refreshes the lists and the forms' own drafts. */
export function useDeleteDraft() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteDraft,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: DRAFTS_KEY }),
  });
}
