import type { ClientKind, InvoiceLine, PreInvoiceSource, PreInvoiceStatus, WithholdingInput } from '@portale/shared';

/** A pre-invoice as the queries read it: its row with the client's, contract's and people's names. */
export interface PreInvoiceRow {
  id: string;
  number: string;
  status: PreInvoiceStatus;
  source: PreInvoiceSource;
  client_id: string;
  client_name: string;
  client_kind: ClientKind;
  client_vat_number: string | null;
  client_tax_code: string | null;
  contract_id: string | null;
  contract_number: string | null;
  contract_title: string | null;
  contract_value_cents: number | string | null;
  project_id: string | null;
  period_from: string | null;
  period_to: string | null;
  issue_date: string;
  due_date: string | null;
  causale: string;
  lines: InvoiceLine[];
  split_payment: boolean;
  charge_stamp_duty: boolean;
  withholding: WithholdingInput | null;
  taxable_cents: number | string;
  vat_cents: number | string;
  total_cents: number | string;
  amount_due_cents: number | string;
  invoice_number: string | null;
  invoice_date: string | null;
  approved_at: Date | string | null;
  approved_by: string | null;
  approved_by_name: string | null;
  invoiced_at: Date | string | null;
  invoiced_by: string | null;
  invoiced_by_name: string | null;
  notes: string;
  version: number;
  created_by: string | null;
  created_by_name: string | null;
  created_at: Date | string;
  updated_at: Date | string;
}
