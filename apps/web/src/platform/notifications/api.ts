import { NOTIFICATIONS_LIST_LIMIT } from '@portale/shared';
import { apiGet, apiPut } from '@/platform/api-client';

// Spec §7 notification calls. The answers are checked with the shared schemas by the store, which is
// where a malformed answer becomes 'Formato risposta API non valido' (spec §8).

export const NOTIFICATIONS_STREAM_URL = '/api/events/stream';

export const fetchNotificationList = () => apiGet<unknown>(`/api/notifications?limit=${NOTIFICATIONS_LIST_LIMIT}`);

export const fetchUnreadCount = () => apiGet<unknown>('/api/notifications/unread-count');

export const putNotificationRead = (id: string) => apiPut<unknown>(`/api/notifications/${encodeURIComponent(id)}/read`);

export const putAllNotificationsRead = () => apiPut<unknown>('/api/notifications/mark-all-read');
