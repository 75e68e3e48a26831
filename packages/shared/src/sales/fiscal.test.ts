import { describe, expect, it } from 'vitest';
import { ClientCreate, ClientUpdate, ContactCreate } from '../index';
import {
  normalizeVatNumber,
  validateAtecoCode,
  validateCountry,
  validateEmail,
  validatePostalCode,
  validateProvince,
  validateSdiCode,
  validateTaxCode,
  validateVatNumber,
} from './fiscal';
import { codiceFiscaleCheckChar } from './fiscal-codes';
import { COUNTRY_CODES, PROVINCE_CODES } from './geo-codes';

describe('partita IVA and codice fiscale of a client', () => {
  // Real, published identifiers (companies' registry entries and the Agenzia delle Entrate's own examples), so the
  // check digits (fiscal-codes.ts) are tested against values they did not produce.
  it.each([
    ['00488410010', 'TIM S.p.A.'],
    ['00159560366', 'Ferrari S.p.A.'],
    ['06363391001', 'Agenzia delle Entrate'],
    ['IT00488410010', 'with the IT prefix'],
    ['it 004 884 100 10', 'lower-case prefix and spaces'],
    ['DE123456789', 'German VAT with its country code'],
    ['FRXX999999999', 'French VAT with letters'],
    ['EL094014201', 'Greek VAT (EL, not GR)'],
    ['ATU12345678', 'Austrian VAT'],
  ])('accepts the VAT number %s (%s)', (value) => {
    expect(validateVatNumber(value)).toBeNull();
  });

  it.each([
    ['00488410011', 'La partita IVA non è valida (cifra di controllo errata)'],
    ['IT00159560360', 'La partita IVA non è valida (cifra di controllo errata)'],
    ['0048841001', 'La partita IVA deve avere 11 cifre'],
    ['QQ12345678', 'Il codice del paese della partita IVA non esiste (es. DE, FR, EL per la Grecia)'],
    ['UK123456789', 'Il codice del paese della partita IVA non esiste (es. DE, FR, EL per la Grecia)'],
    ['D', 'La partita IVA estera deve iniziare con il codice del paese (es. DE123456789)'],
  ])('refuses the VAT number %s', (value, message) => {
    expect(validateVatNumber(value)).toBe(message);
  });

  it('stores Italian numbers without the prefix and foreign ones with it', () => {
    expect(normalizeVatNumber('IT 00159560366')).toBe('00159560366');
    expect(normalizeVatNumber('de 123.456.789')).toBe('DE123456789');
  });

  it.each([
    ['RSSMRA80A01H501U', 'the Agenzia delle Entrate example'],
    ['RSSMRA85T10A562S', 'Mario Rossi, 10 December 1985'],
    ['MRTMTT25D09F205Z', 'Matteo Moretti, 9 April 1925'],
    ['rssmra80a01h501u', 'lower case'],
    ['RSS MRA 80A01 H501U', 'with spaces'],
    ['RSSMRA80A41H501Y', 'a woman (day + 40)'],
    ['00159560366', 'a company (11 digits)'],
  ])('accepts the codice fiscale %s (%s)', (value) => {
    expect(validateTaxCode(value)).toBeNull();
  });

  it('accepts omocodia letters in the digit positions, with their own check character', () => {
    // Omocodia replaces digits from the right: 1→M, then 0→L, 5→R…, and the check character is computed again.
    for (const base of ['RSSMRA80A01H50M', 'RSSMRA80A01H5LM', 'RSSMRA80A01HRLM', 'RSSMRAULALMHRLM']) {
      const code = base + codiceFiscaleCheckChar(base);
      expect(validateTaxCode(code), code).toBeNull();
    }
    // By hand: RSSMRA80A01H501 sums to 20 (U); in the 15th, odd, position M counts 18 where 1 counted 0: 38 → M.
    expect(codiceFiscaleCheckChar('RSSMRA80A01H50M')).toBe('M');
    // Day 41 written with omocodia letters (Q=4, M=1): a woman born on the 1st.
    const woman = `RSSMRA80AQMH501`;
    expect(validateTaxCode(woman + codiceFiscaleCheckChar(woman))).toBeNull();
  });

  it.each([
    ['RSSMRA80A01H501A', 'Il codice fiscale non è valido (carattere di controllo errato)'],
    ['RSSMRA80A01H50MU', 'Il codice fiscale non è valido (carattere di controllo errato)'],
    ['RSSMRA80F01H501U', 'Il codice fiscale non ha il formato corretto'],
    ['RSSMRA80A01H501', 'Il codice fiscale deve avere 16 caratteri (11 cifre per una società)'],
    ['00159560367', 'Il codice fiscale non è valido (cifra di controllo errata)'],
  ])('refuses the codice fiscale %s', (value, message) => {
    expect(validateTaxCode(value)).toBe(message);
  });

  it('refuses a personal code whose birth day does not exist, even with a matching check character', () => {
    for (const base of ['RSSMRA80A32H501', 'RSSMRA80A00H501', 'RSSMRA80A72H501', 'RSSMRA80ALLH501']) {
      expect(validateTaxCode(base + codiceFiscaleCheckChar(base)), base).toBe(
        'Il codice fiscale non è valido (giorno di nascita inesistente)',
      );
    }
  });
});

