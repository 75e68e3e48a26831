import { useQuery } from '@tanstack/react-query';
import { getRouteApi, Link } from '@tanstack/react-router';
import { Pencil, UserX } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Attachments } from '@/platform/attachments/attachments';
import { useFlagsStore } from '@/platform/flags-store';
import { QueryBoundary } from '@/platform/query-boundary';
import { Button, buttonStyles } from '@/ui/button';
import { EmptyState } from '@/ui/empty-state';
import { PageHeader } from '@/ui/page-header';
import { Skeleton } from '@/ui/skeleton';
import { UI_TEXT } from '@/ui/strings';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/ui/tabs';
import { PersonnelSectionBar } from '../section-bar';
import { PERSONNEL_TITLES } from '../titles';
import { employeeQueryOptions, useEmployee } from './api/get-employee';
import { useEmployeePrivate } from './api/get-employee-private';
import { PersonHeader } from './components/person-header';
import { PersonOverview } from './components/person-overview';
import { EmployeeFormDialog } from './employee-form-dialog';
import { openableTabs, type PersonTab } from './person-search';
import type { PersonTabs } from './person-tabs';
import { SelfEditDialog } from './self-edit-dialog';
import { PEOPLE_TEXT } from './strings';

const TEXT = PEOPLE_TEXT.person;
const route = getRouteApi('/app/personnel/$personId/');

export type PersonPageProps = { personId: string; tabs: PersonTabs };

/**
 * /app/personnel/{id}: header, then tabs (overview, skills, allocation, performance, documents) in the URL. The
 * route loader prefetches the record; each tab loads its own data inside its own boundary.
 */
export function PersonPage({ personId, tabs }: PersonPageProps) {
  // The title follows the record once it is there; the record itself is read (suspending) below.
  const name = useQuery(employeeQueryOptions(personId)).data?.name;
  return (
    <div className="flex flex-col gap-6">
      <PageHeader title={name ?? PERSONNEL_TITLES.person} />
      <PersonnelSectionBar />
      {/* Keyed: another person starts with the reserved data hidden again and no dialog open. */}
      <QueryBoundary
        key={personId}
        fallback={<PersonSkeleton />}
        errorTitle={TEXT.loadError}
        notFound={<PersonNotFound />}
      >
        <PersonRecord personId={personId} tabs={tabs} />
      </QueryBoundary>
    </div>
  );
}

function PersonRecord({ personId, tabs }: PersonPageProps) {
  const { data: employee } = useEmployee(personId);
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const [editing, setEditing] = useState(false);
  const ownPrivate = useEmployeePrivate(personId, employee.is_self);
  // A tab the viewer may not open is neither shown nor opened from the URL: it falls back to the overview.
  const timesheetOn = useFlagsStore((state) => state.flags.timesheet_module === true);
  // The leave tab also needs the timesheet module on: a flag, which the record does not know.
  const openable = openableTabs(employee.access).filter((value) => value !== 'ferie' || timesheetOn);
  const tab = search.tab && openable.includes(search.tab) ? search.tab : 'panoramica';
  const shows = (value: PersonTab) => openable.includes(value);
  const { skills: SkillsTab, allocation: AllocationTab, performance: PerformanceTab, leave: LeaveTab } = tabs;

  const editLabel = employee.can_edit ? TEXT.edit : employee.can_edit_self ? TEXT.editMine : null;
  const actions = editLabel && (
    <Button
      variant="secondary"
      onClick={() => setEditing(true)}
      icon={<Pencil className="size-4" aria-hidden="true" />}
    >
      {editLabel}
    </Button>
  );
  const section = (content: ReactNode) => <QueryBoundary>{content}</QueryBoundary>;

  return (
    <div className="flex flex-col gap-6">
      <PersonHeader employee={employee} actions={actions} />
      <Tabs
        className="min-w-0"
        value={tab}
        onValueChange={(value) =>
          void navigate({
            search: (previous) => ({ ...previous, tab: value === 'panoramica' ? undefined : (value as PersonTab) }),
            replace: true,
          })
        }
      >
        <div className="-mx-1 overflow-x-auto px-1">
          <TabsList aria-label={TEXT.tabsLabel}>
            <TabsTrigger value="panoramica">{TEXT.tabs.overview}</TabsTrigger>
            {shows('competenze') && <TabsTrigger value="competenze">{TEXT.tabs.skills}</TabsTrigger>}
            {shows('allocazione') && <TabsTrigger value="allocazione">{TEXT.tabs.allocation}</TabsTrigger>}
            {shows('valutazioni') && <TabsTrigger value="valutazioni">{TEXT.tabs.performance}</TabsTrigger>}
            {shows('ferie') && <TabsTrigger value="ferie">{TEXT.tabs.leave}</TabsTrigger>}
            {shows('documenti') && <TabsTrigger value="documenti">{TEXT.tabs.documents}</TabsTrigger>}
          </TabsList>
        </div>
        <TabsContent value="panoramica">
          <PersonOverview employee={employee} />
        </TabsContent>
        {shows('competenze') && (
          <TabsContent value="competenze">{section(<SkillsTab personId={personId} />)}</TabsContent>
        )}
        {shows('allocazione') && (
          <TabsContent value="allocazione">{section(<AllocationTab personId={personId} />)}</TabsContent>
        )}
        {shows('valutazioni') && (
          <TabsContent value="valutazioni">{section(<PerformanceTab personId={personId} />)}</TabsContent>
        )}
        {shows('ferie') && <TabsContent value="ferie">{section(<LeaveTab personId={personId} />)}</TabsContent>}
        {shows('documenti') && (
          <TabsContent value="documenti">
            {/* HR and the person only (access.tabs.documents); the server answers everyone else 404 anyway. */}
            <Attachments
              recordType="person"
              recordId={personId}
              title={TEXT.documentsTitle}
              emptyHint={TEXT.documentsHint}
            />
          </TabsContent>
        )}
      </Tabs>
      {/* The forms copy the record when they open: a refetch while they are open never overwrites what was typed. */}
      {editing && employee.can_edit && <EmployeeFormDialog employee={employee} open onOpenChange={setEditing} />}
      {editing && !employee.can_edit && employee.can_edit_self && (
        <SelfEditDialog employee={employee} privateData={ownPrivate.data} open onOpenChange={setEditing} />
      )}
    </div>
  );
}

function PersonSkeleton() {
  return (
    <div role="status" aria-busy="true" className="flex flex-col gap-4">
      <span className="sr-only">{UI_TEXT.loading}</span>
      <Skeleton className="h-32 w-full" />
      <Skeleton className="h-64 w-full" />
    </div>
  );
}

function PersonNotFound() {
  return (
    <EmptyState
      icon={UserX}
      title={TEXT.notFoundTitle}
      hint={TEXT.notFoundHint}
      action={
        <Link to="/app/personnel" className={buttonStyles({ variant: 'secondary' })}>
          {TEXT.back}
        </Link>
      }
    />
  );
}
