import { SAN_FRANCESCO_FROM_YEAR, type WorkLocation } from '@portale/shared';
import { useDeferredValue, useMemo, useState } from 'react';
import { QueryBoundary } from '@/platform/query-boundary';
import { Alert } from '@/ui/alert';
import { SelectField } from '@/ui/select-field';
import { Skeleton } from '@/ui/skeleton';
import { useHolidays } from '../api/holidays';
import { useWorkLocations } from '../api/work-locations';
import { calendarDays, calendarEntries, HOLIDAY_KINDS, holidaysByDate } from '../calendar-model';
import { todayInRome } from '../dates';
import { LEAVE_TEXT } from '../strings';
import { KIND_STYLES } from './holiday-kind-style';
import { HolidayList } from './holiday-list';
import { MonthGrid } from './month-grid';
import { YearStepper } from './year-stepper';

const TEXT = LEAVE_TEXT.calendar;
const MONTHS = Array.from({ length: 12 }, (_, i) => i + 1);

export type HolidayCalendarTabProps = { year: number; onYearChange: (year: number) => void; currentYear: number };

/**
 * "Calendario festività": national holidays (Easter computed by the server), each location's patron day and
 * the company closures of one year, as a list and as twelve small months.
 */
export function HolidayCalendarTab({ year, onYearChange, currentYear }: HolidayCalendarTabProps) {
  const [locationId, setLocationId] = useState('');
  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <YearStepper year={year} onChange={onYearChange} currentYear={currentYear} />
        <QueryBoundary fallback={<LocationSelect locations={[]} value="" onChange={setLocationId} />}>
          <LoadedLocationSelect value={locationId} onChange={setLocationId} />
        </QueryBoundary>
      </div>

      <ul
        aria-label={TEXT.legend}
        className="flex flex-wrap gap-x-5 gap-y-2 text-sm text-slate-700 dark:text-slate-300"
      >
        {HOLIDAY_KINDS.map((kind) => (
          <li key={kind} className="flex items-center gap-2">
            <span aria-hidden="true" className={`size-3 rounded-sm ${KIND_STYLES[kind].dot}`} />
            {TEXT.kinds[kind]}
          </li>
        ))}
      </ul>

      {year === SAN_FRANCESCO_FROM_YEAR && (
        <Alert variant="info" role="none">
          {TEXT.sanFrancescoNote}
        </Alert>
      )}

      <QueryBoundary fallback={<CalendarView year={year} />} errorTitle={TEXT.loadFailed}>
        <HolidayCalendar year={year} locationId={locationId} />
      </QueryBoundary>
    </div>
  );
}

type LocationSelectProps = { locations?: WorkLocation[]; value: string; onChange: (id: string) => void };

function LocationSelect({ locations = [], value, onChange }: LocationSelectProps) {
  return (
    <SelectField
      label={TEXT.location}
      options={locations.map((location) => ({ value: location.id, label: location.name }))}
      placeholder={TEXT.allLocations}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      className="sm:w-64"
    />
  );
}

function LoadedLocationSelect(props: Omit<LocationSelectProps, 'locations'>) {
  const { data: locations } = useWorkLocations();
  return <LocationSelect {...props} locations={locations} />;
}

/** The year's holidays the route loader prefetched; another year or site keeps them until the next are there. */
function HolidayCalendar({ year, locationId }: { year: number; locationId: string }) {
  const shownYear = useDeferredValue(year);
  const shownLocation = useDeferredValue(locationId);
  const { data: locations } = useWorkLocations();
  const { data: holidays } = useHolidays(shownYear, shownLocation || null);
  const days = useMemo(
    () => calendarDays(shownYear, holidays, shownLocation ? null : locations),
    [shownYear, holidays, shownLocation, locations],
  );
  const stale = shownYear !== year || shownLocation !== locationId;
  return <CalendarView year={shownYear} days={days} busy={stale} />;
}

type CalendarViewProps = {
  year: number;
  /** Undefined while the first data loads: the list shows a skeleton and the months no holidays. */
  days?: ReturnType<typeof calendarDays>;
  busy?: boolean;
};

function CalendarView({ year, days, busy = days === undefined }: CalendarViewProps) {
  const byDate = useMemo(() => holidaysByDate(days ?? []), [days]);
  const entries = useMemo(() => calendarEntries(days ?? []), [days]);
  const today = todayInRome();
  return (
    <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
      <section
        aria-labelledby="holiday-list-title"
        aria-busy={busy || undefined}
        className="order-1 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5 lg:order-2 dark:border-slate-800 dark:bg-slate-900"
      >
        <h2 id="holiday-list-title" className="text-base font-semibold text-slate-900 dark:text-white">
          {TEXT.heading(year)}
        </h2>
        <p className="mt-0.5 text-sm text-slate-600 dark:text-slate-400">{days ? TEXT.count(byDate.size) : '\u00a0'}</p>
        <div className="mt-3">{days ? <HolidayList entries={entries} /> : <ListSkeleton />}</div>
      </section>
      <section
        aria-labelledby="holiday-months-title"
        aria-busy={busy || undefined}
        className="order-2 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5 lg:order-1 dark:border-slate-800 dark:bg-slate-900"
      >
        <h2 id="holiday-months-title" className="sr-only">
          {TEXT.monthsTitle}
        </h2>
        <div className="grid grid-cols-2 gap-x-4 gap-y-5 md:grid-cols-3 lg:grid-cols-2 xl:grid-cols-3">
          {MONTHS.map((month) => (
            <MonthGrid key={month} year={year} month={month} holidays={byDate} today={today} />
          ))}
        </div>
      </section>
    </div>
  );
}

function ListSkeleton() {
  return (
    <div className="flex flex-col gap-3" role="status">
      <span className="sr-only">{LEAVE_TEXT.calendar.loading}</span>
      {Array.from({ length: 8 }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders with no identity.
        <div key={i} className="flex items-center gap-3">
          <Skeleton className="size-2.5 rounded-full" />
          <div className="flex flex-1 flex-col gap-1.5">
            <Skeleton className="h-3.5 w-1/2" />
            <Skeleton className="h-3 w-1/3" />
          </div>
        </div>
      ))}
    </div>
  );
}
