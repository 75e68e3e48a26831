import type {
  ClientPortalContract,
  ClientPortalOverview,
  ClientPortalPreInvoice,
  ClientPortalProject,
  ClientProposal,
  ClientProposalListItem,
} from '@portale/shared';

// Records as the client portal's API answers them, for the portal's tests. Dates far ahead stay valid.

export const PROPOSAL_ID = '7a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';
export const EXPIRED_ID = '8b2c3d4e-5f6a-4b7c-8d9e-0f1a2b3c4d5e';
export const CONTRACT_ID = '9c3d4e5f-6a7b-4c8d-9e0f-1a2b3c4d5e6f';
export const PRE_INVOICE_ID = 'ad4e5f6a-7b8c-4d9e-8f1a-2b3c4d5e6f70';

export const overview = (overrides: Partial<ClientPortalOverview['counts']> = {}): ClientPortalOverview => ({
  company: { id: 'co-1', name: 'Arredi Ferrari S.r.l.' },
  counts: {
    proposals_to_decide: 1,
    active_projects: 1,
    active_contracts: 1,
    pre_invoices: 2,
    pre_invoices_awaiting_invoice: 1,
    ...overrides,
  },
});

export const proposalItem = (overrides: Partial<ClientProposalListItem> = {}): ClientProposalListItem => ({
  id: PROPOSAL_ID,
  number: '2026/0042',
  title: 'Nuovo configuratore di cucine',
  status: 'inviata',
  issue_date: '2026-11-02',
  valid_until: '2099-12-31',
  total_cents: 1_220_000,
  referent: { name: 'Marco Bianchi', email: 'marco.bianchi@demo.portale.it' },
  decided_at: null,
  ...overrides,
});

export const proposal = (overrides: Partial<ClientProposal> = {}): ClientProposal => ({
  ...proposalItem(),
  lines: [
    {
      kind: 'item',
      description: 'Analisi e progettazione',
      quantity: 10,
      unit: 'gg',
      unit_price_cents: 60_000,
      discount_percent: 0,
      vat_rate: 22,
      natura: null,
      withholding: false,
    },
    {
      kind: 'item',
      description: 'Sviluppo',
      quantity: 8,
      unit: 'gg',
      unit_price_cents: 50_000,
      discount_percent: 0,
      vat_rate: 22,
      natura: null,
      withholding: false,
    },
  ],
  split_payment: false,
  charge_stamp_duty: true,
  withholding: null,
  taxable_cents: 1_000_000,
  vat_cents: 220_000,
  terms: 'Pagamento a 30 giorni data fattura.',
  decision: null,
  can_decide: true,
  ...overrides,
});

export const project = (overrides: Partial<ClientPortalProject> = {}): ClientPortalProject => ({
  id: 'pr-1',
  code: 'AF-CUC',
  name: 'Configuratore cucine',
  status: 'attivo',
  start_date: '2026-01-15',
  end_date: '2026-12-31',
  milestones: [
    {
      id: 'm-1',
      description: 'Acconto alla firma',
      due_date: '2026-02-28',
      status: 'fatturata',
      contract: { id: CONTRACT_ID, number: 'C-2026/0007' },
    },
    {
      id: 'm-2',
      description: 'Rilascio in produzione',
      due_date: '2026-06-30',
      status: 'da_fatturare',
      contract: { id: CONTRACT_ID, number: 'C-2026/0007' },
    },
  ],
  ...overrides,
});

export const contract = (overrides: Partial<ClientPortalContract> = {}): ClientPortalContract => ({
  id: CONTRACT_ID,
  number: 'C-2026/0007',
  title: 'Manutenzione configuratore',
  type: 'canone',
  status: 'attivo',
  signed_on: '2025-12-20',
  start_date: '2026-01-01',
  end_date: '2026-12-31',
  terminated_on: null,
  value_cents: 120_000,
  fee_period: 'mensile',
  auto_renew: true,
  renewal_months: 12,
  notice_days: 60,
  notice_deadline: '2026-11-01',
  renewal_terms:
    'Alla scadenza del 31 dicembre 2026 si rinnova automaticamente di 12 mesi. Per non rinnovarlo, la disdetta va comunicata entro il 1 novembre 2026 (60 giorni prima della scadenza).',
  next_milestone: {
    id: 'cm-2',
    description: 'Canone di febbraio',
    due_date: '2026-02-28',
    status: 'in_prefattura',
    amount_cents: 120_000,
    percent: null,
    pre_invoice: { id: PRE_INVOICE_ID, number: 'PF-2026/0003' },
  },
  milestones: [
    {
      id: 'cm-1',
      description: 'Canone di gennaio',
      due_date: '2026-01-31',
      status: 'fatturata',
      amount_cents: 120_000,
      percent: null,
      pre_invoice: { id: 'pf-0', number: 'PF-2026/0001' },
    },
    {
      id: 'cm-2',
      description: 'Canone di febbraio',
      due_date: '2026-02-28',
      status: 'in_prefattura',
      amount_cents: 120_000,
      percent: null,
      pre_invoice: { id: PRE_INVOICE_ID, number: 'PF-2026/0003' },
    },
  ],
  projects: [{ id: 'pr-1', code: 'AF-CUC', name: 'Configuratore cucine', status: 'attivo' }],
  proposal: { id: PROPOSAL_ID, number: '2025/0031' },
  referent: { name: 'Marco Bianchi', email: 'marco.bianchi@demo.portale.it' },
  ...overrides,
});

export const preInvoice = (overrides: Partial<ClientPortalPreInvoice> = {}): ClientPortalPreInvoice => ({
  id: PRE_INVOICE_ID,
  number: 'PF-2026/0003',
  status: 'fatturata',
  issue_date: '2026-03-01',
  due_date: '2026-03-31',
  causale: 'Canone di febbraio',
  taxable_cents: 120_000,
  vat_cents: 26_400,
  total_cents: 146_400,
  amount_due_cents: 146_400,
  invoice_number: 'FT-2026/17',
  invoice_date: '2026-03-02',
  period_from: null,
  period_to: null,
  contract: { id: CONTRACT_ID, number: 'C-2026/0007' },
  project: null,
  lines: [
    {
      kind: 'item',
      description: 'Canone di manutenzione, febbraio 2026',
      quantity: 1,
      unit: null,
      unit_price_cents: 120_000,
      discount_percent: 0,
      vat_rate: 22,
      natura: null,
      withholding: false,
    },
  ],
  split_payment: false,
  charge_stamp_duty: true,
  withholding: null,
  ...overrides,
});
