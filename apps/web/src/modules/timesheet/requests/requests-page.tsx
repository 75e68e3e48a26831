import { todayInRome } from '@portale/shared';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { Plus } from 'lucide-react';
import { type ReactNode, useCallback, useState } from 'react';
import { QueryBoundary } from '@/platform/query-boundary';
import { Badge } from '@/ui/badge';
import { Button } from '@/ui/button';
import { PageHeader } from '@/ui/page-header';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/ui/tabs';
import { useRequests } from './api/list-requests';
import { requestsContextQueryOptions, useRequestsContext } from './api/requests-context';
import { ApprovalsTab } from './components/approvals-tab';
import { MyRequestsTab } from './components/my-requests-tab';
import { RequestDialog } from './components/request-dialog';
import { TeamCalendarTab } from './components/team-calendar-tab';
import { pendingQuery, type RequestsSearch, type RequestTab } from './requests-search';
import { REQUESTS_TEXT } from './strings';

const TEXT = REQUESTS_TEXT;
const route = getRouteApi('/app/timesheet/requests');

/**
 * `/app/timesheet/requests` (spec §2: timesheet/requests): own requests and balances, approvals, the team
 * calendar. The route loader prefetches the context and the open tab's data; each tab shows its own loading and
 * failure.
 */
export function RequestsPage() {
  const [creating, setCreating] = useState(false);
  // The button waits for the leave types; the tabs read the same context, suspending, below.
  const context = useQuery(requestsContextQueryOptions()).data;
  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title={TEXT.title}
        description={TEXT.intro}
        actions={
          <Button
            icon={<Plus className="size-4" aria-hidden="true" />}
            onClick={() => setCreating(true)}
            disabled={!context}
          >
            {TEXT.newRequest}
          </Button>
        }
      />
      <QueryBoundary errorTitle={TEXT.loadError}>
        <RequestsTabs onCreate={() => setCreating(true)} />
      </QueryBoundary>
      {creating && context && <RequestDialog context={context} onClose={() => setCreating(false)} />}
    </div>
  );
}

function RequestsTabs({ onCreate }: { onCreate: () => void }) {
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const { data: context } = useRequestsContext();
  const today = todayInRome();
  const canDecide = context.can_decide;
  // A link to "Da approvare" opened by someone who decides nobody lands on their own requests.
  const tab: RequestTab = search.tab === 'approvare' && !canDecide ? 'mie' : (search.tab ?? 'mie');
  const onSearchChange = useCallback(
    (patch: Partial<RequestsSearch>) => void navigate({ search: (previous) => ({ ...previous, ...patch }) }),
    [navigate],
  );
  const panel = (content: ReactNode) => <QueryBoundary>{content}</QueryBoundary>;

  return (
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
        {panel(<MyRequestsTab search={search} onSearchChange={onSearchChange} onCreate={onCreate} />)}
      </TabsContent>
      {canDecide && <TabsContent value="approvare">{panel(<ApprovalsTab />)}</TabsContent>}
      <TabsContent value="calendario">
        {panel(
          <TeamCalendarTab
            month={search.month ?? today.slice(0, 7)}
            today={today}
            includePending={search.pending ?? false}
            onChange={onSearchChange}
          />,
        )}
      </TabsContent>
    </Tabs>
  );
}

/** How many requests wait for the caller, next to the tab's name. */
function PendingCount() {
  const pending = useRequests(pendingQuery(1, 1));
  const total = pending.data?.pagination.total ?? 0;
  if (total === 0) return null;
  return <Badge tone="warning">{total}</Badge>;
}
