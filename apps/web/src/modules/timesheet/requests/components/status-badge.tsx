import { LEAVE_REQUEST_STATUS_LABELS, type LeaveRequestStatus } from '@portale/shared';
import { Badge, type BadgeTone } from '@/ui/badge';

const TONES: Record<LeaveRequestStatus, BadgeTone> = {
  in_attesa: 'warning',
  approvata: 'success',
  rifiutata: 'danger',
  annullata: 'neutral',
};

export function RequestStatusBadge({ status }: { status: LeaveRequestStatus }) {
  return <Badge tone={TONES[status]}>{LEAVE_REQUEST_STATUS_LABELS[status]}</Badge>;
}

/** The type's colour as a small dot next to its name (decorative: the name says it). */
export function TypeLabel({ name, color }: { name: string; color: string }) {
  return (
    <span className="inline-flex items-center gap-2 whitespace-nowrap">
      <span aria-hidden="true" className="size-2.5 shrink-0 rounded-full" style={{ backgroundColor: color }} />
      {name}
    </span>
  );
}
