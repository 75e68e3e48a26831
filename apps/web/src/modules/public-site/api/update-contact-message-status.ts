import type { ContactMessage, ContactMessageStatus } from '@portale/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiPut } from '@/platform/api-client';
import { CONTACT_MESSAGES_KEY } from './contact-messages';

type Status = z.infer<typeof ContactMessageStatus>;

export const updateContactMessageStatus = ({ id, status }: { id: string; status: Status }) =>
  apiPut<ContactMessage>(`/api/admin/contact-messages/${encodeURIComponent(id)}/status`, { status });

export function useUpdateContactMessageStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateContactMessageStatus,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CONTACT_MESSAGES_KEY }),
  });
}
