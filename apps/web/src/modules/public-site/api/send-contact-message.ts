import type { ContactMessageCreate } from '@portale/shared';
import { useMutation } from '@tanstack/react-query';
import { apiPost } from '@/platform/api-client';

export const sendContactMessage = (body: ContactMessageCreate) => apiPost<{ id: string }>('/api/contact', body);

export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}
