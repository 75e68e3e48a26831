import { describe, expect, it } from 'vitest';
import { ibanError, isValidIban, normalizeIban } from './iban';

describe('IBAN', () => {
  it.each([
    ['IT60X0542811101000000123456', null],
    ['it60 x054 2811 1010 0000 0123 456', null],
    ['DE89370400440532013000', null],
    ['GB82WEST12345698765432', null],
    ['FR1420041010050500013M02606', null],
    ['IT60X0542811101000000123457', "L'IBAN non è valido (cifre di controllo errate)"],
    ['IT61X0542811101000000123456', "L'IBAN non è valido (cifre di controllo errate)"],
    ['IT60X054281110100000012345', 'Un IBAN IT ha 27 caratteri, questo ne ha 26'],
    ['1T60X0542811101000000123456', "L'IBAN non ha il formato corretto (es. IT60X0542811101000000123456)"],
    ['', "Inserisci l'IBAN"],
  ])('%s → %s', (value, message) => {
    expect(ibanError(value)).toBe(message);
    expect(isValidIban(value)).toBe(message === null);
  });

  it('catches a swap of two neighbouring digits', () => {
    expect(isValidIban('IT60X0542811101000000123465')).toBe(false);
  });

  it('normalizes spaces and case', () => {
    expect(normalizeIban(' it60 x054 ')).toBe('IT60X054');
  });
});
