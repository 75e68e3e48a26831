import { getRouteApi } from '@tanstack/react-router';
import { PageHeader } from '@/ui/page-header';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/ui/tabs';
import { ClosuresTab } from './components/closures-tab';
import { HolidayCalendarTab } from './components/holiday-calendar-tab';
import { LeaveTypesTab } from './components/leave-types-tab';
import { WorkLocationsTab } from './components/work-locations-tab';
import { currentYear } from './dates';
import type { LeaveSettingsTab } from './leave-settings-search';
import { LEAVE_TEXT } from './strings';

const route = getRouteApi('/app/admin/leave-settings');

const TEXT = LEAVE_TEXT;

/**
 * /app/admin/leave-settings: leave types, work locations with their patron saint, company closures and the
 * resulting holiday calendar. The timesheet requests read the same data. Tab and year are in the URL and the
 * route loader prefetches the open tab's data.
 */
export function LeaveSettingsPage() {
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const thisYear = currentYear();
  // One year for closures and calendar: after editing 2027's closures the calendar opens on 2027.
  const year = search.year ?? thisYear;
  const go = (patch: { tab?: LeaveSettingsTab; year?: number }) =>
    void navigate({ search: (previous) => ({ ...previous, ...patch }), replace: true });
  const setYear = (next: number) => go({ year: next === thisYear ? undefined : next });
  return (
    <div className="flex flex-col gap-6">
      <PageHeader title={TEXT.page.title} description={TEXT.page.intro} />
      <Tabs
        value={search.tab ?? 'types'}
        onValueChange={(value) => go({ tab: value === 'types' ? undefined : (value as LeaveSettingsTab) })}
      >
        <TabsList aria-label={TEXT.page.title}>
          <TabsTrigger value="types">{TEXT.tabs.leaveTypes}</TabsTrigger>
          <TabsTrigger value="locations">{TEXT.tabs.locations}</TabsTrigger>
          <TabsTrigger value="closures">{TEXT.tabs.closures}</TabsTrigger>
          <TabsTrigger value="calendar">{TEXT.tabs.calendar}</TabsTrigger>
        </TabsList>
        <TabsContent value="types">
          <LeaveTypesTab />
        </TabsContent>
        <TabsContent value="locations">
          <WorkLocationsTab />
        </TabsContent>
        <TabsContent value="closures">
          <ClosuresTab year={year} onYearChange={setYear} currentYear={thisYear} />
        </TabsContent>
        <TabsContent value="calendar">
          <HolidayCalendarTab year={year} onYearChange={setYear} currentYear={thisYear} />
        </TabsContent>
      </Tabs>
    </div>
  );
}
