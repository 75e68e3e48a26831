import type { Board, Pipeline, Proposal, ProposalListItem } from '@portale/shared';
import { CLIENT_ID, OWNER_ID } from './fixtures';

// Proposals and pipelines as the API answers them, for the proposals pages' tests.

export const PROPOSAL_ID = '7a1b2c3d-4e5f-4a6b-8c7d-8e9f0a1b2c3d';
export const CONTACT_ID = '1f2e3d4c-5b6a-4978-8a1b-2c3d4e5f6a7b';
export const PIPELINE_ID = '3b4c5d6e-7f80-4a91-8b2c-3d4e5f6a7b8c';
export const STAGE_IDS = [
  '4c5d6e7f-8091-4a2b-8c3d-4e5f6a7b8c9d',
  '5d6e7f80-91a2-4b3c-8d4e-5f6a7b8c9d0e',
  '6e7f8091-a2b3-4c4d-8e5f-6a7b8c9d0e1f',
] as const;

export const pipeline = (overrides: Partial<Pipeline> = {}): Pipeline => ({
  id: PIPELINE_ID,
  name: 'Vendite',
  position: 0,
  is_default: true,
  stages: [
    { id: STAGE_IDS[0], name: 'Da preparare', position: 0, probability: 10, open_count: 1, open_value_cents: 122000 },
    { id: STAGE_IDS[1], name: 'Offerta inviata', position: 1, probability: 40, open_count: 1, open_value_cents: 61000 },
    { id: STAGE_IDS[2], name: 'In trattativa', position: 2, probability: 70, open_count: 0, open_value_cents: 0 },
  ],
  version: 1,
  ...overrides,
});

export const proposalItem = (overrides: Partial<ProposalListItem> = {}): ProposalListItem => ({
  id: PROPOSAL_ID,
  number: '2026/0042',
  title: 'Nuovo sito e-commerce',
  client: { id: CLIENT_ID, name: 'Mobilificio Brianzolo S.r.l.' },
  stage: { id: STAGE_IDS[0], name: 'Da preparare', pipeline_id: PIPELINE_ID, pipeline_name: 'Vendite' },
  status: 'bozza',
  issue_date: '2026-11-20',
  valid_until: '2026-12-20',
  owner: { id: OWNER_ID, name: 'Marco Bianchi' },
  taxable_cents: 100000,
  total_cents: 122000,
  board_rank: 1,
  version: 2,
  updated_at: '2026-11-24T09:00:00.000Z',
  ...overrides,
});

export const proposal = (overrides: Partial<Proposal> = {}): Proposal => ({
  ...proposalItem(),
  contact: { id: CONTACT_ID, name: 'Anna Colombo', email: 'anna@mobilificio.it' },
  lines: [
    {
      kind: 'item',
      description: 'Sviluppo del negozio online',
      quantity: 10,
      unit: 'gg',
      unit_price_cents: 10000,
      discount_percent: 0,
      vat_rate: 22,
      natura: null,
      withholding: false,
    },
  ],
  split_payment: false,
  charge_stamp_duty: true,
  withholding: null,
  vat_cents: 22000,
  terms: 'Pagamento a 30 giorni data fattura.',
  notes: '',
  sent_at: null,
  decision: null,
  expired_at: null,
  contract: null,
  project: null,
  created_at: '2026-11-20T09:00:00.000Z',
  can_edit: true,
  can_see_money: true,
  ...overrides,
});

/** The board of the default pipeline: one draft in the first stage, one sent in the second. */
export const board = (overrides: Partial<Board> = {}): Board => ({
  pipeline: pipeline(),
  stages: [
    { stage_id: STAGE_IDS[0], cards: [proposalItem()], total: 1, value_cents: 100000 },
    {
      stage_id: STAGE_IDS[1],
      cards: [
        proposalItem({
          id: '8b2c3d4e-5f60-4b7c-8d8e-9f0a1b2c3d4e',
          number: '2026/0043',
          title: 'Manutenzione annuale',
          status: 'inviata',
          stage: { id: STAGE_IDS[1], name: 'Offerta inviata', pipeline_id: PIPELINE_ID, pipeline_name: 'Vendite' },
          taxable_cents: 50000,
          total_cents: 61000,
          version: 5,
        }),
      ],
      total: 1,
      value_cents: 50000,
    },
    { stage_id: STAGE_IDS[2], cards: [], total: 0, value_cents: 0 },
  ],
  outcomes: {
    accettata: { cards: [], total: 0, value_cents: 0 },
    rifiutata: { cards: [], total: 0, value_cents: 0 },
    scaduta: { cards: [], total: 0, value_cents: 0 },
  },
  can_edit: true,
  can_see_money: true,
  ...overrides,
});
