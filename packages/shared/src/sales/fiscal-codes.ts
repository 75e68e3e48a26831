// Italian fiscal identifiers: partita IVA, codice fiscale (personal and company), foreign VAT numbers.
// Pure functions, no zod, so the server, the web forms and the FatturaPA builder share one implementation.
// Each `xxxError` returns the Italian message to show, or null when the value is valid; `normalizeXxx`
// gives the canonical form to store (upper case, no spaces, no IT prefix on a partita IVA).

const stripSpaces = (value: string): string => value.replace(/[\s.-]/g, '').toUpperCase();

/** A partita IVA without spaces and without the optional `IT` prefix. */
export function normalizePartitaIva(value: string): string {
  const compact = stripSpaces(value);
  return compact.startsWith('IT') ? compact.slice(2) : compact;
}

/**
 * Check digit of an 11-digit partita IVA (also the company codice fiscale): digits in odd places are added,
 * digits in even places are doubled (minus 9 above 9) and added; the 11th digit makes the sum a multiple of 10.
 */
function luhnCheckDigit(first10: string): number {
  let sum = 0;
  for (let i = 0; i < 10; i += 1) {
    const digit = first10.charCodeAt(i) - 48;
    if (i % 2 === 0) sum += digit;
    else sum += digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
  }
  return (10 - (sum % 10)) % 10;
}

export function partitaIvaError(value: string): string | null {
  const code = normalizePartitaIva(value);
  if (code === '') return 'Inserisci la partita IVA';
  if (!/^\d{11}$/.test(code)) return 'La partita IVA deve avere 11 cifre';
  // The first seven digits are the holder's number: all zeros is never issued.
  if (code.startsWith('0000000')) return 'La partita IVA non è valida';
  if (luhnCheckDigit(code.slice(0, 10)) !== code.charCodeAt(10) - 48) {
    return 'La partita IVA non è valida (cifra di controllo errata)';
  }
  return null;
}

export const isValidPartitaIva = (value: string): boolean => partitaIvaError(value) === null;

/** A codice fiscale in upper case without spaces. */
export const normalizeCodiceFiscale = (value: string): string => stripSpaces(value);

// Values of characters in odd places (1st, 3rd, …) for the check character, from DM 23/12/1976.
// biome-ignore format: the official table reads best in rows
const ODD_VALUES: Record<string, number> = {
  '0': 1, '1': 0, '2': 5, '3': 7, '4': 9, '5': 13, '6': 15, '7': 17, '8': 19, '9': 21,
  A: 1, B: 0, C: 5, D: 7, E: 9, F: 13, G: 15, H: 17, I: 19, J: 21, K: 2, L: 4, M: 18,
  N: 20, O: 11, P: 3, Q: 6, R: 8, S: 12, T: 14, U: 16, V: 10, W: 22, X: 25, Y: 24, Z: 23,
};

const evenValue = (char: string): number =>
  char >= '0' && char <= '9' ? char.charCodeAt(0) - 48 : char.charCodeAt(0) - 65;

/** The 16th character of a personal codice fiscale computed from the first 15. */
export function codiceFiscaleCheckChar(first15: string): string {
  let sum = 0;
  for (let i = 0; i < 15; i += 1) {
    const char = first15[i] ?? '';
    sum += i % 2 === 0 ? (ODD_VALUES[char] ?? 0) : evenValue(char);
  }
  return String.fromCharCode(65 + (sum % 26));
}

// Digits of the date and place may be replaced by letters (omocodia: L=0, M=1, N=2, P=3 … V=9).
const OMOCODE_DIGIT = '[0-9LMNPQRSTUV]';
const PERSONAL_CF = new RegExp(
  `^[A-Z]{6}${OMOCODE_DIGIT}{2}[ABCDEHLMPRST]${OMOCODE_DIGIT}{2}[A-Z]${OMOCODE_DIGIT}{3}[A-Z]$`,
);

/** A codice fiscale is either the 16-character personal code or the 11-digit code of a company. */
export function codiceFiscaleError(value: string): string | null {
  const code = normalizeCodiceFiscale(value);
  if (code === '') return 'Inserisci il codice fiscale';
  if (/^\d{11}$/.test(code)) {
    return luhnCheckDigit(code.slice(0, 10)) === code.charCodeAt(10) - 48
      ? null
      : 'Il codice fiscale non è valido (cifra di controllo errata)';
  }
  if (code.length !== 16) return 'Il codice fiscale deve avere 16 caratteri (11 cifre per una società)';
  if (!PERSONAL_CF.test(code)) return 'Il codice fiscale non ha il formato corretto';
  if (codiceFiscaleCheckChar(code.slice(0, 15)) !== code[15]) {
    return 'Il codice fiscale non è valido (carattere di controllo errato)';
  }
  return null;
}

export const isValidCodiceFiscale = (value: string): boolean => codiceFiscaleError(value) === null;

/** A personal (16-character) codice fiscale, as opposed to the 11-digit code of a company. */
export const isPersonalCodiceFiscale = (value: string): boolean => normalizeCodiceFiscale(value).length === 16;

/**
 * A VAT number with its ISO 3166-1 alpha-2 country code in front (`IT01234567897`, `DE123456789`,
 * `FR…`). Italian numbers get the full check; foreign ones the shape FatturaPA accepts for
 * IdFiscaleIVA (country code + up to 28 letters or digits), since each country has its own rules.
 */
export function vatNumberError(value: string): string | null {
  const compact = stripSpaces(value);
  if (compact === '') return 'Inserisci la partita IVA';
  if (/^\d{11}$/.test(compact) || compact.startsWith('IT')) return partitaIvaError(compact);
  if (!/^[A-Z]{2}[A-Z0-9]{2,28}$/.test(compact)) {
    return 'La partita IVA estera deve iniziare con il codice del paese (es. DE123456789)';
  }
  return null;
}

/** Splits a VAT number into country and code; an 11-digit number without prefix is Italian. */
export function splitVatNumber(value: string): { country: string; code: string } {
  const compact = stripSpaces(value);
  if (/^\d{11}$/.test(compact)) return { country: 'IT', code: compact };
  return { country: compact.slice(0, 2), code: compact.slice(2) };
}
