import { type ReactNode, useState } from 'react';
import { PageHeader } from '@/ui/page-header';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/ui/tabs';
import { AuditLogTab } from './components/audit-log-tab';
import { LoginActivityTab } from './components/login-activity-tab';
import { PolicyTab } from './components/policy-tab';
import { SessionsTab } from './components/sessions-tab';
import { SECURITY_TEXT } from './strings';

const TABS: { value: string; label: string; panel: () => ReactNode }[] = [
  { value: 'sessions', label: SECURITY_TEXT.tabs.sessions, panel: () => <SessionsTab /> },
  { value: 'logins', label: SECURITY_TEXT.tabs.logins, panel: () => <LoginActivityTab /> },
  { value: 'audit', label: SECURITY_TEXT.tabs.audit, panel: () => <AuditLogTab /> },
  { value: 'policy', label: SECURITY_TEXT.tabs.policy, panel: () => <PolicyTab /> },
];

/** `/app/admin/security` (security_dashboard flag): sessions, failed logins, audit log, policy (issue 8). */
export function SecurityPage() {
  const [tab, setTab] = useState('sessions');
  // A panel is mounted on its first visit and then kept (hidden), so filters and pages survive a tab switch.
  const [visited, setVisited] = useState(() => new Set([tab]));
  const select = (value: string) => {
    setTab(value);
    setVisited((current) => (current.has(value) ? current : new Set(current).add(value)));
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
