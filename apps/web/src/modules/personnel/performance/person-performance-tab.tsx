import type { ReviewSummary } from '@portale/shared';
import { Link } from '@tanstack/react-router';
import { usePersonPerformance } from './api/get-person-performance';
import { ReviewList } from './components/review-list';
import { PERFORMANCE_TEXT as TEXT } from './strings';

export type PersonPerformanceTabProps = { personId: string };

/** The profile's "Valutazioni" tab (suspends): the person's reviews by year, linking to the year page and reviews. */
export function PersonPerformanceTab({ personId }: PersonPerformanceTabProps) {
  const { data } = usePersonPerformance(personId);
  const byYear = new Map<number, ReviewSummary[]>();
  for (const review of data.reviews) byYear.set(review.year, [...(byYear.get(review.year) ?? []), review]);
  if (byYear.size === 0) {
    return (
      <p className="rounded-lg border border-dashed border-slate-300 px-4 py-8 text-center text-sm text-slate-600 dark:border-slate-700 dark:text-slate-400">
        {TEXT.noPersonReviews}
      </p>
    );
  }
  return (
    <div className="flex flex-col gap-6">
      {[...byYear].map(([year, reviews]) => (
        <section key={year} aria-labelledby={`perf-year-${year}`}>
          <div className="mb-2 flex items-center justify-between gap-3">
            <h3 id={`perf-year-${year}`} className="text-base font-semibold text-slate-900 dark:text-white">
              {year}
            </h3>
            <Link
              to="/app/personnel/$personId/performance/$year"
              params={{ personId, year: String(year) }}
              className="text-sm font-medium text-primary-700 hover:underline dark:text-primary-300"
            >
              {TEXT.viewAllForYear}
            </Link>
          </div>
          <ReviewList reviews={reviews} empty={TEXT.noYearReviews} />
        </section>
      ))}
    </div>
  );
}
