import { cx } from '@/ui/cx';
import { VM_TEXT } from '../strings';

export type UsageBarProps = {
  label: string;
  /** 0–100 (clamped). */
  percent: number;
  /** What the bar means in words, e.g. "3,2 GiB di 8 GiB". */
  valueText: string;
};

function levelOf(percent: number) {
  if (percent >= 90) return { bar: 'bg-red-600 dark:bg-red-400', text: VM_TEXT.usage.critical };
  if (percent >= 75) return { bar: 'bg-amber-500 dark:bg-amber-400', text: VM_TEXT.usage.high };
  return { bar: 'bg-primary-600 dark:bg-primary-400', text: VM_TEXT.usage.ok };
}

/** A labelled usage meter (native <meter> for assistive technology): green-blue, amber from 75 %, red from 90 %; the level is also written. */
export function UsageBar({ label, percent, valueText }: UsageBarProps) {
  const value = Math.round(Math.min(100, Math.max(0, percent)));
  const level = levelOf(value);
  return (
    <div className="flex flex-col gap-1.5">
      <div className="flex items-baseline justify-between gap-3 text-sm">
        <span className="text-slate-600 dark:text-slate-400">{label}</span>
        <span className="font-medium whitespace-nowrap text-slate-900 tabular-nums dark:text-white">{value} %</span>
      </div>
      {/* The native meter carries the semantics; the bar beside it is only its picture. */}
      <meter
        className="sr-only"
        aria-label={label}
        min={0}
        max={100}
        low={75}
        high={90}
        optimum={0}
        value={value}
        aria-valuetext={`${value} % (${level.text}): ${valueText}`}
      />
      <div aria-hidden="true" className="h-2.5 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-800">
        <div
          className={cx('h-full rounded-full transition-[width] duration-500 motion-reduce:transition-none', level.bar)}
          style={{ width: `${value}%` }}
        />
      </div>
      <p className="text-xs text-slate-600 dark:text-slate-400">
        {valueText}
        {value >= 75 && <span className="font-medium"> · {level.text}</span>}
      </p>
    </div>
  );
}
