import {
  COUNTRY_ITALY,
  isPersonalCodiceFiscale,
  normalizePartitaIva,
  partitaIvaError,
  type TenantConfig,
} from '@portale/shared';
import { sql } from 'drizzle-orm';
import { type Db, selectRows } from '@/platform/db/database';
import { getTenantConfig } from '@/platform/tenant/tenant-config';
import type { FatturaPaBuyer, FatturaPaInput, FatturaPaSeller } from './fatturapa/types';
import type { PreInvoiceRow } from './row';

// What the FatturaPA XML of a pre-invoice is built from: the pre-invoice, its client (the CRM's record) and the
// company's settings. Anything the XSD or the SDI would refuse is listed, in Italian, instead of writing an invalid
// document: the page shows the list and the XML download answers 409 with it.

interface BuyerRow {
  kind: 'company' | 'person';
  name: string;
  first_name: string | null;
  last_name: string | null;
  vat_number: string | null;
  tax_code: string | null;
  sdi_code: string | null;
  pec: string | null;
  street: string | null;
  postal_code: string | null;
  city: string | null;
  province: string | null;
  country: string;
}

async function buyerRow(db: Db, clientId: string): Promise<BuyerRow | undefined> {
  const [row] = await selectRows<BuyerRow>(
    db,
    sql`select cc.kind, cc.name, cc.first_name, cc.last_name, cc.vat_number, cc.tax_code, sc.sdi_code, sc.pec,
        sc.street, sc.postal_code, sc.city, sc.province, coalesce(sc.country, 'IT') as country
      from client_companies cc left join sales_clients sc on sc.client_company_id = cc.id where cc.id = ${clientId}`,
  );
  return row;
}

const SETTINGS = 'nelle impostazioni (Amministrazione › Impostazioni)';

function sellerOf(config: TenantConfig, missing: string[]): FatturaPaSeller {
  const { company, invoicing } = config;
  const address = invoicing.address;
  const italian = address.country === COUNTRY_ITALY;
  if (!company.name.trim()) missing.push(`la ragione sociale dell’azienda ${SETTINGS}`);
  if (!company.vat_number || partitaIvaError(company.vat_number) !== null)
    missing.push(`la partita IVA dell’azienda ${SETTINGS}, scheda «Azienda»`);
  const office: string[] = [];
  if (!address.street) office.push('indirizzo');
  if (!address.postal_code) office.push('CAP');
  if (!address.city) office.push('comune');
  if (italian && !address.province) office.push('provincia');
  if (office.length > 0) missing.push(`la sede dell’azienda (${office.join(', ')}) ${SETTINGS}, scheda «Fatturazione»`);
  const [reaOffice = '', reaNumber = ''] = company.rea.split('-');
  return {
    name: company.name,
    vat_number: normalizePartitaIva(company.vat_number),
    tax_code: invoicing.tax_code || null,
    regime_fiscale: invoicing.regime_fiscale,
    address: {
      street: address.street,
      civic: address.civic || null,
      postal_code: address.postal_code,
      city: address.city,
      province: address.province || null,
      country: address.country,
    },
    rea: company.rea
      ? {
          office: reaOffice,
          number: reaNumber,
          share_capital_cents: company.share_capital.amount_cents,
          socio_unico: invoicing.socio_unico,
          stato_liquidazione: invoicing.stato_liquidazione,
        }
      : null,
    phone: company.phone || null,
    email: company.email || null,
  };
}

function buyerOf(row: BuyerRow, missing: string[]): FatturaPaBuyer {
  const italian = row.country === COUNTRY_ITALY;
  const where = `nella scheda del cliente «${row.name}»`;
  const address: string[] = [];
  if (!row.street) address.push('indirizzo');
  if (!row.postal_code || (italian && !/^\d{5}$/.test(row.postal_code))) address.push('CAP');
  if (!row.city) address.push('comune');
  if (address.length > 0) missing.push(`l’indirizzo del cliente (${address.join(', ')}) ${where}`);
  if (italian && !row.vat_number && !row.tax_code) missing.push(`la partita IVA o il codice fiscale ${where}`);
  if (italian && row.kind === 'person' && !(row.tax_code && isPersonalCodiceFiscale(row.tax_code)))
    missing.push(`il codice fiscale di 16 caratteri del cliente privato ${where}`);
  const vat = row.vat_number ? (/^\d{11}$/.test(row.vat_number) ? `IT${row.vat_number}` : row.vat_number) : null;
  const base = {
    vat_number: vat,
    tax_code: row.tax_code,
    sdi_code: row.sdi_code,
    pec: row.pec,
    address: {
      street: row.street ?? '',
      civic: null,
      postal_code: row.postal_code ?? '',
      city: row.city ?? '',
      province: italian ? row.province : null,
      country: row.country,
    },
  };
  return row.kind === 'person'
    ? { ...base, kind: 'person', first_name: row.first_name ?? '', last_name: row.last_name ?? row.name }
    : { ...base, kind: 'company', name: row.name };
}

/** `PF-2026/0003` → `PF20260003`: the ProgressivoInvio (10 letters or digits). */
const transmissionIdOf = (number: string) => number.replace(/[^A-Za-z0-9]/g, '').slice(-10);

/** The builder's input and what is missing for it (empty: the XML can be written). */
export async function fatturaPaInputOf(
  db: Db,
  row: PreInvoiceRow,
): Promise<{ input: FatturaPaInput; missing: string[] }> {
  const [config, buyer] = await Promise.all([getTenantConfig(db), buyerRow(db, row.client_id)]);
  const missing: string[] = [];
  const seller = sellerOf(config, missing);
  const client = buyerOf(
    buyer ?? {
      kind: 'company',
      name: row.client_name,
      first_name: null,
      last_name: null,
      vat_number: null,
      tax_code: null,
      sdi_code: null,
      pec: null,
      street: null,
      postal_code: null,
      city: null,
      province: null,
      country: COUNTRY_ITALY,
    },
    missing,
  );
  const { iban, bank_name: bankName } = config.invoicing;
  return {
    missing,
    input: {
      transmission_id: transmissionIdOf(row.number),
      seller,
      buyer: client,
      document: { type: 'TD01', number: row.number, date: row.issue_date, causale: row.causale || null },
      lines: row.lines,
      options: {
        split_payment: row.split_payment,
        charge_stamp_duty: row.charge_stamp_duty,
        withholding: row.withholding,
      },
      payment: iban ? { method: 'MP05', iban, bank_name: bankName || null, due_date: row.due_date } : null,
    },
  };
}

/** Only the list of what is missing (the detail page shows it before anyone tries the download). */
export async function xmlMissingOf(db: Db, row: PreInvoiceRow): Promise<string[]> {
  return (await fatturaPaInputOf(db, row)).missing;
}
