import { useQuery } from '@tanstack/react-query';
import { getRouteApi, Link } from '@tanstack/react-router';
import { UserRound } from 'lucide-react';
import { QueryBoundary } from '@/platform/query-boundary';
import { buttonStyles } from '@/ui/button';
import { PageHeader } from '@/ui/page-header';
import { SectionCard } from '@/ui/section-card';
import { SelectField } from '@/ui/select-field';
import { PersonnelSectionBar } from '../section-bar';
import { PERSONNEL_TITLES } from '../titles';
import { personYearQueryOptions, usePersonYear } from './api/get-person-year';
import { RatingInput } from './components/rating-input';
import { FinalRating, ReviewStatusBadge } from './components/review-status';
import { PERFORMANCE_TEXT as TEXT } from './strings';

const route = getRouteApi('/app/personnel/$personId/performance/$year');

/**
 * `/app/personnel/:id/performance/:year`: that person's reviews of the year, with a year switcher. The route
 * loader prefetches the year of the URL; the header follows it once it is there.
 */
export function PersonPerformancePage() {
  const { personId, year: yearParam } = route.useParams();
  const navigate = route.useNavigate();
  const year = yearOf(yearParam);
  const data = useQuery(personYearQueryOptions(personId, year)).data;
  const years = [...new Set([year, ...(data?.years ?? [])])].sort((a, b) => b - a);

  return (
    <div className="space-y-6">
      <PageHeader
        title={data ? TEXT.personTitle(data.person.name, year) : PERSONNEL_TITLES.performance}
        actions={
          <div className="flex flex-wrap items-end gap-2">
            {data && (
              <Link
                to="/app/personnel/$personId"
                params={{ personId }}
                className={buttonStyles({ variant: 'secondary' })}
              >
                <UserRound className="size-4" aria-hidden="true" />
                {TEXT.personProfile(data.person.name)}
              </Link>
            )}
            <SelectField
              label={TEXT.yearSwitcher}
              value={String(year)}
              onChange={(e) =>
                void navigate({
                  to: '/app/personnel/$personId/performance/$year',
                  params: { personId, year: e.target.value },
                })
              }
              options={years.map((y) => ({ value: String(y), label: String(y) }))}
              className="w-32"
            />
          </div>
        }
      />
      <PersonnelSectionBar />
      <QueryBoundary errorTitle={TEXT.loadFailed}>
        <YearReviews personId={personId} year={year} />
      </QueryBoundary>
    </div>
  );
}

/** A year from the URL; anything that is not one opens the current year. */
export const yearOf = (param: string) => Number(param) || new Date().getFullYear();

function YearReviews({ personId, year }: { personId: string; year: number }) {
  const { data } = usePersonYear(personId, year);
  if (data.reviews.length === 0) {
    return (
      <p className="rounded-lg border border-dashed border-slate-300 px-4 py-10 text-center text-sm text-slate-600 dark:border-slate-700 dark:text-slate-400">
        {TEXT.noYearReviews}
      </p>
    );
  }
  return data.reviews.map((review) => (
    <SectionCard key={review.id} title={review.cycle_name} titleId={`review-${review.id}`}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex flex-wrap items-center gap-3 text-sm text-slate-700 dark:text-slate-300">
          <ReviewStatusBadge status={review.status} />
          <span>{TEXT.reviewer_of(review.reviewer_name)}</span>
          {review.status === 'completata' && (
            <span className="inline-flex items-center gap-1">
              {TEXT.finalRating}: <FinalRating value={review.final_rating} />
            </span>
          )}
        </div>
        <Link
          to="/app/personnel/performance/reviews/$reviewId"
          params={{ reviewId: review.id }}
          className="text-sm font-medium text-primary-700 hover:underline dark:text-primary-300"
        >
          {TEXT.widgetOpen}
        </Link>
      </div>
      <div className="mt-4 overflow-x-auto">
        <table className="w-full min-w-[36rem] text-left text-sm">
          <caption className="sr-only">
            {TEXT.objectives} · {review.cycle_name}
          </caption>
          <thead className="text-xs text-slate-600 uppercase dark:text-slate-400">
            <tr>
              <th scope="col" className="py-2 pr-4">
                {TEXT.objective}
              </th>
              <th scope="col" className="py-2 pr-4">
                {TEXT.weight}
              </th>
              <th scope="col" className="py-2 pr-4">
                {TEXT.selfRating}
              </th>
              <th scope="col" className="py-2">
                {TEXT.managerRating}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200 dark:divide-slate-800">
            {review.objectives.map((o) => (
              <tr key={o.id}>
                <td className="py-2 pr-4 font-medium text-slate-900 dark:text-white">{o.title}</td>
                <td className="py-2 pr-4 tabular-nums">{o.weight}%</td>
                <td className="py-2 pr-4">
                  <RatingInput label={TEXT.selfRating} value={o.self_rating} readOnly />
                </td>
                <td className="py-2">
                  {review.viewer === 'employee' && review.status !== 'completata' ? (
                    <span className="text-slate-600 dark:text-slate-400">{TEXT.hiddenUntilDone}</span>
                  ) : (
                    <RatingInput label={TEXT.managerRating} value={o.manager_rating} readOnly />
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </SectionCard>
  ));
}
