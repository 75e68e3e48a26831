import type { TenantConfig } from '@portale/shared';
import { getRouteApi } from '@tanstack/react-router';
import { QueryBoundary } from '@/platform/query-boundary';
import { PageHeader } from '@/ui/page-header';
import { Skeleton } from '@/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/ui/tabs';
import { useAdminConfig } from './api/get-admin-config';
import { AccessSettingsForm } from './components/access-form';
import { CompanySettingsForm } from './components/company-form';
import { ContentSettingsForm } from './components/content-form';
import { IntegrationsPanel } from './components/integrations-panel';
import { InvoicingSettingsForm } from './components/invoicing-form';
import { LegalTextsForm } from './components/legal-texts-form';
import { LogosSection } from './components/logo-card';
import { PublicSiteSettingsForm } from './components/public-site-form';
import type { SettingsTab } from './settings-search';
import { SETTINGS_TEXT } from './strings';

const route = getRouteApi('/app/admin/settings');

const TABS = SETTINGS_TEXT.tabs;

function SettingsTabs({ config }: { config: TenantConfig }) {
  const navigate = route.useNavigate();
  const tab: SettingsTab = route.useSearch().tab ?? 'company';
  const setTab = (value: string) =>
    void navigate({ search: { tab: value === 'company' ? undefined : (value as SettingsTab) }, replace: true });
  // The forms' panels stay mounted (only hidden) so unsaved edits survive a look at another tab.
  const kept = (value: string) => ({ value, forceMount: true as const, hidden: tab !== value });
  return (
    <Tabs value={tab} onValueChange={setTab}>
      <TabsList aria-label={SETTINGS_TEXT.heading}>
        <TabsTrigger value="company">{TABS.company}</TabsTrigger>
        <TabsTrigger value="public-site">{TABS.publicSite}</TabsTrigger>
        <TabsTrigger value="content">{TABS.content}</TabsTrigger>
        <TabsTrigger value="legal">{TABS.legal}</TabsTrigger>
        <TabsTrigger value="access">{TABS.access}</TabsTrigger>
        <TabsTrigger value="invoicing">{TABS.invoicing}</TabsTrigger>
        <TabsTrigger value="integrations">{TABS.integrations}</TabsTrigger>
      </TabsList>
      <TabsContent {...kept('company')}>
        <div className="flex flex-col gap-6">
          <CompanySettingsForm config={config} />
          <LogosSection config={config} />
        </div>
      </TabsContent>
      <TabsContent {...kept('public-site')}>
        <PublicSiteSettingsForm config={config} />
      </TabsContent>
      <TabsContent {...kept('content')}>
        <ContentSettingsForm config={config} />
      </TabsContent>
      <TabsContent {...kept('legal')}>
        <LegalTextsForm config={config} />
      </TabsContent>
      <TabsContent {...kept('access')}>
        <AccessSettingsForm config={config} />
      </TabsContent>
      <TabsContent {...kept('invoicing')}>
        <InvoicingSettingsForm config={config} />
      </TabsContent>
      <TabsContent value="integrations">
        <IntegrationsPanel />
      </TabsContent>
    </Tabs>
  );
}

function SettingsSkeleton() {
  return (
    <div role="status" className="flex flex-col gap-6">
      <span className="sr-only">{SETTINGS_TEXT.loading}</span>
      <Skeleton className="h-11 w-full max-w-2xl" />
      <Skeleton className="h-72 rounded-2xl" />
      <Skeleton className="h-48 rounded-2xl" />
    </div>
  );
}

/** `/app/admin/settings`: the tenant configuration, one tab per area; the route loader prefetches it. */
export function AdminSettingsPage() {
  return (
    <div className="flex flex-col gap-6">
      <PageHeader title={SETTINGS_TEXT.heading} description={SETTINGS_TEXT.intro} />
      <QueryBoundary fallback={<SettingsSkeleton />} errorTitle={SETTINGS_TEXT.loadFailed}>
        <LoadedSettings />
      </QueryBoundary>
    </div>
  );
}

function LoadedSettings() {
  const { data: config } = useAdminConfig();
  return <SettingsTabs config={config} />;
}
