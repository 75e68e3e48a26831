import {
  type ClientPortalPreInvoiceStatus,
  type MilestoneStatus,
  PROJECT_STATUS_LABELS,
  type ProjectStatus,
  type ProposalStatus,
  SALES_CONTRACT_STATUS_LABELS,
  type SalesContractStatus,
} from '@portale/shared';
import { Badge, type BadgeTone } from '@/ui/badge';
import { PORTAL_LABELS } from '../strings';

const PROPOSAL_TONES: Record<ProposalStatus, BadgeTone> = {
  bozza: 'neutral',
  inviata: 'warning',
  accettata: 'success',
  rifiutata: 'neutral',
  scaduta: 'neutral',
};

/** A sent proposal past its validity reads "Scaduta" before the nightly job marks it so. */
export function ProposalBadge({ status, expired }: { status: ProposalStatus; expired: boolean }) {
  const shown = status === 'inviata' && expired ? 'scaduta' : status;
  return <Badge tone={PROPOSAL_TONES[shown]}>{PORTAL_LABELS.proposal[shown]}</Badge>;
}

const MILESTONE_TONES: Record<MilestoneStatus, BadgeTone> = {
  da_fatturare: 'neutral',
  in_prefattura: 'info',
  fatturata: 'success',
};

export function MilestoneBadge({ status }: { status: MilestoneStatus }) {
  return <Badge tone={MILESTONE_TONES[status]}>{PORTAL_LABELS.milestone[status]}</Badge>;
}

export function PreInvoiceBadge({ status }: { status: ClientPortalPreInvoiceStatus }) {
  return <Badge tone={status === 'fatturata' ? 'success' : 'info'}>{PORTAL_LABELS.preInvoice[status]}</Badge>;
}

const CONTRACT_TONES: Record<SalesContractStatus, BadgeTone> = {
  bozza: 'neutral',
  attivo: 'success',
  concluso: 'neutral',
  disdetto: 'neutral',
};

export function ContractBadge({ status }: { status: SalesContractStatus }) {
  return <Badge tone={CONTRACT_TONES[status]}>{SALES_CONTRACT_STATUS_LABELS[status]}</Badge>;
}

const PROJECT_TONES: Record<ProjectStatus, BadgeTone> = {
  pianificazione: 'info',
  attivo: 'success',
  in_pausa: 'warning',
  completato: 'neutral',
  annullato: 'neutral',
};

export function ProjectBadge({ status }: { status: ProjectStatus }) {
  return <Badge tone={PROJECT_TONES[status]}>{PROJECT_STATUS_LABELS[status]}</Badge>;
}
