import { CONTRACT_TYPE_LABELS, EMPLOYEE_STATUS_LABELS, type EmployeeExportQuery } from '@portale/shared';
import type { Actor } from '@/platform/auth/actor';
import type { Db } from '@/platform/db/database';
import { toCsv } from '@/platform/export/csv';
import { buildXlsx, type XlsxColumn } from '@/platform/export/xlsx';
import { allEmployees } from './queries';

export interface ExportFile {
  filename: string;
  contentType: string;
  body: string | Buffer;
}

/** The filtered list without sensitive fields, as CSV or XLSX. */
export async function exportEmployees(db: Db, actor: Actor, query: EmployeeExportQuery): Promise<ExportFile> {
  const { format, ...filters } = query;
  const rows = await allEmployees(db, actor, filters);
  const columns: XlsxColumn[] = [
    { header: 'Matricola', width: 12 },
    { header: 'Cognome', width: 18 },
    { header: 'Nome', width: 16 },
    { header: 'Nome utente', width: 18 },
    { header: 'E-mail', width: 30 },
    { header: 'Mansione', width: 26 },
    { header: 'Dipartimento', width: 20 },
    { header: 'Responsabile', width: 24 },
    { header: 'Sede', width: 16 },
    { header: 'Tipo contratto', width: 20 },
    { header: 'Part-time %', kind: 'integer', width: 12 },
    { header: 'CCNL', width: 24 },
    { header: 'Livello', width: 10 },
    { header: 'Data assunzione', kind: 'date', width: 14 },
    { header: 'Data cessazione', kind: 'date', width: 14 },
    { header: 'Telefono lavoro', width: 18 },
    { header: 'Stato', width: 14 },
  ];
  const values = rows.map((r) => [
    r.employee_number,
    r.last_name,
    r.first_name,
    r.username,
    r.email,
    r.job_title,
    r.department_name,
    r.manager_name,
    r.work_location_name,
    r.contract_type
      ? (CONTRACT_TYPE_LABELS[r.contract_type as keyof typeof CONTRACT_TYPE_LABELS] ?? r.contract_type)
      : null,
    r.part_time_pct,
    r.ccnl,
    r.ccnl_level_code,
    r.hire_date,
    r.termination_date,
    r.work_phone,
    EMPLOYEE_STATUS_LABELS[r.status] ?? r.status,
  ]);
  const stamp = new Date().toISOString().slice(0, 10);
  if (format === 'xlsx') {
    return {
      filename: `dipendenti-${stamp}.xlsx`,
      contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      body: buildXlsx('Dipendenti', columns, values),
    };
  }
  return {
    filename: `dipendenti-${stamp}.csv`,
    contentType: 'text/csv; charset=utf-8',
    body: toCsv(
      columns.map((c) => c.header),
      values,
    ),
  };
}
