import type { ReviewSummary } from '@portale/shared';
import { Link } from '@tanstack/react-router';
import { Alert } from '@/ui/alert';
import { Skeleton } from '@/ui/skeleton';
import { usePersonPerformance } from './api/person';
import { messageOf } from './components/errors';
import { ReviewList } from './components/review-list';
import { PERFORMANCE_TEXT as TEXT } from './strings';

export type PersonPerformanceTabProps = { personId: string };

/** The profile's "Valutazioni" tab: the person's reviews grouped by year, linking to the year page and reviews. */
export function PersonPerformanceTab({ personId }: PersonPerformanceTabProps) {
  const query = usePersonPerformance(personId);
  if (query.isError) return <Alert variant="error">{messageOf(query.error)}</Alert>;
  if (!query.data) return <Skeleton className="h-40" />;
  const byYear = new Map<number, ReviewSummary[]>();
  for (const review of query.data.reviews) byYear.set(review.year, [...(byYear.get(review.year) ?? []), review]);
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
