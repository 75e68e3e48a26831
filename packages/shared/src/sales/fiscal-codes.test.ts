import { describe, expect, it } from 'vitest';
import {
  codiceFiscaleCheckChar,
  codiceFiscaleError,
  isPersonalCodiceFiscale,
  isValidCodiceFiscale,
  isValidPartitaIva,
  normalizePartitaIva,
  partitaIvaError,
  splitVatNumber,
  vatNumberError,
} from './fiscal-codes';

describe('partita IVA', () => {
  it.each([
    ['00743110157', null],
    ['01234567897', null],
    ['IT 012 345 678 97', null],
    ['it01234567897', null],
    ['12345678903', null],
    ['01234567890', 'La partita IVA non è valida (cifra di controllo errata)'],
    ['00743110158', 'La partita IVA non è valida (cifra di controllo errata)'],
    ['00000000000', 'La partita IVA non è valida'],
    ['0123456789', 'La partita IVA deve avere 11 cifre'],
    ['012345678977', 'La partita IVA deve avere 11 cifre'],
    ['0123456789A', 'La partita IVA deve avere 11 cifre'],
    ['', 'Inserisci la partita IVA'],
  ])('%s → %s', (value, message) => {
    expect(partitaIvaError(value)).toBe(message);
    expect(isValidPartitaIva(value)).toBe(message === null);
  });

  it('normalizes away spaces, dots and the IT prefix', () => {
    expect(normalizePartitaIva(' IT 01234.567.897 ')).toBe('01234567897');
  });

  it('catches every single-digit change of a valid number', () => {
    const valid = '00743110157';
    for (let place = 0; place < 11; place += 1) {
      for (let digit = 0; digit <= 9; digit += 1) {
        const changed = valid.slice(0, place) + String(digit) + valid.slice(place + 1);
        if (changed !== valid) expect(isValidPartitaIva(changed), changed).toBe(false);
      }
    }
  });
});

describe('codice fiscale', () => {
  it.each([
    ['RSSMRA85T10A562S', null],
    ['rssmra85t10a562s', null],
    ['BNCGLI90A41H501E', null],
    ['VRDLGU70M10F205K', null],
    // Omocodia: the last digit of the place code replaced by N (2), with its own check character.
    ['RSSMRA85T10A56NH', null],
    ['00743110157', null],
    ['RSSMRA85T10A562T', 'Il codice fiscale non è valido (carattere di controllo errato)'],
    ['RSSMRA85Z10A562S', 'Il codice fiscale non ha il formato corretto'],
    ['RSSMRA8XT10A562S', 'Il codice fiscale non ha il formato corretto'],
    ['RSSMRA85T10A562', 'Il codice fiscale deve avere 16 caratteri (11 cifre per una società)'],
    ['00743110158', 'Il codice fiscale non è valido (cifra di controllo errata)'],
    ['', 'Inserisci il codice fiscale'],
  ])('%s → %s', (value, message) => {
    expect(codiceFiscaleError(value)).toBe(message);
    expect(isValidCodiceFiscale(value)).toBe(message === null);
  });

  it('computes the check character of the ministry example', () => {
    expect(codiceFiscaleCheckChar('RSSMRA85T10A562')).toBe('S');
  });

  it('tells a personal code from a company one', () => {
    expect(isPersonalCodiceFiscale('rssmra85t10a562s')).toBe(true);
    expect(isPersonalCodiceFiscale('00743110157')).toBe(false);
  });
});

describe('VAT numbers with a country code', () => {
  it.each([
    ['IT01234567897', null],
    ['01234567897', null],
    ['DE123456789', null],
    ['FRXX123456789', null],
    ['ATU12345678', null],
    ['IT01234567890', 'La partita IVA non è valida (cifra di controllo errata)'],
    ['123456789', 'La partita IVA estera deve iniziare con il codice del paese (es. DE123456789)'],
    ['D', 'La partita IVA estera deve iniziare con il codice del paese (es. DE123456789)'],
  ])('%s → %s', (value, message) => {
    expect(vatNumberError(value)).toBe(message);
  });

  it('splits the country from the code', () => {
    expect(splitVatNumber('de 123456789')).toEqual({ country: 'DE', code: '123456789' });
    expect(splitVatNumber('01234567897')).toEqual({ country: 'IT', code: '01234567897' });
  });
});
