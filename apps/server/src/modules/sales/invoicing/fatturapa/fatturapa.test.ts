import { describe, expect, it } from 'vitest';
import { buildFatturaPa, FatturaPaInputError } from './build';
import { baseInput, foreignCompany, line, SIX_CASES } from './test-cases';
import { validateFatturaPa as validate, FATTURAPA_XSD as XSD } from './validate-xsd';

// Every document is checked by libxml2's XML Schema validator against the official schema shipped in ./schema
// (validate-xsd.ts).

const text = (xml: string, element: string) =>
  [...xml.matchAll(new RegExp(`<${element}>([^<]*)</${element}>`, 'g'))].map((m) => m[1]);

describe('FatturaPA FPR12 against the official 1.2.2 XSD', () => {
  it('ships the official schema of the Agenzia delle Entrate', () => {
    expect(XSD).toContain('targetNamespace="http://ivaservizi.agenziaentrate.gov.it/docs/xsd/fatture/v1.2"');
    expect(XSD).toContain('version="1.2.2"');
  });

  it.each(Object.entries(SIX_CASES))('validates: %s', async (_name, input) => {
    const { xml } = buildFatturaPa(input);
    expect(xml).toMatch(/<p:FatturaElettronica versione="FPR12"/);
    expect(await validate(xml)).toEqual({ valid: true, errors: [] });
  });

  it('addresses each kind of buyer as the SDI expects', () => {
    const company = buildFatturaPa(SIX_CASES['company buyer with an SDI code'] ?? baseInput()).xml;
    expect(text(company, 'CodiceDestinatario')).toEqual(['M5UXCR1']);
    expect(company).not.toContain('PECDestinatario');

    const person = buildFatturaPa(SIX_CASES['private person with codice fiscale, 0000000 and PEC'] ?? baseInput()).xml;
    expect(text(person, 'CodiceDestinatario')).toEqual(['0000000']);
    expect(text(person, 'PECDestinatario')).toEqual(['mario.rossi@pec.it']);
    expect(text(person, 'CodiceFiscale')).toEqual(['12345678903', 'RSSMRA85T10A562S']);
    expect(text(person, 'Cognome')).toEqual(['Rossi']);

    const foreign = buildFatturaPa(SIX_CASES['foreign buyer with XXXXXXX'] ?? baseInput()).xml;
    expect(text(foreign, 'CodiceDestinatario')).toEqual(['XXXXXXX']);
    expect(text(foreign, 'IdPaese')).toEqual(['IT', 'IT', 'DE']);
    expect(text(foreign, 'IdCodice')).toContain('123456789');
    expect(text(foreign, 'CAP')).toEqual(['20121', '10117']);
    expect(text(foreign, 'Provincia')).toEqual(['MI']);
    expect(text(foreign, 'Denominazione')).toContain('Müller &amp; Söhne GmbH');
  });

  it('writes the bollo, the N1 line that charges it and one summary row per Natura', () => {
    const { xml, totals } = buildFatturaPa(SIX_CASES['exempt line N2.2 with stamp duty'] ?? baseInput());
    expect(text(xml, 'BolloVirtuale')).toEqual(['SI']);
    expect(text(xml, 'ImportoBollo')).toEqual(['2.00']);
    expect(text(xml, 'Natura')).toEqual(['N2.2', 'N1', 'N1', 'N2.2']);
    expect(text(xml, 'ImportoTotaleDocumento')).toEqual(['502.00']);
    expect(totals.amount_due_cents).toBe(50_200);
  });

  it('writes a discount line with a negative price and the rounded totals', () => {
    const { xml } = buildFatturaPa(SIX_CASES['discount line'] ?? baseInput());
    expect(text(xml, 'TipoCessionePrestazione')).toEqual(['SC']);
    expect(text(xml, 'PrezzoTotale')).toEqual(['1200.00', '-120.00']);
    expect(text(xml, 'ImponibileImporto')).toEqual(['1080.00']);
    expect(text(xml, 'Imposta')).toEqual(['237.60']);
  });

  it('marks split payment S and asks the buyer for the taxable amount only', () => {
    const { xml } = buildFatturaPa(SIX_CASES['split payment'] ?? baseInput());
    expect(text(xml, 'EsigibilitaIVA')).toEqual(['S']);
    expect(text(xml, 'ImportoTotaleDocumento')).toEqual(['3050.00']);
    expect(text(xml, 'ImportoPagamento')).toEqual(['2500.00']);
  });

  it('keeps the XML valid with names and descriptions outside Latin-1', async () => {
    const input = baseInput({
      buyer: { ...foreignCompany, name: 'Łódź Ćwikła “Spółka” — 東京 <&>' },
      lines: [line({ description: 'Dvořák – “naïve” café ✓ 🙂 €', vat_rate: 0, natura: 'N2.1', unit: 'm²' })],
    });
    const { xml } = buildFatturaPa(input);
    expect(text(xml, 'Denominazione')).toContain('Lódz Cwikla "Spólka" - ?? &lt;&amp;&gt;');
    expect(text(xml, 'Descrizione')).toEqual([
      'Dvorák - "naïve" café ? ? EUR',
      'Imposta di bollo assolta in modo virtuale', // N2.1 services abroad over 77,47 € bear the bollo
    ]);
    expect(text(xml, 'UnitaMisura')).toEqual(['m2']);
    expect(await validate(xml)).toEqual({ valid: true, errors: [] });
  });

  it('adds the withholding and the lines it applies to', async () => {
    const { xml } = buildFatturaPa(
      baseInput({
        options: {
          split_payment: false,
          charge_stamp_duty: true,
          withholding: { type: 'RT01', rate: 20, causale: 'A' },
        },
        lines: [line({ description: 'Parcella professionale', withholding: true })],
      }),
    );
    expect(text(xml, 'ImportoRitenuta')).toEqual(['200.00']);
    expect(text(xml, 'Ritenuta')).toEqual(['SI']);
    expect(text(xml, 'ImportoPagamento')).toEqual(['1020.00']);
    expect(await validate(xml)).toEqual({ valid: true, errors: [] });
  });

  it('catches an invalid document: the validator is real', async () => {
    const { xml } = buildFatturaPa(baseInput());
    const broken = xml
      .replace('<Divisa>EUR</Divisa>', '<Divisa>euro</Divisa>')
      .replace(/<RegimeFiscale>RF01</, '<RegimeFiscale>RF03<');
    const result = await validate(broken);
    expect(result.valid).toBe(false);
    expect(result.errors.join('\n')).toMatch(/Divisa/);
    expect(result.errors.join('\n')).toMatch(/RegimeFiscale/);
    const nonLatin = xml.replace('Demo S.r.l.', 'Демо S.r.l.');
    expect((await validate(nonLatin)).valid).toBe(false);
  });

  it('refuses, in Italian, data the SDI would reject', () => {
    const person = SIX_CASES['private person with codice fiscale, 0000000 and PEC'] ?? baseInput();
    expect(() => buildFatturaPa({ ...person, buyer: { ...person.buyer, tax_code: '00743110157' } })).toThrow(
      new FatturaPaInputError('Per un cliente privato serve il codice fiscale di 16 caratteri'),
    );
    expect(() => buildFatturaPa({ ...person, buyer: { ...person.buyer, tax_code: null } })).toThrow(
      'Il cliente non ha né partita IVA né codice fiscale',
    );
    expect(() => buildFatturaPa(baseInput({ seller: { ...baseInput().seller, vat_number: '12345678901' } }))).toThrow(
      "Indica una partita IVA valida dell'azienda nelle impostazioni",
    );
    expect(() => buildFatturaPa(baseInput({ lines: [line({ vat_rate: 0 })] }))).toThrow(
      "Con l'aliquota IVA 0% indica la natura dell'operazione",
    );
  });
});
