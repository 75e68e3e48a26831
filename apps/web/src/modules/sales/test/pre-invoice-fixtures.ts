import { computeInvoiceTotals, type InvoiceLine, type PreInvoice, type PreInvoiceListItem } from '@portale/shared';
import { CONTRACT_ID } from './contract-fixtures';
import { CLIENT_ID, OWNER_ID } from './fixtures';

// Pre-invoices as the API answers them, for the pre-invoices pages' tests.

export const PRE_INVOICE = 'e1f2a3b4-c5d6-4e7f-8a9b-0c1d2e3f4a5b';
export const T_M_PROJECT = 'f2a3b4c5-d6e7-4f8a-9b0c-1d2e3f4a5b6c';
export const MILESTONE_IDS = ['a3b4c5d6-e7f8-4a9b-8c0d-1e2f3a4b5c6d', 'b4c5d6e7-f8a9-4b0c-9d1e-2f3a4b5c6d7e'] as const;

export const preInvoiceItem = (overrides: Partial<PreInvoiceListItem> = {}): PreInvoiceListItem => ({
  id: PRE_INVOICE,
  number: 'PF-2026/0007',
  status: 'bozza',
  source: 'manuale',
  client: { id: CLIENT_ID, name: 'Mobilificio Brianzolo S.r.l.' },
  contract: null,
  project: null,
  period_from: null,
  period_to: null,
  issue_date: '2026-11-20',
  due_date: '2026-12-20',
  causale: 'Consulenza di novembre',
  taxable_cents: 100_000,
  vat_cents: 22_000,
  total_cents: 122_000,
  amount_due_cents: 122_000,
  invoice_number: null,
  invoice_date: null,
  version: 2,
  created_at: '2026-11-20T09:00:00.000Z',
  updated_at: '2026-11-21T09:00:00.000Z',
  ...overrides,
});

const LINES: InvoiceLine[] = [
  {
    kind: 'item',
    description: 'Consulenza',
    quantity: 8,
    unit: 'ore',
    unit_price_cents: 12_500,
    discount_percent: 0,
    vat_rate: 22,
    natura: null,
    withholding: false,
  },
];

/** A stored pre-invoice; the totals follow its lines and options by the shared rules. */
export const preInvoice = (overrides: Partial<PreInvoice> = {}): PreInvoice => {
  const base: PreInvoice = {
    ...preInvoiceItem(),
    client: {
      id: CLIENT_ID,
      name: 'Mobilificio Brianzolo S.r.l.',
      kind: 'company',
      vat_number: '12345678903',
      tax_code: null,
    },
    lines: LINES,
    split_payment: false,
    charge_stamp_duty: true,
    withholding: null,
    totals: computeInvoiceTotals(LINES, { split_payment: false, charge_stamp_duty: true, withholding: null }),
    notes: '',
    milestones: [],
    approved: null,
    invoiced: null,
    created_by: { id: OWNER_ID, name: 'Marco Bianchi' },
    xml_missing: [],
    can_edit: true,
    transitions: ['approve'],
    ...overrides,
  };
  const totals = computeInvoiceTotals(base.lines, base);
  return {
    ...base,
    totals,
    taxable_cents: totals.taxable_cents,
    vat_cents: totals.vat_cents,
    total_cents: totals.total_cents,
    amount_due_cents: totals.amount_due_cents,
  };
};

export const contractRef = { id: CONTRACT_ID, number: 'C-2026/0007', title: 'Assistenza gestionale' };
