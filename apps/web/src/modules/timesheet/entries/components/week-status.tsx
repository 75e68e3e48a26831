import {
  formatInstant,
  TIMESHEET_WEEK_STATUS_LABELS,
  type TimesheetWeek,
  type TimesheetWeekStatus,
} from '@portale/shared';
import { Alert } from '@/ui/alert';
import { Badge, type BadgeTone } from '@/ui/badge';
import { ENTRY_TEXT } from '../strings';

const TONES: Record<TimesheetWeekStatus, BadgeTone> = {
  bozza: 'neutral',
  inviato: 'info',
  approvato: 'success',
  rifiutato: 'danger',
};

export function WeekStatusBadge({ status }: { status: TimesheetWeekStatus }) {
  return <Badge tone={TONES[status]}>{TIMESHEET_WEEK_STATUS_LABELS[status]}</Badge>;
}

/** Why the grid is read-only (approved, submitted), or why it came back (rejected, with the comment). */
export function WeekStatusBanner({ week }: { week: TimesheetWeek }) {
  const by = week.decided_by?.name ?? '';
  if (week.status === 'approvato')
    return (
      <Alert variant="success" title={ENTRY_TEXT.lockedTitle}>
        {ENTRY_TEXT.lockedBody(by, week.decided_at ? formatInstant(week.decided_at, 'short') : '')}
      </Alert>
    );
  if (week.status === 'inviato')
    return (
      <Alert variant="info" title={ENTRY_TEXT.pendingTitle}>
        {(week.can_decide ? ENTRY_TEXT.pendingBodyApprover : ENTRY_TEXT.pendingBody)(
          week.submitted_at ? formatInstant(week.submitted_at, 'short') : '',
        )}
      </Alert>
    );
  if (week.status === 'rifiutato')
    return (
      <Alert variant="warning" title={ENTRY_TEXT.rejectedTitle}>
        {ENTRY_TEXT.rejectedBody(by, week.comment)}
      </Alert>
    );
  return null;
}
