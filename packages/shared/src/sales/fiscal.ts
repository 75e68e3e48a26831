import { COUNTRY_ITALY, PROVINCE_ABROAD, SDI_CODE_LENGTH } from './constants';
import {
  codiceFiscaleError,
  isPersonalCodiceFiscale,
  normalizeCodiceFiscale,
  normalizePartitaIva,
  partitaIvaError,
  vatNumberError,
} from './fiscal-codes';
import { isCountryCode, isProvinceCode } from './geo-codes';

// What a client record checks beyond the check digits of fiscal-codes.ts (the portal's one implementation of
// those): a foreign VAT number's country, a personal codice fiscale's birth date, the SDI code, PEC, CAP, provincia,
// nazione and ATECO code. Pure functions without zod; each `validate…` answers null or the Italian message.

/**
 * How a VAT number is stored: an Italian one as its 11 digits (the optional IT prefix dropped), a foreign one with
 * its two-letter country prefix (`DE123456789`).
 */
export function normalizeVatNumber(value: string): string {
  return normalizePartitaIva(value);
}

/** Greece's VAT prefix is EL, not its ISO code GR (EU VIES). */
const VAT_ONLY_PREFIXES = new Set(['EL']);

export function validateVatNumber(value: string): string | null {
  // Digits only is an Italian number with a digit too many or too few, not a foreign one without its country.
  if (/^\d+$/.test(normalizeVatNumber(value))) return partitaIvaError(value);
  const problem = vatNumberError(value);
  if (problem) return problem;
  const code = normalizeVatNumber(value);
  if (/^\d{11}$/.test(code)) return null;
  const country = code.slice(0, 2);
  return isCountryCode(country) || VAT_ONLY_PREFIXES.has(country)
    ? null
    : 'Il codice del paese della partita IVA non esiste (es. DE, FR, EL per la Grecia)';
}

const OMOCODIA = 'LMNPQRSTUV';
const decodeOmocodia = (ch: string) => {
  const at = OMOCODIA.indexOf(ch);
  return at >= 0 ? String(at) : ch;
};

export function normalizeTaxCode(value: string): string {
  return normalizeCodiceFiscale(value);
}

/**
 * A codice fiscale (16 characters for a person, omocodia included, or 11 digits for a company), whose birth day
 * must exist too: 1–31 for men, 41–71 for women.
 */
export function validateTaxCode(value: string): string | null {
  const problem = codiceFiscaleError(value);
  if (problem || !isPersonalCodiceFiscale(value)) return problem;
  const code = normalizeTaxCode(value);
  const day = Number(decodeOmocodia(code[9]!) + decodeOmocodia(code[10]!));
  return (day >= 1 && day <= 31) || (day >= 41 && day <= 71)
    ? null
    : 'Il codice fiscale non è valido (giorno di nascita inesistente)';
}

export function normalizeSdiCode(value: string): string {
  return value.trim().toUpperCase();
}

/** Codice destinatario SDI: 7 upper-case letters or digits (0000000 for PEC or private persons, XXXXXXX abroad). */
export function validateSdiCode(value: string): string | null {
  return new RegExp(`^[A-Z0-9]{${SDI_CODE_LENGTH}}$`).test(value)
    ? null
    : `Il codice destinatario ha ${SDI_CODE_LENGTH} caratteri tra lettere maiuscole e cifre`;
}

/** A mailbox address, PEC included (a PEC is an ordinary address at a certified provider). */
const EMAIL =
  /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/;
export function isValidEmail(value: string): boolean {
  return value.length <= 254 && EMAIL.test(value) && !value.includes('..');
}
export function validateEmail(value: string, what = 'Indirizzo e-mail'): string | null {
  return isValidEmail(value) ? null : `${what} non valido`;
}

/** CAP: 5 digits in Italy; abroad a postcode of up to 10 letters, digits, spaces or dashes. */
export function validatePostalCode(value: string, country: string): string | null {
  if (country === COUNTRY_ITALY) return /^\d{5}$/.test(value) ? null : 'Il CAP ha 5 cifre';
  return /^[A-Z0-9][A-Z0-9 -]{1,9}$/i.test(value) ? null : 'Codice postale non valido';
}

/** Provincia: an official two-letter code; EE exactly when the address is abroad. */
export function validateProvince(value: string, country: string): string | null {
  if (!isProvinceCode(value)) return 'Sigla della provincia non valida (es. MI, RM; EE per l’estero)';
  if (country === COUNTRY_ITALY && value === PROVINCE_ABROAD)
    return 'Per un indirizzo in Italia indica la sigla della provincia';
  if (country !== COUNTRY_ITALY && value !== PROVINCE_ABROAD) return 'Per un indirizzo all’estero la provincia è EE';
  return null;
}

/** Nazione: an ISO 3166-1 alpha-2 code. */
export function validateCountry(value: string): string | null {
  return isCountryCode(value) ? null : 'Codice della nazione non valido (ISO 3166-1, es. IT, DE, FR)';
}

/** ATECO 2007/2025 activity code: two digits, then up to two groups of one or two digits (62, 62.01, 62.01.00). */
export function validateAtecoCode(value: string): string | null {
  return /^\d{2}(\.\d{1,2}){0,2}$/.test(value) ? null : 'Codice ATECO non valido (es. 62.01.00)';
}
