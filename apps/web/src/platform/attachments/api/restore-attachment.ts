import type { Attachment } from '@portale/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '@/platform/api-client';
import { ATTACHMENTS_KEY } from './keys';

export const restoreAttachment = (id: string) => apiPost<Attachment>(`/api/attachments/${id}/restore`);

export function useRestoreAttachment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: restoreAttachment,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ATTACHMENTS_KEY }),
  });
}
