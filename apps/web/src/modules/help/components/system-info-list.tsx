import { formatInstant } from '@portale/shared';
import { HELP_TEXT } from '../strings';
import type { SystemInfo } from '../system-info';

const TEXT = HELP_TEXT.form;

/** Spec §3/§5: the system info sent with the report, shown so the user knows what leaves the browser. */
export function SystemInfoList({ info }: { info: SystemInfo }) {
  const rows = [
    { label: TEXT.url, value: info.url },
    { label: TEXT.browser, value: info.browser },
    { label: TEXT.viewport, value: `${info.viewport.width} × ${info.viewport.height} px` },
    { label: TEXT.timestamp, value: formatInstant(info.timestamp, 'mediumSeconds') },
  ];
  return (
    <section
      aria-labelledby="error-report-system-info"
      className="rounded-xl border border-slate-200 bg-slate-50 p-4 dark:border-slate-700 dark:bg-slate-800/60"
    >
      <h3 id="error-report-system-info" className="text-sm font-semibold text-slate-900 dark:text-white">
        {TEXT.systemInfo}
      </h3>
      <p className="mt-0.5 text-xs text-slate-600 dark:text-slate-400">{TEXT.systemInfoHint}</p>
      <dl className="mt-3 grid gap-x-4 gap-y-2 text-sm sm:grid-cols-[auto_1fr]">
        {rows.map((row) => (
          <div key={row.label} className="contents">
            <dt className="font-medium text-slate-700 dark:text-slate-300">{row.label}</dt>
            <dd className="min-w-0 break-words text-slate-900 dark:text-slate-100">{row.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
