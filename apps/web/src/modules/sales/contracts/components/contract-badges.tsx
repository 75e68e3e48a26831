import {
  MILESTONE_STATUS_LABELS,
  type MilestoneStatus,
  SALES_CONTRACT_STATUS_LABELS,
  type SalesContractStatus,
} from '@portale/shared';
import { Badge, type BadgeTone } from '@/ui/badge';
import { CONTRACTS_TEXT } from '../strings';

const STATUS_TONES: Record<SalesContractStatus, BadgeTone> = {
  bozza: 'neutral',
  attivo: 'success',
  concluso: 'info',
  disdetto: 'danger',
};

export function ContractStatusBadge({ status }: { status: SalesContractStatus }) {
  return <Badge tone={STATUS_TONES[status]}>{SALES_CONTRACT_STATUS_LABELS[status]}</Badge>;
}

const MILESTONE_TONES: Record<MilestoneStatus, BadgeTone> = {
  da_fatturare: 'neutral',
  in_prefattura: 'warning',
  fatturata: 'success',
};

export function MilestoneStatusBadge({ status }: { status: MilestoneStatus }) {
  return <Badge tone={MILESTONE_TONES[status]}>{MILESTONE_STATUS_LABELS[status]}</Badge>;
}

/** "In scadenza": the notice deadline or the end of an active contract is near. */
export function ExpiringBadge() {
  return <Badge tone="warning">{CONTRACTS_TEXT.list.expiring}</Badge>;
}
