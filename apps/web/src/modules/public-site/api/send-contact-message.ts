import type { ContactMessageCreate } from '@portale/shared';
import { apiPost } from '@/platform/api-client';

export const sendContactMessage = (body: ContactMessageCreate) => apiPost<{ id: string }>('/api/contact', body);