describe('codice destinatario, PEC, CAP, provincia, nazione, ATECO', () => {
  it.each([
    ['M5UXCR1', null],
    ['0000000', null],
    ['XXXXXXX', null],
    ['m5uxcr1', 'Il codice destinatario ha 7 caratteri tra lettere maiuscole e cifre'],
    ['UFY9MH', 'Il codice destinatario ha 7 caratteri tra lettere maiuscole e cifre'],
    ['M5UXCR12', 'Il codice destinatario ha 7 caratteri tra lettere maiuscole e cifre'],
    ['M5-XCR1', 'Il codice destinatario ha 7 caratteri tra lettere maiuscole e cifre'],
  ])('codice destinatario %s', (value, message) => {
    expect(validateSdiCode(value)).toBe(message);
  });

  it.each([
    ['amministrazione@pec.arredi-ferrari.it', null],
    ['mario.rossi+fatture@legalmail.it', null],
    ['senza-chiocciola.it', 'Indirizzo PEC non valido'],
    ['due..punti@pec.it', 'Indirizzo PEC non valido'],
    ['a@dominio', 'Indirizzo PEC non valido'],
  ])('PEC %s', (value, message) => {
    expect(validateEmail(value, 'Indirizzo PEC')).toBe(message);
  });

  it.each([
    ['20121', 'IT', null],
    ['00185', 'IT', null],
    ['2012', 'IT', 'Il CAP ha 5 cifre'],
    ['2012A', 'IT', 'Il CAP ha 5 cifre'],
    ['10115', 'DE', null],
    ['SW1A 1AA', 'GB', null],
    ['!!', 'FR', 'Codice postale non valido'],
  ])('CAP %s in %s', (value, country, message) => {
    expect(validatePostalCode(value, country)).toBe(message);
  });

  it.each([
    ['MI', 'IT', null],
    ['SU', 'IT', null],
    ['BT', 'IT', null],
    ['EE', 'DE', null],
    ['EE', 'IT', 'Per un indirizzo in Italia indica la sigla della provincia'],
    ['MI', 'FR', 'Per un indirizzo all’estero la provincia è EE'],
    ['XY', 'IT', 'Sigla della provincia non valida (es. MI, RM; EE per l’estero)'],
    ['mi', 'IT', 'Sigla della provincia non valida (es. MI, RM; EE per l’estero)'],
  ])('provincia %s in %s', (value, country, message) => {
    expect(validateProvince(value, country)).toBe(message);
  });

  it('knows every ISO 3166-1 alpha-2 country and every province', () => {
    expect(COUNTRY_CODES).toHaveLength(249);
    expect(new Set(COUNTRY_CODES).size).toBe(249);
    expect(validateCountry('IT')).toBeNull();
    expect(validateCountry('SM')).toBeNull();
    expect(validateCountry('UK')).toBe('Codice della nazione non valido (ISO 3166-1, es. IT, DE, FR)');
    // 107 provinces and metropolitan cities, the four re-established Sardinian ones, and EE.
    expect(PROVINCE_CODES).toHaveLength(112);
    expect(PROVINCE_CODES).toContain('EE');
  });

  it.each([
    ['62.01.00', null],
    ['62.01', null],
    ['62', null],
    ['6201', 'Codice ATECO non valido (es. 62.01.00)'],
    ['62.011.0', 'Codice ATECO non valido (es. 62.01.00)'],
  ])('ATECO %s', (value, message) => {
    expect(validateAtecoCode(value)).toBe(message);
  });
});

