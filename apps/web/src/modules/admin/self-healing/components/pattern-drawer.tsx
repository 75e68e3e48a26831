import { formatDuration, formatTimeAgo } from '@portale/shared';
import type { ReactNode } from 'react';
import { QueryBoundary } from '@/platform/query-boundary';
import { Skeleton } from '@/ui/skeleton';
import { usePattern } from '../api/get-pattern';
import { failureFallback } from '../failure';
import { SH_TEXT } from '../strings';
import { PatternStatusBadge, SessionStatusBadge, SeverityBadge } from './badges';
import { PatternAnalysisPanel } from './pattern-analysis-panel';
import { PatternMarkers } from './pattern-markers';
import { PatternReports, PatternSamples } from './pattern-samples';
import { PatternStatusPanel } from './pattern-status-panel';
import { PatternSummary } from './pattern-summary';
import { PromptPanel } from './prompt-panel';
import { Sheet, SheetSection } from './sheet';

const TEXT = SH_TEXT.drawer;

export type PatternDrawerProps = {
  patternId: string | undefined;
  onClose: () => void;
};

/**
 * The pattern's detail in a side panel: summary, status, analysis, prompt, samples, reports and sessions. The
 * route loader prefetches the pattern the URL names.
 */
export function PatternDrawer({ patternId, onClose }: PatternDrawerProps) {
  if (!patternId) return null;
  const sheet = (children: ReactNode, title: string = TEXT.title, subtitle?: ReactNode) => (
    <Sheet open onOpenChange={(open) => !open && onClose()} title={title} subtitle={subtitle}>
      {children}
    </Sheet>
  );
  const failure = failureFallback('patterns');
  return (
    <QueryBoundary
      fallback={sheet(
        <div role="status" className="flex flex-col gap-3">
          <span className="sr-only">{TEXT.loading}</span>
          <Skeleton className="h-16" />
          <Skeleton className="h-40" />
          <Skeleton className="h-32" />
        </div>,
      )}
      errorFallback={(state) => sheet(failure(state))}
    >
      <PatternDetailSheet patternId={patternId} sheet={sheet} />
    </QueryBoundary>
  );
}

type PatternDetailSheetProps = {
  patternId: string;
  sheet: (children: ReactNode, title?: string, subtitle?: ReactNode) => ReactNode;
};

function PatternDetailSheet({ patternId, sheet }: PatternDetailSheetProps) {
  const { data: pattern, dataUpdatedAt } = usePattern(patternId);
  const now = dataUpdatedAt || Date.now();
  return sheet(
    <div className="flex flex-col gap-6">
      <SheetSection id="sh-drawer-summary" title={TEXT.summary}>
        <PatternSummary pattern={pattern} now={now} />
      </SheetSection>
      <SheetSection id="sh-drawer-status" title={TEXT.statusTitle}>
        <PatternStatusPanel pattern={pattern} />
      </SheetSection>
      <SheetSection id="sh-drawer-analysis" title={TEXT.analysis.title}>
        <PatternAnalysisPanel pattern={pattern} />
      </SheetSection>
      <SheetSection id="sh-drawer-prompt" title={TEXT.prompt.title} description={TEXT.prompt.description}>
        <PromptPanel patternId={pattern.id} />
      </SheetSection>
      <SheetSection id="sh-drawer-samples" title={TEXT.samples.title} description={TEXT.samples.description}>
        <PatternSamples samples={pattern.samples} now={now} />
      </SheetSection>
      {pattern.reports.length > 0 && (
        <SheetSection id="sh-drawer-reports" title={TEXT.reports.title}>
          <PatternReports reports={pattern.reports} />
        </SheetSection>
      )}
      {pattern.sessions.length > 0 && (
        <SheetSection id="sh-drawer-sessions" title={TEXT.sessionsTitle}>
          <ul className="flex flex-col gap-2 text-sm">
            {pattern.sessions.map((session) => (
              <li key={session.id} className="flex flex-wrap items-center gap-2">
                <SessionStatusBadge status={session.status} />
                <time dateTime={session.started_at}>{formatTimeAgo(session.started_at, now)}</time>
                <span className="tabular-nums text-slate-600 dark:text-slate-400">
                  · {formatDuration(session.duration_seconds)}
                </span>
                {session.outcome_notes && (
                  <span className="w-full text-slate-700 dark:text-slate-300">{session.outcome_notes}</span>
                )}
              </li>
            ))}
          </ul>
        </SheetSection>
      )}
    </div>,
    pattern.title,
    <span className="flex flex-wrap items-center gap-2">
      <SeverityBadge severity={pattern.severity} />
      <PatternStatusBadge status={pattern.status} />
      <PatternMarkers pattern={pattern} />
    </span>,
  );
}
