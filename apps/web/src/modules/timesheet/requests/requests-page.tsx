import { getRouteApi } from '@tanstack/react-router';
import { Plus } from 'lucide-react';
import { useCallback, useState } from 'react';
import { Alert } from '@/ui/alert';
import { Badge } from '@/ui/badge';
import { Button } from '@/ui/button';
import { PageHeader } from '@/ui/page-header';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/ui/tabs';
import { useRequests } from './api/list-requests';
import { useRequestsContext } from './api/requests-context';
import { ApprovalsTab } from './components/approvals-tab';
import { MyRequestsTab } from './components/my-requests-tab';
import { RequestDialog } from './components/request-dialog';
import { TeamCalendarTab } from './components/team-calendar-tab';
import { todayInRome } from './format';
import type { RequestsSearch, RequestTab } from './requests-search';
import { REQUESTS_TEXT } from './strings';

const TEXT = REQUESTS_TEXT;
const route = getRouteApi('/app/timesheet/requests');

/** Issue 6 `/app/timesheet/requests`: own requests and balances, approvals, the team calendar. */
export function RequestsPage() {
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const context = useRequestsContext();
  const [creating, setCreating] = useState(false);
  const today = todayInRome();
  const canDecide = context.data?.can_decide ?? false;
  // A link to "Da approvare" opened by someone who decides nobody lands on their own requests.
  const tab: RequestTab = search.tab === 'approvare' && context.data && !canDecide ? 'mie' : (search.tab ?? 'mie');

  const onSearchChange = useCallback(
    (patch: Partial<RequestsSearch>) => void navigate({ search: (previous) => ({ ...previous, ...patch }) }),
    [navigate],
  );

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title={TEXT.title}
        description={TEXT.intro}
        actions={
          <Button
            icon={<Plus className="size-4" aria-hidden="true" />}
            onClick={() => setCreating(true)}
            disabled={!context.data}
          >
            {TEXT.newRequest}
          </Button>
        }
      />
      {context.isError && (
        <Alert variant="error" title={TEXT.loadError}>
          <Button size="sm" variant="secondary" className="mt-2" onClick={() => void context.refetch()}>
            {TEXT.retry}
          </Button>
        </Alert>
      )}
      <Tabs
        value={tab}
        onValueChange={(value) => onSearchChange({ tab: value === 'mie' ? undefined : (value as RequestTab) })}
      >
        <TabsList aria-label={TEXT.title}>
          <TabsTrigger value="mie">{TEXT.tabs.mine}</TabsTrigger>
          {canDecide && (
            <TabsTrigger value="approvare">
              {TEXT.tabs.approve}
              <PendingCount />
            </TabsTrigger>
          )}
          <TabsTrigger value="calendario">{TEXT.tabs.calendar}</TabsTrigger>
        </TabsList>
        <TabsContent value="mie">
          <MyRequestsTab search={search} onSearchChange={onSearchChange} onCreate={() => setCreating(true)} />
        </TabsContent>
        {canDecide && (
          <TabsContent value="approvare">
            <ApprovalsTab />
          </TabsContent>
        )}
        <TabsContent value="calendario">
          <TeamCalendarTab
            month={search.month ?? today.slice(0, 7)}
            today={today}
            includePending={search.pending ?? false}
            onChange={onSearchChange}
          />
        </TabsContent>
      </Tabs>
      {creating && context.data && <RequestDialog context={context.data} onClose={() => setCreating(false)} />}
    </div>
  );
}

/** How many requests wait for the caller, next to the tab's name. */
function PendingCount() {
  const pending = useRequests({ scope: 'team', status: 'in_attesa', page: 1, page_size: 1 });
  const total = pending.data?.total ?? 0;
  if (total === 0) return null;
  return <Badge tone="warning">{total}</Badge>;
}
