import {
  CLIENT_CSV_COLUMNS,
  CLIENT_IMPORT_MAX_ROWS,
  CLIENT_KIND_LABELS,
  CLIENT_SIZE_LABELS,
  CLIENT_SIZES,
  CLIENT_STATUS_LABELS,
  CLIENT_STATUSES,
  ClientCreate,
  type ClientCsvColumn,
  type ClientImportPreview,
  type ClientImportResult,
  type ClientListQuery,
  clientDisplayName,
} from '@portale/shared';
import { sql } from 'drizzle-orm';
import { audited } from '@/platform/audit/audited';
import type { Actor } from '@/platform/auth/actor';
import { type Db, selectRows } from '@/platform/db/database';
import { parseCsv, toCsv } from '@/platform/export/csv';
import { badRequest } from '@/platform/http/errors';
import { clientFilterSql, clientRowsWhere } from './queries';
import { insertClient } from './service';

// CSV export and import of clients, with the same Italian columns both ways (an exported file imports back), `;` and
// a BOM for Excel (platform/export/csv.ts). The import is previewed with every row's errors, then committed.

const label = (labels: Record<string, string>, key: string | null) => (key ? (labels[key] ?? key) : '');

export async function exportClientsCsv(db: Db, query: Omit<ClientListQuery, 'page' | 'per_page'>): Promise<string> {
  const rows = await clientRowsWhere(db, clientFilterSql(query), sql`order by lower(cc.name), cc.id`);
  const values = rows.map((row) => {
    const cells: Record<ClientCsvColumn, string | null> = {
      kind: label(CLIENT_KIND_LABELS, row.kind),
      name: row.kind === 'company' ? row.name : '',
      first_name: row.first_name,
      last_name: row.last_name,
      vat_number: row.vat_number,
      tax_code: row.tax_code,
      sdi_code: row.sdi_code,
      pec: row.pec,
      street: row.street,
      postal_code: row.postal_code,
      city: row.city,
      province: row.province,
      country: row.country,
      ateco_code: row.ateco_code,
      size: label(CLIENT_SIZE_LABELS, row.size),
      status: label(CLIENT_STATUS_LABELS, row.status),
      tags: row.tags.join(', '),
      notes: row.notes,
    };
    return CLIENT_CSV_COLUMNS.map((column) => cells[column.key]);
  });
  return toCsv(
    CLIENT_CSV_COLUMNS.map((column) => column.header),
    values,
  );
}

const fold = (value: string) =>
  value
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .trim()
    .toLowerCase();

/** A value given as its key or as its Italian label (as the export writes it), or undefined when unknown. */
function keyOf<K extends string>(keys: readonly K[], labels: Record<K, string>, value: string): K | undefined {
  const wanted = fold(value).replace(/\s+/g, '_');
  return keys.find((key) => key === wanted || fold(labels[key]).replace(/\s+/g, '_') === wanted);
}

interface ParsedRow {
  line: number;
  name: string;
  errors: Record<string, string[]>;
  input: ClientCreate | null;
}

interface ParsedFile {
  rows: ParsedRow[];
  fileErrors: string[];
}

function addError(errors: Record<string, string[]>, field: string, message: string) {
  errors[field] = [...(errors[field] ?? []), message];
}

