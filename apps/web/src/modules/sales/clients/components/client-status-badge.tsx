import { CLIENT_STATUS_LABELS, type ClientStatus } from '@portale/shared';
import { Badge, type BadgeTone } from '@/ui/badge';

const TONES: Record<ClientStatus, BadgeTone> = {
  lead: 'info',
  prospect: 'warning',
  cliente: 'success',
  ex_cliente: 'neutral',
};

export function ClientStatusBadge({ status }: { status: ClientStatus }) {
  return <Badge tone={TONES[status]}>{CLIENT_STATUS_LABELS[status]}</Badge>;
}
