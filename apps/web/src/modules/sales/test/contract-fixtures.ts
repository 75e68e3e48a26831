import type { Contract, ContractListItem, Proposal } from '@portale/shared';
import { CLIENT_ID, OWNER_ID } from './fixtures';

// Contracts as the API answers them, for the contracts pages' tests.

export const CONTRACT_ID = '7a2b3c4d-5e6f-4a70-8b9c-0d1e2f3a4b5c';
export const PROPOSAL_ID = '8b3c4d5e-6f70-4a81-9cad-1e2f3a4b5c6d';
export const PROJECT_ID = '9c4d5e6f-7081-4b92-8dbe-2f3a4b5c6d7e';
export const PRE_INVOICE_ID = 'ad5e6f70-8192-4ca3-9ecf-3a4b5c6d7e8f';

export const contractItem = (overrides: Partial<ContractListItem> = {}): ContractListItem => ({
  id: CONTRACT_ID,
  number: 'C-2026/0007',
  title: 'Assistenza gestionale',
  client: { id: CLIENT_ID, name: 'Mobilificio Brianzolo S.r.l.' },
  type: 'a_corpo',
  status: 'attivo',
  fee_period: null,
  start_date: '2026-01-01',
  end_date: '2026-12-31',
  auto_renew: true,
  renewal_months: 12,
  notice_days: 90,
  notice_deadline: '2026-10-02',
  expiring: false,
  owner: { id: OWNER_ID, name: 'Marco Bianchi' },
  value_cents: 1_200_000,
  version: 3,
  updated_at: '2026-11-24T09:00:00.000Z',
  ...overrides,
});

export const contract = (overrides: Partial<Contract> = {}): Contract => ({
  ...contractItem(),
  proposal: null,
  signed_on: '2025-12-20',
  terminated_on: null,
  notes: 'Assistenza in orario d’ufficio.',
  milestones: [
    {
      id: 'be6f7081-92a3-4db4-8fd0-4b5c6d7e8f90',
      position: 0,
      description: 'Anticipo',
      due_date: '2026-01-15',
      amount_cents: null,
      percent: 30,
      billed_cents: 360_000,
      status: 'fatturata',
      pre_invoice: { id: PRE_INVOICE_ID, number: 'PF-2026/0003' },
    },
    {
      id: 'cf708192-a3b4-4ec5-9fe1-5c6d7e8f90a1',
      position: 1,
      description: 'Saldo',
      due_date: '2026-12-31',
      amount_cents: 840_000,
      percent: null,
      billed_cents: 840_000,
      status: 'da_fatturare',
      pre_invoice: null,
    },
  ],
  projects: [{ id: PROJECT_ID, code: 'MOB-01', name: 'Gestionale', status: 'attivo', deleted: false }],
  reminders: [],
  activity: [
    {
      id: 'a-1',
      action: 'contract.activated',
      actor_name: 'Marco Bianchi',
      created_at: '2025-12-20T10:00:00.000Z',
      fields: [],
      date: '2025-12-20',
      name: null,
      count: null,
    },
  ],
  created_by: { id: OWNER_ID, name: 'Marco Bianchi' },
  created_at: '2025-12-01T09:00:00.000Z',
  can_edit: true,
  can_delete: false,
  can_see_money: true,
  projects_available: true,
  ...overrides,
});

/** A contract as a reader without view_all_invoices gets it: no value, no amounts. */
export function withoutMoney(c: Contract): Contract {
  const { value_cents: _value, ...rest } = c;
  return {
    ...rest,
    can_see_money: false,
    milestones: c.milestones.map(({ amount_cents: _a, billed_cents: _b, ...m }) => m),
  };
}

export const proposal = (overrides: Partial<Proposal> = {}): Proposal => ({
  id: PROPOSAL_ID,
  number: '2026/0042',
  title: 'Nuovo e-commerce',
  client: { id: CLIENT_ID, name: 'Mobilificio Brianzolo S.r.l.' },
  stage: { id: 's-1', name: 'Trattativa', pipeline_id: 'p-1', pipeline_name: 'Vendite' },
  status: 'accettata',
  issue_date: '2026-10-01',
  valid_until: '2026-10-31',
  owner: { id: OWNER_ID, name: 'Marco Bianchi' },
  taxable_cents: 2_450_000,
  total_cents: 2_989_000,
  board_rank: 1,
  version: 2,
  updated_at: '2026-10-20T09:00:00.000Z',
  contact: null,
  lines: [],
  split_payment: false,
  charge_stamp_duty: false,
  withholding: null,
  vat_cents: 539_000,
  terms: '',
  notes: '',
  sent_at: '2026-10-02T09:00:00.000Z',
  decision: null,
  expired_at: null,
  contract: null,
  project: null,
  created_at: '2026-10-01T09:00:00.000Z',
  can_edit: true,
  can_see_money: true,
  ...overrides,
});
