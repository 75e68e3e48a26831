import { getRouteApi } from '@tanstack/react-router';
import { type ReactNode, useState } from 'react';
import { PageHeader } from '@/ui/page-header';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/ui/tabs';
import { AuditLogTab } from './components/audit-log-tab';
import { LoginActivityTab } from './components/login-activity-tab';
import { PolicyTab } from './components/policy-tab';
import { SessionsTab } from './components/sessions-tab';
import type { SecurityTab } from './security-search';
import { SECURITY_TEXT } from './strings';

const route = getRouteApi('/app/admin/security');

const TABS: { value: SecurityTab; label: string; panel: () => ReactNode }[] = [
  { value: 'sessions', label: SECURITY_TEXT.tabs.sessions, panel: () => <SessionsTab /> },
  { value: 'logins', label: SECURITY_TEXT.tabs.logins, panel: () => <LoginActivityTab /> },
  { value: 'audit', label: SECURITY_TEXT.tabs.audit, panel: () => <AuditLogTab /> },
  { value: 'policy', label: SECURITY_TEXT.tabs.policy, panel: () => <PolicyTab /> },
];

/**
 * `/app/admin/security` (security_dashboard flag): sessions, failed logins, audit log, policy. The open tab is in
 * the URL and the route loader prefetches its first page; each tab shows its own loading and failure.
 */
export function SecurityPage() {
  const navigate = route.useNavigate();
  const tab = route.useSearch().tab ?? 'sessions';
  // A panel is mounted on its first visit and then kept (hidden), so filters and pages survive a tab switch.
  const [visited, setVisited] = useState(() => new Set<SecurityTab>([tab]));
  const select = (value: string) => {
    const next = value as SecurityTab;
    void navigate({ search: { tab: next === 'sessions' ? undefined : next }, replace: true });
    setVisited((current) => (current.has(next) ? current : new Set(current).add(next)));
  };
  return (
    <div className="flex flex-col gap-6">
      <PageHeader title={SECURITY_TEXT.heading} description={SECURITY_TEXT.intro} />
      <Tabs value={tab} onValueChange={select}>
        <TabsList aria-label={SECURITY_TEXT.heading}>
          {TABS.map(({ value, label }) => (
            <TabsTrigger key={value} value={value}>
              {label}
            </TabsTrigger>
          ))}
        </TabsList>
        {TABS.map(({ value, panel }) =>
          visited.has(value) ? (
            <TabsContent key={value} value={value} forceMount hidden={tab !== value}>
              {panel()}
            </TabsContent>
          ) : null,
        )}
      </Tabs>
    </div>
  );
}
