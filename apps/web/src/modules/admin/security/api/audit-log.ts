import type { AuditEntry, Pagination } from '@portale/shared';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { apiGet } from '@/platform/api-client';
import { SECURITY_KEY, searchOf } from './keys';

export type AuditFilters = { actor?: string; action?: string; from?: string; to?: string };
export type AuditLogQuery = AuditFilters & { page: number; per_page: number };
export type AuditLogPage = { items: AuditEntry[]; pagination: Pagination };

export const getAuditLog = (query: AuditLogQuery, signal?: AbortSignal) =>
  apiGet<AuditLogPage>(`/api/admin/audit-log${searchOf(query)}`, { signal });

export const auditLogQueryOptions = (query: AuditLogQuery) =>
  queryOptions({
    queryKey: [...SECURITY_KEY, 'audit-log', query],
    queryFn: ({ signal }) => getAuditLog(query, signal),
  });

export function useAuditLog(query: AuditLogQuery) {
  return useSuspenseQuery(auditLogQueryOptions(query));
}

/** A plain GET the browser downloads itself (the session cookie goes along), with the same filters. */
export const auditLogExportUrl = (filters: AuditFilters) => `/api/admin/audit-log/export${searchOf(filters)}`;
