import {
  type ErrorSeverity,
  HEALING_SESSION_STATUS_LABELS,
  type HealingSessionStatus,
  PATTERN_STATUS_LABELS,
  type PatternStatus,
  SEVERITY_LABELS,
} from '@portale/shared';
import { Badge, type BadgeTone } from '@/ui/badge';

const SEVERITY_TONES: Record<ErrorSeverity, BadgeTone> = {
  critical: 'danger',
  high: 'warning',
  medium: 'info',
  low: 'neutral',
};

export function SeverityBadge({ severity }: { severity: ErrorSeverity }) {
  return <Badge tone={SEVERITY_TONES[severity]}>{SEVERITY_LABELS[severity]}</Badge>;
}

const STATUS_TONES: Record<PatternStatus, BadgeTone> = {
  open: 'danger',
  acknowledged: 'info',
  resolved: 'success',
  ignored: 'neutral',
};

export function PatternStatusBadge({ status }: { status: PatternStatus }) {
  return <Badge tone={STATUS_TONES[status]}>{PATTERN_STATUS_LABELS[status]}</Badge>;
}

export function SessionStatusBadge({ status }: { status: HealingSessionStatus }) {
  return <Badge tone={status === 'completed' ? 'success' : 'primary'}>{HEALING_SESSION_STATUS_LABELS[status]}</Badge>;
}
