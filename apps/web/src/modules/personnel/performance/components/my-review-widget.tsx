import { Link } from '@tanstack/react-router';
import { usePerformanceOverview } from '../api/get-overview';
import { PERFORMANCE_TEXT as TEXT } from '../strings';
import { ReviewStatusBadge } from './review-status';

/** Dashboard card "La mia valutazione": my latest review's state and what to do next (the card suspends). */
export function MyReviewWidget() {
  const { data } = usePerformanceOverview();
  const current = data.my_reviews.find((r) => r.status !== 'completata') ?? data.my_reviews[0];
  const waiting = data.to_act.length;
  return (
    <div className="flex flex-col gap-3 text-sm">
      {current ? (
        <div className="flex flex-col gap-2">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <span className="font-medium text-slate-900 dark:text-white">{current.cycle_name}</span>
            <ReviewStatusBadge status={current.status} />
          </div>
          <p className="text-slate-600 dark:text-slate-400">
            {current.status === 'autovalutazione' ? TEXT.nextStep.autovalutazione : TEXT.waitingFor[current.status]}
          </p>
          <Link
            to="/app/personnel/performance/reviews/$reviewId"
            params={{ reviewId: current.id }}
            className="font-medium text-primary-700 hover:underline dark:text-primary-300"
          >
            {TEXT.widgetOpen}
          </Link>
        </div>
      ) : (
        <p className="text-slate-600 dark:text-slate-400">{TEXT.widgetNone}</p>
      )}
      {waiting > 0 && (
        <Link
          to="/app/personnel/performance"
          className="rounded-lg bg-amber-50 px-3 py-2 font-medium text-amber-900 hover:underline dark:bg-amber-950 dark:text-amber-200"
        >
          {TEXT.toAct}: {waiting}
        </Link>
      )}
    </div>
  );
}
