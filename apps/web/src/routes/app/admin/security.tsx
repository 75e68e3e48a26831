import { createFileRoute } from '@tanstack/react-router';
import { auditLogQueryOptions } from '@/modules/admin/security/api/audit-log';
import { loginActivityQueryOptions } from '@/modules/admin/security/api/login-activity';
import { securityStatusQueryOptions } from '@/modules/admin/security/api/security-status';
import { sessionsQueryOptions } from '@/modules/admin/security/api/sessions';
import { SecurityPage } from '@/modules/admin/security/security-page';
import { FIRST_AUDIT, FIRST_LOGINS, FIRST_SESSIONS, SecuritySearch } from '@/modules/admin/security/security-search';
import { ADMIN_TITLES } from '@/modules/admin/titles';
import { waitOnEnter } from '@/platform/route-loading';

export const Route = createFileRoute('/app/admin/security')({
  staticData: {
    title: ADMIN_TITLES.security,
    requiresAuth: true,
    requiredPermission: 'admin_access',
    requiresFeature: 'security_dashboard',
  },
  validateSearch: SecuritySearch,
  loaderDeps: ({ search }) => ({ tab: search.tab }),
  // The open tab's first page; a tab switch does not wait (its panel shows its own skeleton). prefetchQuery never
  // throws: a failure is shown by the tab's QueryBoundary, with 'Riprova'.
  loader: ({ context: { queryClient }, deps, cause }) => {
    const tab = deps.tab ?? 'sessions';
    return waitOnEnter(
      cause,
      tab === 'sessions'
        ? queryClient.prefetchQuery(sessionsQueryOptions(FIRST_SESSIONS))
        : tab === 'logins'
          ? queryClient.prefetchQuery(loginActivityQueryOptions(FIRST_LOGINS))
          : tab === 'audit'
            ? queryClient.prefetchQuery(auditLogQueryOptions(FIRST_AUDIT))
            : queryClient.prefetchQuery(securityStatusQueryOptions()),
    );
  },
  component: SecurityPage,
});
