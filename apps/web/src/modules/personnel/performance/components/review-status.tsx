import { formatDay, formatNumber, REVIEW_STATUS_LABELS, REVIEW_STATUSES, type ReviewStatus } from '@portale/shared';
import { Check } from 'lucide-react';
import { Badge, type BadgeTone } from '@/ui/badge';
import { cx } from '@/ui/cx';
import { PERFORMANCE_TEXT as TEXT } from '../strings';

const TONES: Record<ReviewStatus, BadgeTone> = {
  bozza: 'neutral',
  autovalutazione: 'info',
  valutazione_responsabile: 'warning',
  completata: 'success',
};

export function ReviewStatusBadge({ status }: { status: ReviewStatus }) {
  return <Badge tone={TONES[status]}>{REVIEW_STATUS_LABELS[status]}</Badge>;
}

/** The four steps of a review as an ordered list; the current one is marked for screen readers too. */
export function ReviewStepper({ status }: { status: ReviewStatus }) {
  const current = REVIEW_STATUSES.indexOf(status);
  return (
    <nav aria-label={TEXT.steps}>
      <ol className="grid grid-cols-2 gap-2 sm:grid-cols-4">
        {REVIEW_STATUSES.map((step, index) => {
          const done = index < current || status === 'completata';
          const active = index === current && status !== 'completata';
          return (
            <li
              key={step}
              aria-current={index === current ? 'step' : undefined}
              className={cx(
                'flex items-center gap-2 rounded-lg border px-3 py-2 text-sm',
                active
                  ? 'border-primary-500 bg-primary-50 font-semibold text-primary-800 dark:border-primary-400 dark:bg-primary-950 dark:text-primary-200'
                  : done
                    ? 'border-emerald-300 bg-emerald-50 text-emerald-900 dark:border-emerald-800 dark:bg-emerald-950 dark:text-emerald-200'
                    : 'border-slate-200 text-slate-600 dark:border-slate-700 dark:text-slate-400',
              )}
            >
              <span
                aria-hidden="true"
                className={cx(
                  'flex size-6 shrink-0 items-center justify-center rounded-full text-xs font-bold',
                  active
                    ? 'bg-primary-600 text-white dark:bg-primary-400 dark:text-slate-950'
                    : done
                      ? 'bg-emerald-600 text-white dark:bg-emerald-400 dark:text-slate-950'
                      : 'bg-slate-200 text-slate-700 dark:bg-slate-700 dark:text-slate-200',
                )}
              >
                {done ? <Check className="size-3.5" /> : index + 1}
              </span>
              <span className="min-w-0">
                {REVIEW_STATUS_LABELS[step]}
                {done && <span className="sr-only"> ({TEXT.doneStep})</span>}
                {active && <span className="sr-only"> ({TEXT.currentStep})</span>}
              </span>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

/** A final rating as "3,70 / 5" with a small bar. */
export function FinalRating({ value }: { value: number | null }) {
  if (value === null) return <span className="text-slate-500 dark:text-slate-400">—</span>;
  return (
    <span className="inline-flex items-center gap-2">
      <span className="font-semibold tabular-nums text-slate-900 dark:text-white">{formatNumber(value, 2, 2)}</span>
      <span className="text-xs text-slate-600 dark:text-slate-400">/ 5</span>
    </span>
  );
}

/** Due dates (YYYY-MM-DD) as "12/12/2026"; none as "—". */
export const formatDueDate = (value: string | null) => (value ? formatDay(value, 'numeric') : '—');
