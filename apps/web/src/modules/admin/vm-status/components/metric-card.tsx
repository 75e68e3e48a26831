import type { ReactNode } from 'react';

export type MetricCardProps = {
  title: string;
  icon: ReactNode;
  titleId: string;
  children: ReactNode;
};

/** One group of server metrics. */
export function MetricCard({ title, icon, titleId, children }: MetricCardProps) {
  return (
    <section
      aria-labelledby={titleId}
      className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm dark:border-slate-800 dark:bg-slate-900"
    >
      <h2 id={titleId} className="flex items-center gap-2 text-base font-semibold text-slate-900 dark:text-white">
        <span className="flex size-8 items-center justify-center rounded-lg bg-primary-50 text-primary-700 dark:bg-primary-950 dark:text-primary-300">
          {icon}
        </span>
        {title}
      </h2>
      {children}
    </section>
  );
}

export type StatListProps = { rows: [string, ReactNode][] };

/** Label–value pairs inside a metric card. */
export function StatList({ rows }: StatListProps) {
  return (
    <dl className="flex flex-col gap-2 text-sm">
      {rows.map(([label, value]) => (
        <div key={label} className="flex items-baseline justify-between gap-3">
          <dt className="text-slate-600 dark:text-slate-400">{label}</dt>
          <dd className="min-w-0 text-right font-medium break-words text-slate-900 dark:text-white">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
