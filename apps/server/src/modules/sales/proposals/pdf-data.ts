import type { Readable } from 'node:stream';
import { type CompanyInfo, computeInvoiceTotals, type InvoiceTotals, shareCapitalText } from '@portale/shared';
import { sql } from 'drizzle-orm';
import { type Db, selectRows } from '@/platform/db/database';
import type { FileStorage } from '@/platform/storage/storage';
import { getTenantConfig } from '@/platform/tenant/tenant-config';
import type { ProposalRow } from './rows';

// What the PDF prints, gathered from the proposal, its client, the tenant's company data and logo.

export interface LetterheadLogo {
  kind: 'png' | 'jpg';
  bytes: Uint8Array;
}

export interface PdfCompany {
  name: string;
  /** Address, fiscal and contact lines under the name, already worded ("P. IVA 01234567890"). */
  lines: string[];
  /** The legal line of every page's footer: name, partita IVA, REA, capitale sociale. */
  legal: string;
  logo: LetterheadLogo | null;
}

export interface PdfClient {
  name: string;
  lines: string[];
}

export interface ProposalPdfData {
  proposal: ProposalRow;
  totals: InvoiceTotals;
  company: PdfCompany;
  client: PdfClient;
}

/** The largest logo read for the letterhead; a bigger file is left out rather than slowing the PDF down. */
const LOGO_MAX_BYTES = 2 * 1024 * 1024;

async function readAll(stream: Readable, limit: number): Promise<Uint8Array | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream) {
    size += (chunk as Buffer).length;
    if (size > limit) {
      stream.destroy();
      return null;
    }
    chunks.push(chunk as Buffer);
  }
  return new Uint8Array(Buffer.concat(chunks));
}

/** The kind of an image by its first bytes: only PNG and JPEG go on the letterhead (WebP, GIF, SVG are skipped). */
export function imageKind(bytes: Uint8Array): LetterheadLogo['kind'] | null {
  if (bytes[0] === 0x89 && bytes[1] === 0x50 && bytes[2] === 0x4e && bytes[3] === 0x47) return 'png';
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpg';
  return null;
}

/** The company's logo as settings store it (a file with purpose `logo_primary`, else `logo_transparent`). */
async function companyLogo(db: Db, storage: FileStorage, company: CompanyInfo): Promise<LetterheadLogo | null> {
  const purposes = [company.logo_primary_url && 'logo_primary', company.logo_transparent_url && 'logo_transparent'];
  for (const purpose of purposes.filter((p): p is string => Boolean(p))) {
    const [file] = await selectRows<{ storage_key: string; size_bytes: number }>(
      db,
      sql`select storage_key, size_bytes from files where purpose = ${purpose} and deleted_at is null
        order by created_at desc limit 1`,
    );
    if (!file || Number(file.size_bytes) > LOGO_MAX_BYTES) continue;
    const stream = await storage.open(file.storage_key).catch(() => null);
    const bytes = stream ? await readAll(stream, LOGO_MAX_BYTES).catch(() => null) : null;
    const kind = bytes ? imageKind(bytes) : null;
    if (bytes && kind) return { kind, bytes };
  }
  return null;
}

export async function pdfCompany(db: Db, storage: FileStorage): Promise<PdfCompany> {
  const { company, invoicing } = await getTenantConfig(db);
  const vat = company.vat_number ? `P. IVA ${company.vat_number.replace(/^IT/i, '')}` : '';
  const taxCode = invoicing.tax_code;
  const fiscal = [vat, taxCode && taxCode !== company.vat_number ? `C.F. ${taxCode}` : ''].filter(Boolean).join(' · ');
  const rea = company.rea ? `REA ${company.rea}` : '';
  const capital = shareCapitalText(company.share_capital) ?? '';
  // Art. 2250 c.c.: a company's papers say when it has a single shareholder or is being wound up.
  const status = [
    invoicing.socio_unico === 'SU' ? 'Società con socio unico' : '',
    invoicing.stato_liquidazione === 'LS' ? 'In liquidazione' : '',
  ];
  const contacts = [company.phone && `Tel. ${company.phone}`, company.email].filter(Boolean).join(' · ');
  return {
    name: company.name,
    lines: [
      company.address,
      fiscal,
      [rea, capital].filter(Boolean).join(' · '),
      contacts,
      company.pec ? `PEC ${company.pec}` : '',
    ].filter(Boolean),
    legal: [company.name, vat, rea, capital, ...status].filter(Boolean).join(' · '),
    logo: await companyLogo(db, storage, company).catch(() => null),
  };
}

interface ClientRow {
  name: string;
  vat_number: string | null;
  tax_code: string | null;
  street: string | null;
  postal_code: string | null;
  city: string | null;
  province: string | null;
  country: string | null;
}

const COUNTRY_NAMES = new Intl.DisplayNames('it-IT', { type: 'region' });
const countryName = (code: string) => {
  try {
    return COUNTRY_NAMES.of(code === 'EL' ? 'GR' : code) ?? code;
  } catch {
    return code;
  }
};

export async function pdfClient(db: Db, clientId: string, contactName: string | null): Promise<PdfClient> {
  const [row] = await selectRows<ClientRow>(
    db,
    sql`select cc.name, cc.vat_number, cc.tax_code, sc.street, sc.postal_code, sc.city, sc.province, sc.country
      from client_companies cc left join sales_clients sc on sc.client_company_id = cc.id where cc.id = ${clientId}`,
  );
  if (!row) return { name: '', lines: [] };
  const abroad = row.country && row.country !== 'IT';
  const place = [row.postal_code, row.city, row.province && row.province !== 'EE' ? `(${row.province})` : '']
    .filter(Boolean)
    .join(' ');
  const vat = row.vat_number ? `P. IVA ${row.vat_number}` : '';
  const taxCode = row.tax_code && row.tax_code !== row.vat_number ? `C.F. ${row.tax_code}` : '';
  return {
    name: row.name,
    lines: [
      row.street ?? '',
      place,
      abroad ? countryName(row.country!) : '',
      [vat, taxCode].filter(Boolean).join(' · '),
      contactName ? `Alla c.a. di ${contactName}` : '',
    ].filter(Boolean),
  };
}

export async function proposalPdfData(db: Db, storage: FileStorage, proposal: ProposalRow): Promise<ProposalPdfData> {
  const totals = computeInvoiceTotals(proposal.lines, proposal);
  const [company, client] = await Promise.all([
    pdfCompany(db, storage),
    pdfClient(db, proposal.client_id, proposal.contact_name),
  ]);
  return { proposal, totals, company, client };
}
