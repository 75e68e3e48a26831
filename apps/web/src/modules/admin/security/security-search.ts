import { oneOf, type SearchParams, searchParams } from '@/platform/search-params';
import type { AuditLogQuery } from './api/audit-log';
import type { LoginActivityQuery } from './api/login-activity';
import type { SessionsQuery } from './api/sessions';

export const SECURITY_TABS = ['sessions', 'logins', 'audit', 'policy'] as const;
export type SecurityTab = (typeof SECURITY_TABS)[number];

/** The open tab, kept in the URL (`?tab=audit`) so the route loader prefetches it; anything else is dropped. */
export const SecuritySearch = searchParams({ tab: oneOf(SECURITY_TABS) });
export type SecuritySearch = SearchParams<typeof SecuritySearch>;

export const SESSIONS_PER_PAGE = 20;
export const LOGINS_PER_PAGE = 20;
export const AUDIT_PER_PAGE = 25;

/** What each tab asks for when it opens (first page, no filters): the route loader prefetches the same. */
export const FIRST_SESSIONS: SessionsQuery = { page: 1, per_page: SESSIONS_PER_PAGE };
export const FIRST_LOGINS: LoginActivityQuery = { page: 1, per_page: LOGINS_PER_PAGE };
export const FIRST_AUDIT: AuditLogQuery = { page: 1, per_page: AUDIT_PER_PAGE };
