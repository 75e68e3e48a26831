import { type ErrorSample, formatTimeAgo, type ManualReportSummary } from '@portale/shared';
import { Badge } from '@/ui/badge';
import { formatDateTime } from '../format';
import { SH_TEXT } from '../strings';
import { SeverityBadge } from './badges';

const TEXT = SH_TEXT.drawer.samples;

function contextText(sample: ErrorSample): string | null {
  const context = {
    ...(sample.page_context ? { page_context: sample.page_context } : {}),
    ...(sample.browser_context ? { browser_context: sample.browser_context } : {}),
    ...(sample.error_context ? { error_context: sample.error_context } : {}),
  };
  return Object.keys(context).length > 0 ? JSON.stringify(context, null, 2) : null;
}

const PRE =
  'max-h-64 overflow-auto rounded-lg bg-slate-950 p-3 font-mono text-xs leading-relaxed whitespace-pre text-slate-100 dark:bg-black/60';

function Sample({ sample, now, expanded }: { sample: ErrorSample; now: number; expanded: boolean }) {
  const where = sample.filename
    ? `${sample.filename}${sample.lineno ? `:${sample.lineno}${sample.colno ? `:${sample.colno}` : ''}` : ''}`
    : sample.url;
  const context = contextText(sample);
  return (
    <li className="flex flex-col gap-2 rounded-xl border border-slate-200 p-3 dark:border-slate-800">
      <div className="flex flex-wrap items-center gap-2 text-xs text-slate-600 dark:text-slate-400">
        <SeverityBadge severity={sample.severity} />
        <Badge>{sample.automatic ? TEXT.automatic : TEXT.manual}</Badge>
        <time dateTime={sample.received_at} title={formatDateTime(sample.received_at)}>
          {formatTimeAgo(sample.received_at, now)}
        </time>
        <span>· {sample.user_name ?? TEXT.anonymous}</span>
      </div>
      <p className="font-mono text-sm break-words text-slate-900 dark:text-white">{sample.message}</p>
      {where && (
        <p className="text-xs text-slate-600 dark:text-slate-400">
          {TEXT.where}: <span className="font-mono break-all">{where}</span>
        </p>
      )}
      {sample.user_agent && (
        <p className="text-xs break-words text-slate-600 dark:text-slate-400">
          {TEXT.browser}: {sample.user_agent}
        </p>
      )}
      <details open={expanded}>
        <summary className="cursor-pointer text-sm font-medium text-primary-700 dark:text-primary-300">
          {TEXT.stack}
        </summary>
        {sample.stack ? (
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard.
          <pre tabIndex={0} className={`${PRE} mt-2`}>
            {sample.stack}
          </pre>
        ) : (
          <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">{TEXT.noStack}</p>
        )}
      </details>
      {context && (
        <details>
          <summary className="cursor-pointer text-sm font-medium text-primary-700 dark:text-primary-300">
            {TEXT.context}
          </summary>
          {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard. */}
          <pre tabIndex={0} className={`${PRE} mt-2`}>
            {context}
          </pre>
        </details>
      )}
    </li>
  );
}

export function PatternSamples({ samples, now }: { samples: readonly ErrorSample[]; now: number }) {
  if (samples.length === 0) return <p className="text-sm text-slate-600 dark:text-slate-400">{TEXT.empty}</p>;
  return (
    <ul className="flex flex-col gap-3">
      {samples.map((sample, index) => (
        <Sample key={sample.id} sample={sample} now={now} expanded={index === 0} />
      ))}
    </ul>
  );
}

export function PatternReports({ reports }: { reports: readonly ManualReportSummary[] }) {
  return (
    <ul className="flex flex-col gap-2">
      {reports.map((report) => (
        <li key={report.id} className="rounded-xl border border-slate-200 p-3 text-sm dark:border-slate-800">
          <p className="flex flex-wrap items-center gap-2 text-xs text-slate-600 dark:text-slate-400">
            <SeverityBadge severity={report.severity} />
            {report.quick_report && <Badge>{SH_TEXT.drawer.reports.quick}</Badge>}
            <time dateTime={report.created_at}>{formatDateTime(report.created_at)}</time>
            <span>· {report.user_name ?? TEXT.anonymous}</span>
          </p>
          <p className="mt-1 break-words text-slate-900 dark:text-white">{report.message}</p>
        </li>
      ))}
    </ul>
  );
}
