import type { AnalyticsExportQuery, AnalyticsGroup, AnalyticsReportKind } from '@portale/shared';
import type { Actor } from '@/platform/auth/actor';
import type { Db } from '@/platform/db/database';
import { type CsvCell, toCsv } from '@/platform/export/csv';
import { buildXlsx, type XlsxColumn } from '@/platform/export/xlsx';
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
  if (report === 'budget') {
    const data = await budgetReport(db, actor, filters);
    return {
      from: data.from,
      to: data.to,
      columns: [
        { header: 'Codice', width: 14 },
        { header: 'Progetto', width: 36 },
        { header: 'Cliente', width: 28 },
        num('Budget ore'),
        num('Ore consumate'),
        num('Ore consumate %'),
        num('Budget €'),
        num('Valore consumato €'),
        num('Valore consumato %'),
        num('Costo €'),
        num('Ore nel periodo'),
        { header: 'Fuori budget', width: 12 },
      ],
      rows: data.rows.map((r) => [
        r.code,
        r.name,
        r.client_name,
        r.budget_hours,
        r.consumed_hours,
        r.hours_pct,
        r.budget_amount,
        r.consumed_amount,
        r.amount_pct,
        r.cost,
        r.period_hours,
        r.over_budget ? 'Sì' : 'No',
      ]),
    };
  }
  const data = await hoursReport(db, actor, { ...filters, group_by: report });
  const first = (row: (typeof data.rows)[number]): (string | number)[] =>
    report === 'project'
      ? [row.detail, row.label]
      : report === 'person'
        ? [row.label, row.detail]
        : report === 'client'
          ? [row.label]
          : [row.key, row.label];
  return {
    from: data.from,
    to: data.to,
    columns: [
      ...FIRST_COLUMNS[report],
      num('Ore'),
      num('Ore fatturabili'),
      num('Ore non fatturabili', 18),
      num('Valore €'),
      num('Costo €'),
    ],
    rows: data.rows.map((r) => [
      ...first(r),
      round2(r.hours),
      round2(r.billable_hours),
      round2(r.non_billable_hours),
      r.amount,
      r.cost,
    ]),
  };
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
