import type { AllocationCell } from '@portale/shared';
import { AlertTriangle } from 'lucide-react';
import { cx } from '@/ui/cx';
import { ALLOCATION_TEXT as TEXT } from './strings';

export type Heat = 'none' | 'low' | 'mid' | 'full' | 'over';

export function heatOf(cell: Pick<AllocationCell, 'allocated' | 'capacity' | 'over'>): Heat {
  if (cell.over) return 'over';
  if (cell.capacity === 0 || cell.allocated === 0) return 'none';
  const ratio = cell.allocated / cell.capacity;
  return ratio < 0.5 ? 'low' : ratio < 0.9 ? 'mid' : 'full';
}

export const HEAT_CLASSES: Record<Heat, string> = {
  none: 'bg-white text-slate-600 dark:bg-slate-900 dark:text-slate-400',
  low: 'bg-sky-50 text-sky-900 dark:bg-sky-950 dark:text-sky-100',
  mid: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-900/60 dark:text-emerald-100',
  full: 'bg-emerald-200 text-emerald-950 dark:bg-emerald-800 dark:text-white',
  over: 'bg-red-100 text-red-900 dark:bg-red-950 dark:text-red-100',
};

/** "60% / 80%" coloured by how full the month is; over-allocation adds an icon and the word, not only a colour. */
export function HeatValue({ cell }: { cell: AllocationCell }) {
  if (cell.capacity === 0 && cell.allocated === 0) {
    return <span className="text-xs text-slate-500 dark:text-slate-400">{TEXT.noCapacity}</span>;
  }
  return (
    <span className="flex flex-col items-center leading-tight">
      <span className="font-semibold tabular-nums">
        {cell.allocated}%<span className="font-normal"> / {cell.capacity}%</span>
      </span>
      {cell.over && (
        <span className="mt-0.5 inline-flex items-center gap-1 text-xs font-semibold">
          <AlertTriangle className="size-3.5" aria-hidden="true" />
          {TEXT.over}
        </span>
      )}
    </span>
  );
}

export function HeatLegend() {
  const items: [Heat, string][] = [
    ['low', TEXT.legendLow],
    ['mid', TEXT.legendMid],
    ['full', TEXT.legendFull],
    ['over', TEXT.legendOver],
  ];
  return (
    <ul aria-label={TEXT.legend} className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-slate-700 dark:text-slate-300">
      {items.map(([heat, label]) => (
        <li key={heat} className="flex items-center gap-1.5">
          <span
            aria-hidden="true"
            className={cx('size-3 rounded border border-slate-300 dark:border-slate-600', HEAT_CLASSES[heat])}
          />
          {label}
        </li>
      ))}
    </ul>
  );
}
