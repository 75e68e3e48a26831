import { PROPOSAL_STATUS_LABELS, type ProposalStatus } from '@portale/shared';
import { Badge, type BadgeTone } from '@/ui/badge';

const TONES: Record<ProposalStatus, BadgeTone> = {
  bozza: 'neutral',
  inviata: 'info',
  accettata: 'success',
  rifiutata: 'danger',
  scaduta: 'warning',
};

export function ProposalStatusBadge({ status }: { status: ProposalStatus }) {
  return <Badge tone={TONES[status]}>{PROPOSAL_STATUS_LABELS[status]}</Badge>;
}
