import type { LucideIcon } from 'lucide-react';
import { Skeleton } from '@/ui/skeleton';

export type Kpi = { label: string; value: string; hint: string; icon: LucideIcon; tone?: 'default' | 'warning' };

/** The dashboard's headline numbers: two per row on phones, four on wide screens. */
export function KpiCards({ items, loading }: { items: readonly Kpi[]; loading: boolean }) {
  return (
    <ul className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      {items.map(({ label, value, hint, icon: Icon, tone }) => (
        <li
          key={label}
          className="flex flex-col gap-1 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm dark:border-slate-800 dark:bg-slate-900"
        >
          <span className="flex items-center gap-2 text-sm font-medium text-slate-600 dark:text-slate-300">
            <Icon
              className={
                tone === 'warning'
                  ? 'size-4 text-amber-700 dark:text-amber-300'
                  : 'size-4 text-primary-700 dark:text-primary-300'
              }
              aria-hidden="true"
            />
            {label}
          </span>
          {loading ? (
            <Skeleton className="h-8 w-20" />
          ) : (
            <span className="text-2xl font-bold text-slate-900 tabular-nums dark:text-white">{value}</span>
          )}
          <span className="text-xs text-slate-600 dark:text-slate-400">{loading ? '\u00a0' : hint}</span>
        </li>
      ))}
    </ul>
  );
}
