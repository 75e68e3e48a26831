import { PRE_INVOICE_DISCLAIMER } from '@portale/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validateFatturaPa } from '@/modules/sales/invoicing/fatturapa/validate-xsd';
import { auditLog } from '@/platform/audit/tables';
import { readZipEntries } from '@/platform/export/xlsx';
import { as, createTestApp, type LoggedIn, loginDemoStaff, type TestApp } from './helpers';
import { arrediId, createManual, line } from './sales-pre-invoices-setup';

// The accountant's files of a pre-invoice (issue 18, docs/sales.md): the FatturaPA XML, valid against the official
// 1.2.2 XSD, or a 409 listing what is missing; CSV and XLSX of one pre-invoice and of the list; each audited.

let t: TestApp;
let admin: LoggedIn;
let manager: LoggedIn;
let arredi: string;

const URL = '/api/invoicing/pre-invoices';

beforeAll(async () => {
  t = await createTestApp();
  ({ admin, manager } = await loginDemoStaff(t));
  arredi = await arrediId(t.database.db);
});
afterAll(() => t.close());

const text = (xml: string, element: string) =>
  [...xml.matchAll(new RegExp(`<${element}>([^<]*)</${element}>`, 'g'))].map((m) => m[1]);

const LINES = [
  line({ description: 'Sviluppo modulo ordini — “fase 2”', quantity: 12.5, unit: 'ore', unit_price_cents: 6_500 }),
  line({ description: 'Formazione (esente art. 10)', unit_price_cents: 30_000, vat_rate: 0, natura: 'N4' }),
  line({ kind: 'discount', description: 'Sconto', unit_price_cents: -5_000 }),
];

describe('the FatturaPA XML of a pre-invoice', () => {
  it('is an FPR12 document valid against the official 1.2.2 XSD, with the company and client data', async () => {
    const created = await createManual(t, manager, {
      client_id: arredi,
      issue_date: '2026-11-25',
      causale: 'Attività di novembre',
      lines: LINES,
    });
    const response = await as(t.app, manager, { url: `${URL}/${created.id}/fatturapa.xml` });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/xml');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="pre-fattura-${created.number.replace('/', '-')}.xml"`,
    );
    const xml = response.body;
    expect(xml).toMatch(/<p:FatturaElettronica versione="FPR12"/);
    expect(await validateFatturaPa(xml)).toEqual({ valid: true, errors: [] });
    expect(text(xml, 'Denominazione')).toEqual(['Demo S.r.l.', 'Arredi Ferrari S.r.l.']);
    expect(text(xml, 'IdCodice')).toEqual(['12345678903', '12345678903', '03456789019']);
    expect(text(xml, 'CodiceDestinatario')).toEqual(['T9K4ZHO']);
    expect(text(xml, 'Numero')).toEqual([created.number]);
    expect(text(xml, 'RegimeFiscale')).toEqual(['RF01']);
    expect(text(xml, 'NumeroREA')).toEqual(['1234567']);
    expect(text(xml, 'IBAN')).toEqual(['IT60X0542811101000000123456']);
    expect(text(xml, 'DataScadenzaPagamento')).toEqual(['2026-12-25']);
    expect(text(xml, 'ImportoBollo')).toEqual(['2.00']);
    expect(text(xml, 'Descrizione')[0]).toBe('Sviluppo modulo ordini - "fase 2"');
    const detail = (await as(t.app, manager, { url: `${URL}/${created.id}` })).json().data;
    expect(text(xml, 'ImportoTotaleDocumento')).toEqual([(detail.total_cents / 100).toFixed(2)]);
    expect(detail.xml_missing).toEqual([]);
    const [entry] = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'pre_invoice.exported'));
    expect(entry!.details).toMatchObject({ number: created.number, format: 'xml' });
  });

  it('answers 409 with an Italian list of what to fill in, never an invalid XML', async () => {
    const client = (
      await as(t.app, manager, {
        method: 'POST',
        url: '/api/crm/clients',
        payload: { name: 'Senza Indirizzo S.r.l.', vat_number: '00743110157' },
      })
    ).json().data;
    const created = await createManual(t, manager, { client_id: client.id, lines: [line()] });
    const before = await as(t.app, admin, { url: '/api/admin/config' });
    const saved = before.json().data;
    await as(t.app, admin, {
      method: 'PUT',
      url: '/api/admin/config',
      payload: {
        company: { vat_number: '' },
        invoicing: { address: { ...saved.invoicing.address, street: '', postal_code: '' } },
      },
    });
    try {
      const response = await as(t.app, manager, { url: `${URL}/${created.id}/fatturapa.xml` });
      expect(response.statusCode).toBe(409);
      const missing = [
        'la partita IVA dell’azienda nelle impostazioni (Amministrazione › Impostazioni), scheda «Azienda»',
        'la sede dell’azienda (indirizzo, CAP) nelle impostazioni (Amministrazione › Impostazioni), scheda «Fatturazione»',
        'l’indirizzo del cliente (indirizzo, CAP, comune) nella scheda del cliente «Senza Indirizzo S.r.l.»',
      ];
      expect(response.json()).toMatchObject({ success: false, code: 'CONFLICT', details: { missing } });
      expect(response.json().message).toBe(`Per scrivere l’XML FatturaPA mancano: ${missing.join('; ')}`);
      const detail = (await as(t.app, manager, { url: `${URL}/${created.id}` })).json().data;
      expect(detail.xml_missing).toEqual(missing);
    } finally {
      await as(t.app, admin, {
        method: 'PUT',
        url: '/api/admin/config',
        payload: { company: { vat_number: saved.company.vat_number }, invoicing: { address: saved.invoicing.address } },
      });
    }
  });

  it('asks for the 16-character codice fiscale of a private person', async () => {
    const person = (
      await as(t.app, manager, {
        method: 'POST',
        url: '/api/crm/clients',
        payload: {
          kind: 'person',
          first_name: 'Mario',
          last_name: 'Rossi',
          street: 'Via Po 3',
          postal_code: '10123',
          city: 'Torino',
          province: 'TO',
          pec: 'mario.rossi@pec.it',
        },
      })
    ).json().data;
    const created = await createManual(t, manager, { client_id: person.id, lines: [line()] });
    const refused = await as(t.app, manager, { url: `${URL}/${created.id}/fatturapa.xml` });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().details.missing).toEqual([
      'la partita IVA o il codice fiscale nella scheda del cliente «Mario Rossi»',
      'il codice fiscale di 16 caratteri del cliente privato nella scheda del cliente «Mario Rossi»',
    ]);
    await as(t.app, manager, {
      method: 'PATCH',
      url: `/api/crm/clients/${person.id}`,
      payload: { version: person.version, tax_code: 'RSSMRA85T10A562S', sdi_code: '0000000' },
    });
    const xml = (await as(t.app, manager, { url: `${URL}/${created.id}/fatturapa.xml` })).body;
    expect(await validateFatturaPa(xml)).toEqual({ valid: true, errors: [] });
    expect(text(xml, 'CodiceDestinatario')).toEqual(['0000000']);
    expect(text(xml, 'PECDestinatario')).toEqual(['mario.rossi@pec.it']);
    expect(text(xml, 'Cognome')).toEqual(['Rossi']);
  });
});