/** Reads the file, checks every row with the create schema, then against the clients already stored and each other. */
async function parseImport(db: Db, csv: string): Promise<ParsedFile> {
  const table = parseCsv(csv);
  const [header, ...body] = table;
  if (!header) return { rows: [], fileErrors: ['Il file CSV è vuoto'] };
  const byHeader = new Map<string, ClientCsvColumn>();
  for (const column of CLIENT_CSV_COLUMNS) {
    byHeader.set(fold(column.header), column.key);
    byHeader.set(column.key, column.key);
  }
  const columns = header.map((cell) => byHeader.get(fold(cell)));
  const fileErrors: string[] = [];
  if (!columns.includes('name') && !(columns.includes('first_name') && columns.includes('last_name')))
    fileErrors.push('Il file non ha la colonna «Ragione sociale» (o le colonne «Nome» e «Cognome»)');
  if (body.length > CLIENT_IMPORT_MAX_ROWS)
    fileErrors.push(`Il file ha ${body.length} righe: al massimo ${CLIENT_IMPORT_MAX_ROWS} per importazione`);
  if (fileErrors.length > 0) return { rows: [], fileErrors };

  const rows: ParsedRow[] = body.map((cells, index) => {
    const raw: Partial<Record<ClientCsvColumn, string>> = {};
    columns.forEach((key, at) => {
      if (key) raw[key] = (cells[at] ?? '').trim();
    });
    const errors: Record<string, string[]> = {};
    let kind = raw.name || !(raw.first_name || raw.last_name) ? ('company' as const) : ('person' as const);
    if (raw.kind) {
      const given = keyOf(['company', 'person'] as const, CLIENT_KIND_LABELS, raw.kind);
      if (given) kind = given;
      else addError(errors, 'kind', 'Tipo non valido: Azienda o Persona fisica');
    }
    const status = raw.status ? keyOf(CLIENT_STATUSES, CLIENT_STATUS_LABELS, raw.status) : 'lead';
    if (!status) addError(errors, 'status', 'Stato non valido: Lead, Prospect, Cliente o Ex cliente');
    const size = raw.size ? keyOf(CLIENT_SIZES, CLIENT_SIZE_LABELS, raw.size) : null;
    if (size === undefined) addError(errors, 'size', 'Dimensione non valida: micro, piccola, media o grande');
    const parsed = ClientCreate.safeParse({
      kind,
      name: raw.name ?? null,
      first_name: raw.first_name ?? null,
      last_name: raw.last_name ?? null,
      vat_number: raw.vat_number ?? null,
      tax_code: raw.tax_code ?? null,
      sdi_code: raw.sdi_code ?? null,
      pec: raw.pec ?? null,
      street: raw.street ?? null,
      postal_code: raw.postal_code ?? null,
      city: raw.city ?? null,
      province: raw.province ?? null,
      country: raw.country || 'IT',
      ateco_code: raw.ateco_code ?? null,
      size: size ?? null,
      status: status ?? 'lead',
      tags: (raw.tags ?? '')
        .split(/[,|]/)
        .map((tag) => tag.trim())
        .filter(Boolean),
      notes: raw.notes ?? '',
    });
    if (!parsed.success)
      for (const issue of parsed.error.issues) addError(errors, String(issue.path[0] ?? '_'), issue.message);
    const name = clientDisplayName({ kind, name: raw.name, first_name: raw.first_name, last_name: raw.last_name });
    return {
      line: index + 2,
      name,
      errors,
      input: parsed.success && Object.keys(errors).length === 0 ? parsed.data : null,
    };
  });
  await markTakenCodes(db, rows);
  return { rows, fileErrors };
}

/** A partita IVA or codice fiscale held by a live client, or by an earlier row of the same file. */
async function markTakenCodes(db: Db, rows: ParsedRow[]): Promise<void> {
  const codes = [...new Set(rows.flatMap((row) => [row.input?.vat_number, row.input?.tax_code]).filter(Boolean))];
  const stored = new Map<string, string>();
  if (codes.length > 0) {
    const list = sql.join(
      codes.map((code) => sql`${code}`),
      sql`, `,
    );
    const found = await selectRows<{ name: string; vat_number: string | null; tax_code: string | null }>(
      db,
      sql`select cc.name, cc.vat_number, cc.tax_code from client_companies cc
        left join sales_clients sc on sc.client_company_id = cc.id
        where sc.archived_at is null and (cc.vat_number in (${list}) or cc.tax_code in (${list}))`,
    );
    for (const row of found) {
      if (row.vat_number) stored.set(`vat_number:${row.vat_number}`, row.name);
      if (row.tax_code) stored.set(`tax_code:${row.tax_code}`, row.name);
    }
  }
  const inFile = new Map<string, number>();
  for (const row of rows) {
    if (!row.input) continue;
    for (const field of ['vat_number', 'tax_code'] as const) {
      const value = row.input[field];
      if (!value) continue;
      const what = field === 'vat_number' ? 'questa partita IVA' : 'questo codice fiscale';
      const owner = stored.get(`${field}:${value}`);
      const earlier = inFile.get(`${field}:${value}`);
      if (owner) addError(row.errors, field, `Esiste già il cliente «${owner}» con ${what}`);
      else if (earlier) addError(row.errors, field, `La riga ${earlier} ha già ${what}`);
      else inFile.set(`${field}:${value}`, row.line);
    }
    if (Object.keys(row.errors).length > 0) row.input = null;
  }
}

export async function previewClientImport(db: Db, csv: string): Promise<ClientImportPreview> {
  const { rows, fileErrors } = await parseImport(db, csv);
  const valid = rows.filter((row) => row.input).length;
  return {
    rows: rows.map(({ line, name, errors }) => ({ line, name, errors })),
    total: rows.length,
    valid,
    invalid: rows.length - valid,
    file_errors: fileErrors,
  };
}

/** Creates the rows without errors in one transaction (all or none of them), and skips the others. */
export async function commitClientImport(db: Db, actor: Actor, csv: string): Promise<ClientImportResult> {
  const { rows, fileErrors } = await parseImport(db, csv);
  if (fileErrors.length > 0) throw badRequest(fileErrors.join(' '));
  const valid = rows.flatMap((row) => (row.input ? [row.input] : []));
  const skipped = rows.length - valid.length;
  await audited(
    db,
    actor,
    async (tx) => {
      for (const input of valid) await insertClient(tx, input);
    },
    { action: 'client.imported', targetType: 'client', details: { created: valid.length, skipped } },
  );
  return { created: valid.length, skipped };
}
