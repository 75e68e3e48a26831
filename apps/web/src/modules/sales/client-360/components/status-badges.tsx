import {
  PRE_INVOICE_STATUS_LABELS,
  PROPOSAL_STATUS_LABELS,
  type PreInvoiceStatus,
  type ProposalStatus,
  SALES_CONTRACT_STATUS_LABELS,
  type SalesContractStatus,
} from '@portale/shared';
import { Badge, type BadgeTone } from '@/ui/badge';

const PROPOSAL_TONES: Record<ProposalStatus, BadgeTone> = {
  bozza: 'neutral',
  inviata: 'info',
  accettata: 'success',
  rifiutata: 'danger',
  scaduta: 'warning',
};
const CONTRACT_TONES: Record<SalesContractStatus, BadgeTone> = {
  bozza: 'neutral',
  attivo: 'success',
  concluso: 'neutral',
  disdetto: 'warning',
};
const PRE_INVOICE_TONES: Record<PreInvoiceStatus, BadgeTone> = {
  bozza: 'neutral',
  approvata: 'info',
  fatturata: 'success',
};

export const ProposalStatusTag = ({ status }: { status: ProposalStatus }) => (
  <Badge tone={PROPOSAL_TONES[status]}>{PROPOSAL_STATUS_LABELS[status]}</Badge>
);
export const ContractStatusTag = ({ status }: { status: SalesContractStatus }) => (
  <Badge tone={CONTRACT_TONES[status]}>{SALES_CONTRACT_STATUS_LABELS[status]}</Badge>
);
export const PreInvoiceStatusTag = ({ status }: { status: PreInvoiceStatus }) => (
  <Badge tone={PRE_INVOICE_TONES[status]}>{PRE_INVOICE_STATUS_LABELS[status]}</Badge>
);
