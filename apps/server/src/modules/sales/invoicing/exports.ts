import {
  computeInvoiceTotals,
  NATURA_LABELS,
  PRE_INVOICE_DISCLAIMER,
  PRE_INVOICE_SOURCE_LABELS,
  PRE_INVOICE_STATUS_LABELS,
  type PreInvoiceListQuery,
  STAMP_DUTY_CENTS,
  STAMP_DUTY_LINE_DESCRIPTION,
} from '@portale/shared';
import { sql } from 'drizzle-orm';
import type { Db } from '@/platform/db/database';
import { type CsvCell, toCsv } from '@/platform/export/csv';
import { buildXlsx, type XlsxColumn, type XlsxValue } from '@/platform/export/xlsx';
import { preInvoiceFilterSql, preInvoiceOrderSql, preInvoiceRowsWhere, projectRefsOf } from './queries';
import type { PreInvoiceRow } from './row';

// The accountant's files (docs/sales.md): one pre-invoice line by line with its VAT summary and totals, or the
// filtered list one pre-invoice per row; each as CSV (Excel in Italian: UTF-8 with BOM, ';', decimal comma) or
// XLSX with real numbers and dates. Every file ends with the disclaimer: a pre-invoice is not an invoice.

export type ExportFormat = 'csv' | 'xlsx';

export interface ExportFile {
  filename: string;
  contentType: string;
  body: string | Buffer;
}

const CONTENT_TYPES: Record<ExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

const euro = (cents: number) => cents / 100;
/** `PF-2026/0003` → `PF-2026-0003`, safe in a file name. */
export const fileStem = (number: string) => number.replace(/[^A-Za-z0-9-]/g, '-');

function fileOf(
  format: ExportFormat,
  stem: string,
  sheet: string,
  columns: XlsxColumn[],
  rows: XlsxValue[][],
): ExportFile {
  return {
    filename: `${stem}.${format}`,
    contentType: CONTENT_TYPES[format],
    body:
      format === 'xlsx'
        ? buildXlsx(sheet, columns, rows)
        : toCsv(
            columns.map((c) => c.header),
            rows as CsvCell[][],
          ),
  };
}

const LINE_COLUMNS: XlsxColumn[] = [
  { header: 'Riga', kind: 'integer', width: 6 },
  { header: 'Descrizione', width: 50 },
  { header: 'Quantità', kind: 'number', width: 10 },
  { header: 'Unità', width: 8 },
  { header: 'Prezzo unitario (€)', kind: 'number', width: 16 },
  { header: 'Sconto %', kind: 'number', width: 10 },
  { header: 'Aliquota IVA %', kind: 'number', width: 14 },
  { header: 'Natura', width: 8 },
  { header: 'Imponibile (€)', kind: 'number', width: 14 },
  { header: 'IVA (€)', kind: 'number', width: 12 },
];

