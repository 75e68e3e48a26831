import { cx } from '@/ui/cx';

export type MeterTone = 'primary' | 'success' | 'warning' | 'danger';

const TONES: Record<MeterTone, string> = {
  primary: 'bg-primary-600 dark:bg-primary-400',
  success: 'bg-emerald-600 dark:bg-emerald-400',
  warning: 'bg-amber-500 dark:bg-amber-400',
  danger: 'bg-red-600 dark:bg-red-400',
};

export type MeterProps = {
  /** Percent; values over 100 fill the bar and show a marker at 100 %. */
  value: number;
  tone: MeterTone;
  /** The accessible name, e.g. "Ore consumate ALFA". */
  label: string;
  /** The text read out, e.g. "23 h su 20 h (115%)". */
  valueText: string;
  className?: string;
};

/** A progress bar that keeps going past 100 % (budgets overrun): the bar is scaled to max(100, value). */
export function Meter({ value, tone, label, valueText, className }: MeterProps) {
  const scale = Math.max(100, value);
  return (
    // biome-ignore lint/a11y/useSemanticElements: a native <meter> cannot show an overrun past 100 % nor be styled alike everywhere.
    <div
      role="meter"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={scale}
      aria-valuenow={Math.round(value * 10) / 10}
      aria-valuetext={valueText}
      className={cx('relative h-2 w-full overflow-hidden rounded-full bg-slate-200 dark:bg-slate-700', className)}
    >
      <div
        className={cx('h-full rounded-full', TONES[tone])}
        style={{ width: `${(Math.max(0, value) / scale) * 100}%` }}
      />
      {value > 100 && (
        <div
          className="absolute inset-y-0 w-0.5 bg-white dark:bg-slate-950"
          style={{ left: `${(100 / scale) * 100}%` }}
          aria-hidden="true"
        />
      )}
    </div>
  );
}
