import { REVIEW_RATING_LABELS } from '@portale/shared';
import { Star } from 'lucide-react';
import { useId } from 'react';
import { cx } from '@/ui/cx';
import { PERFORMANCE_TEXT as TEXT } from '../strings';

export type RatingInputProps = {
  /** The accessible name of the group, e.g. "Autovalutazione: Consegna progetto". */
  label: string;
  value: number | null;
  onChange?: (value: number) => void;
  readOnly?: boolean;
};

/**
 * A 1–5 rating as native radio buttons (arrow keys move, Space picks), drawn as stars with the number and its
 * meaning as text; read-only it is a plain sentence.
 */
export function RatingInput({ label, value, onChange, readOnly = false }: RatingInputProps) {
  const name = useId();
  if (readOnly) {
    return (
      <p className="flex items-center gap-2 text-sm">
        <Stars value={value ?? 0} />
        <span className="text-slate-700 dark:text-slate-300">
          {value ? `${TEXT.ratingOf(value)} · ${REVIEW_RATING_LABELS[value]}` : TEXT.notRated}
        </span>
      </p>
    );
  }
  return (
    <fieldset>
      <legend className="sr-only">{label}</legend>
      <div className="flex flex-wrap items-center gap-1">
        {[1, 2, 3, 4, 5].map((n) => (
          <label
            key={n}
            title={REVIEW_RATING_LABELS[n]}
            className={cx(
              'relative flex size-9 cursor-pointer items-center justify-center rounded-lg border text-sm font-semibold transition-colors',
              'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-primary-600',
              value !== null && n <= value
                ? 'border-amber-400 bg-amber-100 text-amber-900 dark:border-amber-500 dark:bg-amber-900/60 dark:text-amber-100'
                : 'border-slate-300 bg-white text-slate-700 hover:bg-slate-50 dark:border-slate-600 dark:bg-slate-800 dark:text-slate-200 dark:hover:bg-slate-700',
            )}
          >
            <input
              type="radio"
              name={name}
              value={n}
              checked={value === n}
              onChange={() => onChange?.(n)}
              className="absolute inset-0 size-full cursor-pointer appearance-none rounded-lg opacity-0"
              aria-label={`${n} – ${REVIEW_RATING_LABELS[n]}`}
            />
            {n}
          </label>
        ))}
        <span className="ml-2 text-sm text-slate-600 dark:text-slate-400" aria-hidden="true">
          {value ? REVIEW_RATING_LABELS[value] : TEXT.notRated}
        </span>
      </div>
    </fieldset>
  );
}

function Stars({ value }: { value: number }) {
  return (
    <span className="flex" aria-hidden="true">
      {[1, 2, 3, 4, 5].map((n) => (
        <Star
          key={n}
          className={cx('size-4', n <= value ? 'fill-amber-400 text-amber-500' : 'text-slate-300 dark:text-slate-600')}
        />
      ))}
    </span>
  );
}