describe('CSV and XLSX for the accountant', () => {
  it('exports one pre-invoice line by line with its VAT summary, totals and the disclaimer', async () => {
    const created = await createManual(t, manager, { client_id: arredi, issue_date: '2026-11-25', lines: LINES });
    const csv = await as(t.app, manager, { url: `${URL}/${created.id}/export.csv` });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    const rows = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(rows[0]).toBe(
      '"Riga";"Descrizione";"Quantità";"Unità";"Prezzo unitario (€)";"Sconto %";"Aliquota IVA %";"Natura";"Imponibile (€)";"IVA (€)"',
    );
    expect(rows).toContain('1;"Sviluppo modulo ordini — “fase 2”";12,5;"ore";65;;22;;812,5;');
    expect(rows).toContain('4;"Imposta di bollo assolta in modo virtuale";1;;2;;0;"N1";2;');
    expect(rows).toContain(';"Riepilogo IVA 22%";;;;;;;762,5;167,75');
    expect(rows).toContain(';"Totale documento";;;;;;;1232,25;');
    expect(rows.at(-1)).toBe(`;"${PRE_INVOICE_DISCLAIMER}";;;;;;;;`);

    const xlsx = await as(t.app, manager, { url: `${URL}/${created.id}/export.xlsx` });
    expect(xlsx.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    const sheet = readZipEntries(xlsx.rawPayload).get('xl/worksheets/sheet1.xml') ?? '';
    expect(sheet).toContain('Sviluppo modulo ordini');
    expect(sheet).toContain('<v>812.5</v>');
    expect(sheet).toContain('<v>1232.25</v>');
  });

  it('exports the filtered list, and records who took it', async () => {
    const csv = await as(t.app, manager, { url: `${URL}/export.csv?client_id=${arredi}&sort=number` });
    expect(csv.statusCode).toBe(200);
    const rows = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(rows[0]).toMatch(/^"Numero";"Stato";"Origine";"Data";"Scadenza";"Cliente"/);
    expect(rows.filter((row) => row.includes('"Arredi Ferrari S.r.l."')).length).toBeGreaterThanOrEqual(2);
    expect(rows.every((row, i) => i === 0 || !row.includes('Senza Indirizzo'))).toBe(true);
    const xlsx = await as(t.app, manager, { url: `${URL}/export.xlsx?status=bozza` });
    expect(readZipEntries(xlsx.rawPayload).get('xl/worksheets/sheet1.xml')).toContain('Arredi Ferrari S.r.l.');
    const entries = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'pre_invoice.list_exported'));
    expect(entries.map((e) => (e.details as { format: string }).format)).toEqual(['csv', 'xlsx']);
  });
});
