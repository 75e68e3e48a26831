import { formatNumber, formatTimeAgo, type PatternDetail } from '@portale/shared';
import type { ReactNode } from 'react';
import { formatDateTime } from '../format';
import { SH_TEXT } from '../strings';

const TEXT = SH_TEXT.drawer;

function When({ at, now }: { at: string; now: number }) {
  return (
    <>
      <time dateTime={at}>{formatDateTime(at)}</time>{' '}
      <span className="text-slate-600 dark:text-slate-400">({formatTimeAgo(at, now)})</span>
    </>
  );
}

export function PatternSummary({ pattern, now }: { pattern: PatternDetail; now: number }) {
  const count = formatNumber(pattern.occurrence_count);
  const rows: [string, ReactNode][] = [
    [
      TEXT.errorType,
      <span key="type" className="font-mono">
        {pattern.error_type}
      </span>,
    ],
    [TEXT.firstSeen, <When key="first" at={pattern.first_seen_at} now={now} />],
    [TEXT.lastSeen, <When key="last" at={pattern.last_seen_at} now={now} />],
    [
      TEXT.occurrences,
      pattern.sampled_count > 0 ? `${count} (${TEXT.sampled} ${formatNumber(pattern.sampled_count)})` : count,
    ],
    [TEXT.users, formatNumber(pattern.affected_users)],
    [TEXT.sessions, formatNumber(pattern.affected_sessions)],
  ];
  if (pattern.regression_count > 0) rows.push([TEXT.regressions, formatNumber(pattern.regression_count)]);
  if (pattern.last_url)
    rows.push([
      TEXT.lastUrl,
      <span key="url" className="font-mono text-xs break-all">
        {pattern.last_url}
      </span>,
    ]);
  return (
    <div className="flex flex-col gap-3">
      <p className="rounded-lg bg-slate-50 px-3 py-2 font-mono text-sm break-words text-slate-800 dark:bg-slate-800/60 dark:text-slate-200">
        {pattern.message}
      </p>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-slate-600 dark:text-slate-400">{label}</dt>
            <dd className="min-w-0 text-slate-900 dark:text-white">{value}</dd>
          </div>
        ))}
      </dl>
      {pattern.top_frames.length > 0 && (
        <div>
          <p className="text-sm text-slate-600 dark:text-slate-400">{TEXT.topFrames}</p>
          <ul className="mt-1 flex flex-col gap-1">
            {pattern.top_frames.map((frame) => (
              <li key={frame} className="font-mono text-xs break-all text-slate-800 dark:text-slate-200">
                {frame}
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