describe('client and contact schemas', () => {
  const fieldErrors = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
    Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

  it('normalises a company and refuses a wrong check digit on its field', () => {
    const ok = ClientCreate.parse({ name: ' Arredi Ferrari S.r.l. ', vat_number: 'IT 03456789019', province: 'mo' });
    expect(ok).toMatchObject({
      kind: 'company',
      name: 'Arredi Ferrari S.r.l.',
      vat_number: '03456789019',
      province: 'MO',
      country: 'IT',
      status: 'lead',
      sdi_code: null,
    });
    const bad = ClientCreate.safeParse({ name: 'Arredi Ferrari S.r.l.', vat_number: '03456789012' });
    expect(fieldErrors(bad)).toEqual({ vat_number: 'La partita IVA non è valida (cifra di controllo errata)' });
  });

  it('asks a person for name and surname, and ties province, CAP and SDI code to the country', () => {
    expect(fieldErrors(ClientCreate.safeParse({ kind: 'person', first_name: 'Mario' }))).toEqual({
      last_name: 'Il cognome è obbligatorio',
    });
    expect(fieldErrors(ClientCreate.safeParse({ kind: 'company', name: '' }))).toEqual({
      name: 'La ragione sociale è obbligatoria',
    });
    const abroad = ClientCreate.safeParse({
      name: 'Möbel GmbH',
      country: 'DE',
      province: 'MI',
      postal_code: '10115',
      sdi_code: '0000000',
    });
    expect(fieldErrors(abroad)).toEqual({
      province: 'Per un indirizzo all’estero la provincia è EE',
      sdi_code: 'Per un cliente estero il codice destinatario è XXXXXXX',
    });
    expect(fieldErrors(ClientCreate.safeParse({ name: 'X', postal_code: '2012' }))).toEqual({
      postal_code: 'Il CAP ha 5 cifre',
    });
  });

  it('needs the version on an update and checks only the fields sent', () => {
    expect(fieldErrors(ClientUpdate.safeParse({ status: 'cliente' }))).toEqual({ version: 'Versione mancante' });
    expect(ClientUpdate.parse({ status: 'cliente', version: 3 })).toEqual({ status: 'cliente', version: 3 });
    expect(fieldErrors(ClientUpdate.safeParse({ tax_code: 'RSSMRA80A01H501A', version: 1 }))).toEqual({
      tax_code: 'Il codice fiscale non è valido (carattere di controllo errato)',
    });
  });

  it('wants the date and the source of a marketing consent, and a name for a contact', () => {
    expect(fieldErrors(ContactCreate.safeParse({ last_name: 'Bianchi', marketing_consent: { given: true } }))).toEqual({
      'marketing_consent.date': 'Indica la data del consenso',
      'marketing_consent.source': 'Indica come è stato raccolto',
    });
    expect(fieldErrors(ContactCreate.safeParse({ role: 'Acquisti' }))).toEqual({
      last_name: 'Indica almeno il nome o il cognome',
    });
    expect(
      fieldErrors(
        ContactCreate.safeParse({ last_name: 'Bianchi', emails: [{ address: 'x' }], phones: [{ number: 'abc' }] }),
      ),
    ).toEqual({
      'emails.0.address': 'Indirizzo e-mail non valido',
      'phones.0.number': 'Numero di telefono non valido (es. +39 02 1234567)',
    });
  });
});
