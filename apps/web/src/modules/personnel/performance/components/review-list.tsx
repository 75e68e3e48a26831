import type { ReviewSummary } from '@portale/shared';
import { Link } from '@tanstack/react-router';
import { PERFORMANCE_TEXT as TEXT } from '../strings';
import { FinalRating, formatDueDate, ReviewStatusBadge } from './review-status';

export type ReviewListProps = {
  reviews: readonly ReviewSummary[];
  /** Show the employee's name (lists of others' reviews) or the cycle only (my reviews). */
  showEmployee?: boolean;
  empty: string;
};

/** A compact list of reviews linking to each one. */
export function ReviewList({ reviews, showEmployee = false, empty }: ReviewListProps) {
  if (reviews.length === 0) {
    return (
      <p className="rounded-lg border border-dashed border-slate-300 px-4 py-6 text-center text-sm text-slate-600 dark:border-slate-700 dark:text-slate-400">
        {empty}
      </p>
    );
  }
  return (
    <ul className="-my-2 divide-y divide-slate-200 dark:divide-slate-800">
      {reviews.map((review) => (
        <li key={review.id} className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 py-3">
          <div className="min-w-0">
            <Link
              to="/app/personnel/performance/reviews/$reviewId"
              params={{ reviewId: review.id }}
              className="font-medium text-slate-900 hover:underline dark:text-white"
            >
              {showEmployee ? review.employee_name : review.cycle_name}
            </Link>
            <p className="text-xs text-slate-600 dark:text-slate-400">
              {showEmployee ? review.cycle_name : TEXT.reviewer_of(review.reviewer_name)}
              {review.due_date && ` · ${TEXT.due} ${formatDueDate(review.due_date)}`}
            </p>
          </div>
          <div className="flex items-center gap-3">
            {review.status === 'completata' && <FinalRating value={review.final_rating} />}
            <ReviewStatusBadge status={review.status} />
          </div>
        </li>
      ))}
    </ul>
  );
}
