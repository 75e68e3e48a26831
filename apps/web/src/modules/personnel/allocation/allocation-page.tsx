import type { AllocationPerson } from '@portale/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getRouteApi, Link } from '@tanstack/react-router';
import { ChevronDown, ChevronRight } from 'lucide-react';
import { Fragment, useDeferredValue, useState } from 'react';
import { QueryBoundary } from '@/platform/query-boundary';
import { Alert } from '@/ui/alert';
import { cx } from '@/ui/cx';
import { PageHeader } from '@/ui/page-header';
import { SelectField } from '@/ui/select-field';
import { TextField } from '@/ui/text-field';
import { PersonnelSectionBar } from '../section-bar';
import { PERSONNEL_TITLES } from '../titles';
import { allocationQueryOptions, useAllocation } from './api/get-allocation';
import { HEAT_CLASSES, HeatLegend, HeatValue, heatOf } from './heat';
import { type AllocationSearch, allocationFilters } from './search';
import { monthLabel, ALLOCATION_TEXT as TEXT } from './strings';

const route = getRouteApi('/app/personnel/allocation');

/**
 * `/app/personnel/allocation` (view_recruiting): people × months, allocation vs capacity with a heat scale. The
 * route loader prefetches the grid of the URL's range and department.
 */
export function AllocationPage() {
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const filters = allocationFilters(search);
  // The filters show as soon as the page does; the grid's months and departments fill them in once loaded.
  const grid = useQuery({ ...allocationQueryOptions(filters), placeholderData: keepPreviousData }).data;
  const set = (patch: Partial<AllocationSearch>) =>
    void navigate({ search: (previous) => ({ ...previous, ...patch }), replace: true });

  return (
    <div className="space-y-6">
      <PageHeader title={PERSONNEL_TITLES.allocation} description={TEXT.description} />
      <PersonnelSectionBar />
      <div className="flex flex-wrap items-end gap-3">
        <TextField
          label={TEXT.from}
          type="month"
          value={search.from ?? grid?.months[0] ?? ''}
          onChange={(e) => set({ from: /^\d{4}-\d{2}$/.test(e.target.value) ? e.target.value : undefined })}
          className="w-[calc(50%-0.375rem)] sm:w-44"
        />
        <SelectField
          label={TEXT.months}
          value={String(search.months ?? 6)}
          onChange={(e) => set({ months: Number(e.target.value) === 6 ? undefined : Number(e.target.value) })}
          options={[3, 6, 9, 12].map((n) => ({ value: String(n), label: TEXT.monthsOption(n) }))}
          className="w-[calc(50%-0.375rem)] sm:w-32"
        />
        <SelectField
          label={TEXT.department}
          placeholder={TEXT.allDepartments}
          value={search.department_id ?? ''}
          onChange={(e) => set({ department_id: e.target.value || undefined })}
          options={(grid?.departments ?? []).map((d) => ({ value: d.id, label: d.name }))}
          className="w-full sm:w-60"
        />
        <div className="pb-2 sm:ml-auto">
          <HeatLegend />
        </div>
      </div>
      <QueryBoundary errorTitle={TEXT.loadFailed}>
        <AllocationGrid search={search} />
      </QueryBoundary>
    </div>
  );
}