/** One pre-invoice: a heading block, its lines, the VAT summary and the totals, in one sheet. */
export function preInvoiceFile(row: PreInvoiceRow, format: ExportFormat): ExportFile {
  const totals = computeInvoiceTotals(row.lines, row);
  const blank = (text: string | null = null, amount: number | null = null, vat: number | null = null): XlsxValue[] => [
    null,
    text,
    null,
    null,
    null,
    null,
    null,
    null,
    amount,
    vat,
  ];
  const rows: XlsxValue[][] = [
    blank(`Pre-fattura ${row.number} del ${row.issue_date} — ${PRE_INVOICE_STATUS_LABELS[row.status]}`),
    blank(
      `Cliente: ${row.client_name}${row.client_vat_number ? ` — P. IVA ${row.client_vat_number}` : ''}${row.client_tax_code ? ` — C.F. ${row.client_tax_code}` : ''}`,
    ),
    ...(row.due_date ? [blank(`Scadenza del pagamento: ${row.due_date}`)] : []),
    ...(row.invoice_number ? [blank(`Fattura ${row.invoice_number} del ${row.invoice_date}`)] : []),
    ...(row.causale ? [blank(`Causale: ${row.causale}`)] : []),
    blank(),
    ...row.lines.map((line, index): XlsxValue[] => [
      index + 1,
      line.description,
      line.quantity,
      line.unit,
      euro(line.unit_price_cents),
      line.discount_percent || null,
      line.vat_rate,
      line.natura,
      euro(totals.line_totals_cents[index] ?? 0),
      null,
    ]),
    ...(totals.stamp_duty.charged
      ? [
          [
            row.lines.length + 1,
            STAMP_DUTY_LINE_DESCRIPTION,
            1,
            null,
            euro(STAMP_DUTY_CENTS),
            null,
            0,
            'N1',
            euro(STAMP_DUTY_CENTS),
            null,
          ],
        ]
      : []),
    blank(),
    ...totals.vat_summary.map((summary) =>
      blank(
        summary.natura
          ? `Riepilogo ${summary.natura} — ${NATURA_LABELS[summary.natura]}`
          : `Riepilogo IVA ${String(summary.vat_rate).replace('.', ',')}%${summary.esigibilita === 'S' ? ' (scissione dei pagamenti)' : ''}`,
        euro(summary.taxable_cents),
        euro(summary.vat_cents),
      ),
    ),
    blank('Totale imponibile', euro(totals.taxable_cents)),
    blank('Totale IVA', null, euro(totals.vat_cents)),
    ...(totals.stamp_duty.due
      ? [
          blank(
            `Imposta di bollo${totals.stamp_duty.charged ? ' (addebitata al cliente)' : ''}`,
            euro(STAMP_DUTY_CENTS),
          ),
        ]
      : []),
    blank('Totale documento', euro(totals.total_cents)),
    ...(totals.withholding
      ? [
          blank(
            `Ritenuta d'acconto ${String(totals.withholding.rate).replace('.', ',')}%`,
            -euro(totals.withholding.amount_cents),
          ),
        ]
      : []),
    blank('Netto a pagare', euro(totals.amount_due_cents)),
    blank(),
    blank(PRE_INVOICE_DISCLAIMER),
  ];
  return fileOf(format, `pre-fattura-${fileStem(row.number)}`, row.number, LINE_COLUMNS, rows);
}

const LIST_COLUMNS: XlsxColumn[] = [
  { header: 'Numero', width: 14 },
  { header: 'Stato', width: 11 },
  { header: 'Origine', width: 22 },
  { header: 'Data', kind: 'date', width: 12 },
  { header: 'Scadenza', kind: 'date', width: 12 },
  { header: 'Cliente', width: 32 },
  { header: 'Partita IVA', width: 15 },
  { header: 'Codice fiscale', width: 18 },
  { header: 'Contratto', width: 14 },
  { header: 'Progetto', width: 24 },
  { header: 'Periodo dal', kind: 'date', width: 12 },
  { header: 'Periodo al', kind: 'date', width: 12 },
  { header: 'Causale', width: 40 },
  { header: 'Imponibile (€)', kind: 'number', width: 14 },
  { header: 'IVA (€)', kind: 'number', width: 12 },
  { header: 'Totale (€)', kind: 'number', width: 14 },
  { header: 'Netto a pagare (€)', kind: 'number', width: 16 },
  { header: 'Fattura n.', width: 12 },
  { header: 'Data fattura', kind: 'date', width: 12 },
];

/** At most this many rows in one list export: a year of an SME's pre-invoices many times over. */
export const LIST_EXPORT_MAX = 10_000;

/** The list with its filters and sort, one pre-invoice per row. */
export async function preInvoiceListFile(
  db: Db,
  query: Omit<PreInvoiceListQuery, 'page' | 'per_page'>,
  format: ExportFormat,
): Promise<ExportFile> {
  const rows = await preInvoiceRowsWhere(
    db,
    preInvoiceFilterSql(query),
    sql`order by ${preInvoiceOrderSql(query.sort)} limit ${LIST_EXPORT_MAX}`,
  );
  const projects = await projectRefsOf(db, rows);
  const values = rows.map((row): XlsxValue[] => {
    const project = row.project_id ? projects.get(row.project_id) : undefined;
    return [
      row.number,
      PRE_INVOICE_STATUS_LABELS[row.status],
      PRE_INVOICE_SOURCE_LABELS[row.source],
      row.issue_date,
      row.due_date,
      row.client_name,
      row.client_vat_number,
      row.client_tax_code,
      row.contract_number,
      project ? `${project.code} ${project.name}` : null,
      row.period_from,
      row.period_to,
      row.causale,
      euro(Number(row.taxable_cents)),
      euro(Number(row.vat_cents)),
      euro(Number(row.total_cents)),
      euro(Number(row.amount_due_cents)),
      row.invoice_number,
      row.invoice_date,
    ];
  });
  values.push([], [PRE_INVOICE_DISCLAIMER]);
  return fileOf(format, `pre-fatture-${new Date().toISOString().slice(0, 10)}`, 'Pre-fatture', LIST_COLUMNS, values);
}
