import { formatDuration, formatTimeAgo } from '@portale/shared';
import { Skeleton } from '@/ui/skeleton';
import { usePattern } from '../api/get-pattern';
import { FailureAlert, failureOf } from '../failure';
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

/** The pattern's detail in a side panel: summary, status, analysis, prompt, samples, reports and sessions. */
export function PatternDrawer({ patternId, onClose }: PatternDrawerProps) {
  const detail = usePattern(patternId);
  const pattern = detail.data && detail.data.id === patternId ? detail.data : undefined;
  const now = detail.dataUpdatedAt || Date.now();

  return (
    <Sheet
      open={Boolean(patternId)}
      onOpenChange={(open) => !open && onClose()}
      title={pattern?.title ?? TEXT.title}
      subtitle={
        pattern ? (
          <span className="flex flex-wrap items-center gap-2">
            <SeverityBadge severity={pattern.severity} />
            <PatternStatusBadge status={pattern.status} />
            <PatternMarkers pattern={pattern} />
          </span>
        ) : undefined
      }
    >
      {!pattern && detail.isError ? (
        <FailureAlert failure={failureOf('patterns', detail.error)} onRetry={() => void detail.refetch()} />
      ) : !pattern ? (
        <div role="status" className="flex flex-col gap-3">
          <span className="sr-only">{TEXT.loading}</span>
          <Skeleton className="h-16" />
          <Skeleton className="h-40" />
          <Skeleton className="h-32" />
        </div>
      ) : (
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
        </div>
      )}
    </Sheet>
  );
}