/** The grid the route loader prefetched: a row per person (unfolding into their projects), totals per month. */
function AllocationGrid({ search }: { search: AllocationSearch }) {
  // The URL moves at once; what is shown stays until the next data is there (platform/route-loading.ts).
  const shown = useDeferredValue(search);
  const { data } = useAllocation(allocationFilters(shown));
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const toggle = (id: string) =>
    setOpen((previous) => {
      const next = new Set(previous);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  return (
    <>
      {!data.has_sources && <Alert variant="info">{TEXT.noSources}</Alert>}
      {data.people.length === 0 ? (
        <p className="rounded-lg border border-dashed border-slate-300 px-4 py-10 text-center text-sm text-slate-600 dark:border-slate-700 dark:text-slate-400">
          {TEXT.noPeople}
        </p>
      ) : (
        <div
          aria-busy={shown !== search || undefined}
          className={cx(
            'overflow-x-auto rounded-xl border border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900',
            shown !== search && 'opacity-70 transition-opacity',
          )}
        >
          <table className="w-full min-w-max border-collapse text-sm">
            <caption className="sr-only">{TEXT.caption}</caption>
            <thead className="bg-slate-50 text-xs font-semibold text-slate-600 uppercase dark:bg-slate-800/60 dark:text-slate-300">
              <tr>
                <th scope="col" className="sticky left-0 z-10 bg-slate-50 px-4 py-2.5 text-left dark:bg-slate-800">
                  {TEXT.person}
                </th>
                {data.months.map((m) => (
                  <th key={m} scope="col" className="px-3 py-2.5 text-center">
                    {monthLabel(m)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200 dark:divide-slate-800">
              {data.people.map((person) => (
                <PersonRows key={person.user_id} person={person} open={open.has(person.user_id)} onToggle={toggle} />
              ))}
            </tbody>
            <tfoot className="border-t-2 border-slate-300 bg-slate-50 dark:border-slate-700 dark:bg-slate-800/60">
              <tr>
                <th scope="row" className="sticky left-0 bg-slate-50 px-4 py-2.5 text-left dark:bg-slate-800">
                  {TEXT.total}
                </th>
                {data.totals.map((t) => (
                  <td key={t.month} className="px-3 py-2.5 text-center">
                    <span className="font-semibold tabular-nums text-slate-900 dark:text-white">
                      {t.allocated}% / {t.capacity}%
                    </span>
                    {t.over_count > 0 && (
                      <span className="block text-xs font-medium text-red-700 dark:text-red-300">
                        {TEXT.overCount(t.over_count)}
                      </span>
                    )}
                  </td>
                ))}
              </tr>
            </tfoot>
          </table>
        </div>
      )}
    </>
  );
}

function PersonRows({
  person,
  open,
  onToggle,
}: {
  person: AllocationPerson;
  open: boolean;
  onToggle: (id: string) => void;
}) {
  const Icon = open ? ChevronDown : ChevronRight;
  const detailsId = `alloc-${person.user_id}`;
  return (
    <Fragment>
      <tr>
        <th scope="row" className="sticky left-0 z-10 bg-white px-2 py-2 text-left font-normal dark:bg-slate-900">
          <div className="flex items-center gap-1">
            <button
              type="button"
              aria-expanded={open}
              aria-controls={open ? detailsId : undefined}
              aria-label={open ? TEXT.hideProjects(person.name) : TEXT.showProjects(person.name)}
              onClick={() => onToggle(person.user_id)}
              className="rounded p-1 text-slate-600 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-primary-600 dark:text-slate-300 dark:hover:bg-slate-800"
            >
              <Icon className="size-4" aria-hidden="true" />
            </button>
            <div className="min-w-0">
              <Link
                to="/app/personnel/$personId"
                params={{ personId: person.user_id }}
                className="block max-w-[7.5rem] truncate font-medium text-slate-900 hover:underline sm:max-w-none dark:text-white"
              >
                {person.name}
              </Link>
              <p className="hidden max-w-48 truncate text-xs text-slate-600 sm:block dark:text-slate-400">
                {[person.job_title, person.department_name].filter(Boolean).join(' · ') || '—'}
              </p>
            </div>
          </div>
        </th>
        {person.cells.map((cell) => (
          <td
            key={cell.month}
            title={cell.items.map((i) => `${i.label}: ${i.pct}%`).join('\n') || TEXT.noProjects}
            className={cx('px-3 py-2 text-center', HEAT_CLASSES[heatOf(cell)])}
          >
            <HeatValue cell={cell} />
          </td>
        ))}
      </tr>
      {open && (
        <tr id={detailsId} className="bg-slate-50/60 dark:bg-slate-800/30">
          <th
            scope="row"
            className="sticky left-0 bg-slate-50 px-4 py-2 text-left text-xs font-medium text-slate-600 dark:bg-slate-800 dark:text-slate-300"
          >
            {TEXT.projects}
          </th>
          {person.cells.map((cell) => (
            <td key={cell.month} className="px-3 py-2 align-top text-xs">
              {cell.items.length === 0 ? (
                <span className="text-slate-500 dark:text-slate-400">{TEXT.noProjects}</span>
              ) : (
                <ul className="flex flex-col gap-1">
                  {cell.items.map((item) => (
                    <li key={item.label} className="flex justify-between gap-2">
                      {item.link ? (
                        <a
                          href={item.link}
                          className="max-w-36 truncate text-primary-700 hover:underline dark:text-primary-300"
                        >
                          {item.label}
                        </a>
                      ) : (
                        <span className="max-w-36 truncate">{item.label}</span>
                      )}
                      <span className="tabular-nums">{item.pct}%</span>
                    </li>
                  ))}
                </ul>
              )}
            </td>
          ))}
        </tr>
      )}
    </Fragment>
  );
}
