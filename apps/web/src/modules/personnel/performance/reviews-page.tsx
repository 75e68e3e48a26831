import { REVIEW_STATUS_LABELS, REVIEW_STATUSES, type ReviewStatus, type ReviewSummary } from '@portale/shared';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi, Link } from '@tanstack/react-router';
import { ClipboardList } from 'lucide-react';
import { useDeferredValue } from 'react';
import { QueryBoundary } from '@/platform/query-boundary';
import { Button } from '@/ui/button';
import { DataTable, type DataTableColumn } from '@/ui/data-table';
import { PageHeader } from '@/ui/page-header';
import { Pagination } from '@/ui/pagination';
import { SelectField } from '@/ui/select-field';
import { UI_TEXT } from '@/ui/strings';
import { PersonnelSectionBar } from '../section-bar';
import { PERSONNEL_TITLES } from '../titles';
import { performanceOverviewQueryOptions } from './api/get-overview';
import { useAllReviews, useReviews } from './api/list-reviews';
import { FinalRating, formatDueDate, ReviewStatusBadge } from './components/review-status';
import { type ReviewsListSearch, reviewsQuery } from './search';
import { PERFORMANCE_TEXT as TEXT } from './strings';

const route = getRouteApi('/app/personnel/performance/reviews/');

const columns: DataTableColumn<ReviewSummary>[] = [
  {
    id: 'employee',
    header: TEXT.employee,
    cell: (r) => (
      <Link
        to="/app/personnel/performance/reviews/$reviewId"
        params={{ reviewId: r.id }}
        className="font-medium text-slate-900 hover:underline dark:text-white"
      >
        {r.employee_name}
        <span className="block text-xs font-normal text-slate-600 sm:hidden dark:text-slate-400">{r.cycle_name}</span>
      </Link>
    ),
  },
  { id: 'cycle', header: TEXT.cycle, cell: (r) => r.cycle_name, className: 'hidden sm:table-cell' },
  { id: 'reviewer', header: TEXT.reviewer, cell: (r) => r.reviewer_name ?? '—', className: 'hidden md:table-cell' },
  { id: 'status', header: TEXT.status, cell: (r) => <ReviewStatusBadge status={r.status} /> },
  { id: 'due', header: TEXT.due, cell: (r) => formatDueDate(r.due_date), className: 'hidden lg:table-cell' },
  {
    id: 'rating',
    header: TEXT.finalRating,
    cell: (r) => <FinalRating value={r.final_rating} />,
    className: 'text-right',
  },
];

/**
 * `/app/personnel/performance/reviews`: the reviews this user may see, filtered by cycle/year, state and person. The
 * route loader prefetches the page of the URL's filters and what the filters offer.
 */
export function ReviewsPage() {
  const search = route.useSearch();
  const navigate = route.useNavigate();
  // Filter options: the cycles (HR) or the cycles and people seen in the visible reviews.
  const overview = useQuery(performanceOverviewQueryOptions());
  const all = useAllReviews();
  const seen = all.data?.items ?? [];
  const cycles = new Map<string, string>();
  for (const c of overview.data?.cycles ?? []) cycles.set(c.id, `${c.name}`);
  for (const r of seen) cycles.set(r.cycle_id, r.cycle_name);
  const people = new Map(seen.map((r) => [r.employee_id, r.employee_name]));
  const years = [...new Set([...seen.map((r) => r.year), ...(overview.data?.cycles ?? []).map((c) => c.year)])].sort(
    (a, b) => b - a,
  );

  const set = (patch: Partial<ReviewsListSearch>) =>
    void navigate({ search: (previous) => ({ ...previous, ...patch, page: undefined }) });
  const filtered = Boolean(search.cycle_id || search.year || search.status || search.person_id);

  return (
    <div className="space-y-6">
      <PageHeader title={PERSONNEL_TITLES.reviews} />
      <PersonnelSectionBar />
      <search className="flex flex-wrap items-end gap-3" aria-label={TEXT.filters}>
        <SelectField
          label={TEXT.cycle}
          placeholder={TEXT.allCycles}
          value={search.cycle_id ?? ''}
          onChange={(e) => set({ cycle_id: e.target.value || undefined })}
          options={[...cycles].map(([value, label]) => ({ value, label }))}
          className="w-full sm:w-60"
        />
        <SelectField
          label={TEXT.year}
          placeholder={TEXT.allYears}
          value={search.year ? String(search.year) : ''}
          onChange={(e) => set({ year: e.target.value ? Number(e.target.value) : undefined })}
          options={years.map((y) => ({ value: String(y), label: String(y) }))}
          className="w-[calc(50%-0.375rem)] sm:w-36"
        />
        <SelectField
          label={TEXT.status}
          placeholder={TEXT.allStatuses}
          value={search.status ?? ''}
          onChange={(e) => set({ status: (e.target.value || undefined) as ReviewStatus | undefined })}
          options={REVIEW_STATUSES.map((s) => ({ value: s, label: REVIEW_STATUS_LABELS[s] }))}
          className="w-[calc(50%-0.375rem)] sm:w-52"
        />
        <SelectField
          label={TEXT.person}
          placeholder={TEXT.personSearch}
          value={search.person_id ?? ''}
          onChange={(e) => set({ person_id: e.target.value || undefined })}
          options={[...people].map(([value, label]) => ({ value, label }))}
          className="w-full sm:w-56"
        />
        {filtered && (
          <Button
            variant="ghost"
            onClick={() => set({ cycle_id: undefined, year: undefined, status: undefined, person_id: undefined })}
          >
            {UI_TEXT.clearFilters}
          </Button>
        )}
      </search>
      <div className="rounded-xl bg-white dark:bg-slate-900">
        <QueryBoundary
          fallback={<ReviewsTable rows={undefined} loading filtered={filtered} />}
          errorTitle={TEXT.loadFailed}
        >
          <ReviewsResults search={search} filtered={filtered} />
        </QueryBoundary>
      </div>
    </div>
  );
}

/** The page of reviews the route loader prefetched, and its pagination. */
function ReviewsResults({ search, filtered }: { search: ReviewsListSearch; filtered: boolean }) {
  const navigate = route.useNavigate();
  // The URL moves at once; what is shown stays until the next data is there (platform/route-loading.ts).
  const shown = useDeferredValue(search);
  const { data: reviews, isFetching } = useReviews(reviewsQuery(shown));
  return (
    <>
      <ReviewsTable rows={reviews.items} loading={isFetching || shown !== search} filtered={filtered} />
      {reviews.pagination.total_pages > 1 && (
        <Pagination
          pagination={reviews.pagination}
          onPageChange={(p) => void navigate({ search: (previous) => ({ ...previous, page: p > 1 ? p : undefined }) })}
        />
      )}
    </>
  );
}

type ReviewsTableProps = { rows: ReviewSummary[] | undefined; loading: boolean; filtered: boolean };

function ReviewsTable({ rows, loading, filtered }: ReviewsTableProps) {
  return (
    <DataTable
      caption={PERSONNEL_TITLES.reviews}
      columns={columns}
      rows={rows}
      rowKey={(r) => r.id}
      loading={loading}
      empty={{ title: filtered ? TEXT.noReviewsFiltered : TEXT.noReviews, icon: ClipboardList }}
    />
  );
}
