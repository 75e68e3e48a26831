import type { SmtpTestBody } from '@portale/shared';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiPost } from '@/platform/api-client';

export const sendTestEmail = (body: z.infer<typeof SmtpTestBody>) =>
  apiPost<{ to: string }>('/api/admin/system/smtp/test', body);

export function useSendTestEmail() {
  return useMutation({ mutationFn: sendTestEmail });
}
