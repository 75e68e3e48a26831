import type { AnalyticsExportQuery, AnalyticsGroup, AnalyticsReportKind } from '@portale/shared';
import type { Actor } from '@/platform/auth/actor';
import type { Db } from '@/platform/db/database';
import { type CsvCell, toCsv } from '@/platform/export/csv';
import { buildXlsx, type XlsxColumn } from '@/platform/export/xlsx';
import { canSeeMoney } from '../projects/access';
import { budgetReport } from './budget';
import { hoursReport, round2 } from './hours';
import { utilisationReport } from './utilisation';

const FILE_NAMES: Record<AnalyticsReportKind, string> = {
  project: 'ore-per-progetto',
  person: 'ore-per-persona',
  client: 'ore-per-cliente',
  month: 'ore-per-mese',
  utilisation: 'utilizzo',
  budget: 'budget-progetti',
};

const SHEET_NAMES: Record<AnalyticsReportKind, string> = {
  project: 'Ore per progetto',
  person: 'Ore per persona',
  client: 'Ore per cliente',
  month: 'Ore per mese',
  utilisation: 'Utilizzo',
  budget: 'Budget',
};

const FIRST_COLUMNS: Record<AnalyticsGroup, XlsxColumn[]> = {
  project: [
    { header: 'Codice', width: 14 },
    { header: 'Progetto', width: 36 },
  ],
  person: [
    { header: 'Persona', width: 30 },
    { header: 'Utente', width: 18 },
  ],
  client: [{ header: 'Cliente', width: 36 }],
  month: [
    { header: 'Mese', width: 10 },
    { header: 'Descrizione', width: 18 },
  ],
};

const num = (header: string, width = 14): XlsxColumn => ({ header, kind: 'number', width });

export interface ExportFile {
  filename: string;
  contentType: string;
  body: string | Buffer;
}

interface Table {
  columns: XlsxColumn[];
  rows: (string | number | null)[][];
}

type Cell = string | number | null;
/** A column and how a row fills it; `money` columns are left out of the file for anyone without view_all_invoices. */
type Field<R> = [column: XlsxColumn, cell: (row: R) => Cell | undefined, money?: 'money'];

function tableFrom<R>(fields: Field<R>[], rows: R[], money: boolean): Table {
  const shown = fields.filter(([, , kind]) => money || kind !== 'money');
  return {
    columns: shown.map(([column]) => column),
    rows: rows.map((row) => shown.map(([, cell]) => cell(row) ?? null)),
  };
}

async function tableOf(
  db: Db,
  actor: Actor,
  query: AnalyticsExportQuery,
): Promise<Table & { from: string; to: string }> {
  const { report, format: _format, ...filters } = query;
  if (report === 'utilisation') {
    const data = await utilisationReport(db, actor, filters);
    return {
      from: data.from,
      to: data.to,
      columns: [
        { header: 'Persona', width: 30 },
        { header: 'Utente', width: 18 },
        num('Ore settimanali'),
        num('Capacità (ore)'),
        num('Ore registrate'),
        num('Ore fatturabili'),
        num('Utilizzo %'),
        num('Ore registrate su capacità %', 16),
      ],
      rows: data.rows.map((r) => [
        r.name,
        r.username,
        r.weekly_hours,
        r.capacity_hours,
        r.logged_hours,
        r.billable_hours,
        r.utilisation_pct,
        r.logged_pct,
      ]),
    };
  }
  const money = canSeeMoney(actor);
  if (report === 'budget') {
    const data = await budgetReport(db, actor, filters);
    type Row = (typeof data.rows)[number];
    const fields: Field<Row>[] = [
      [{ header: 'Codice', width: 14 }, (r) => r.code],
      [{ header: 'Progetto', width: 36 }, (r) => r.name],
      [{ header: 'Cliente', width: 28 }, (r) => r.client?.name ?? ''],
      [num('Budget ore'), (r) => r.budget_hours],
      [num('Ore consumate'), (r) => r.consumed_hours],
      [num('Ore consumate %'), (r) => r.hours_pct],
      [num('Budget €'), (r) => r.budget_amount, 'money'],
      [num('Valore consumato €'), (r) => r.consumed_amount, 'money'],
      [num('Valore consumato %'), (r) => r.amount_pct, 'money'],
      [num('Costo €'), (r) => r.cost, 'money'],
      [num('Ore nel periodo'), (r) => r.period_hours],
      [{ header: 'Fuori budget', width: 12 }, (r) => (r.over_budget ? 'Sì' : 'No')],
    ];
    return { from: data.from, to: data.to, ...tableFrom(fields, data.rows, money) };
  }
  const data = await hoursReport(db, actor, { ...filters, group_by: report });
  type Row = (typeof data.rows)[number];
  const first: Field<Row>[] =
    report === 'project'
      ? [
          [FIRST_COLUMNS.project[0]!, (r) => r.detail],
          [FIRST_COLUMNS.project[1]!, (r) => r.label],
        ]
      : report === 'person'
        ? [
            [FIRST_COLUMNS.person[0]!, (r) => r.label],
            [FIRST_COLUMNS.person[1]!, (r) => r.detail],
          ]
        : report === 'client'
          ? [[FIRST_COLUMNS.client[0]!, (r) => r.label]]
          : [
              [FIRST_COLUMNS.month[0]!, (r) => r.key],
              [FIRST_COLUMNS.month[1]!, (r) => r.label],
            ];
  const fields: Field<Row>[] = [
    ...first,
    [num('Ore'), (r) => round2(r.hours)],
    [num('Ore fatturabili'), (r) => round2(r.billable_hours)],
    [num('Ore non fatturabili', 18), (r) => round2(r.non_billable_hours)],
    [num('Valore €'), (r) => r.amount, 'money'],
    [num('Costo €'), (r) => r.cost, 'money'],
  ];
  return { from: data.from, to: data.to, ...tableFrom(fields, data.rows, money) };
}

/** The report as a file, named like ore-per-progetto-2026-01-01_2026-12-31.xlsx. */
export async function exportReport(db: Db, actor: Actor, query: AnalyticsExportQuery): Promise<ExportFile> {
  const table = await tableOf(db, actor, query);
  const base = `${FILE_NAMES[query.report]}-${table.from}_${table.to}`;
  if (query.format === 'csv') {
    return {
      filename: `${base}.csv`,
      contentType: 'text/csv; charset=utf-8',
      body: toCsv(
        table.columns.map((c) => c.header),
        table.rows as CsvCell[][],
      ),
    };
  }
  return {
    filename: `${base}.xlsx`,
    contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    body: buildXlsx(SHEET_NAMES[query.report], table.columns, table.rows),
  };
}
