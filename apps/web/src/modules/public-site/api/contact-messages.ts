import type { ContactMessage, ContactMessageStatus, Pagination } from '@portale/shared';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiGet } from '@/platform/api-client';

export type ContactMessagesQuery = {
  page?: number;
  per_page?: number;
  status?: z.infer<typeof ContactMessageStatus>;
};

export type ContactMessagePage = { items: ContactMessage[]; pagination: Pagination };

export function getContactMessages(query: ContactMessagesQuery, signal?: AbortSignal) {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined) params.set(key, String(value));
  const search = params.size > 0 ? `?${params}` : '';
  return apiGet<ContactMessagePage>(`/api/admin/contact-messages${search}`, { signal });
}

/** Every list query of this endpoint starts with this key, so a status change refreshes them all. */
export const CONTACT_MESSAGES_KEY = ['public-site', 'contact-messages'] as const;

export const contactMessagesQueryOptions = (query: ContactMessagesQuery) =>
  queryOptions({
    queryKey: [...CONTACT_MESSAGES_KEY, query],
    queryFn: ({ signal }) => getContactMessages(query, signal),
  });

/** What the dashboard card shows: the five latest messages. */
export const LATEST_CONTACT_MESSAGES: ContactMessagesQuery = { page: 1, per_page: 5 };

export function useContactMessages(query: ContactMessagesQuery) {
  return useSuspenseQuery(contactMessagesQueryOptions(query));
}
