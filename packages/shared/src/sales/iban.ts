// IBAN check (ISO 13616): the length of the country and the two check digits (mod 97 = 1). Pure, no zod.

// biome-ignore format: a table reads best in rows
/** Lengths of the IBANs of the SEPA countries and Italy's neighbours; other countries get the generic 15–34. */
const LENGTHS: Record<string, number> = {
  AD: 24, AT: 20, BE: 16, BG: 22, CH: 21, CY: 28, CZ: 24, DE: 22, DK: 18, EE: 20, ES: 24, FI: 18, FR: 27,
  GB: 22, GR: 27, HR: 21, HU: 28, IE: 22, IS: 26, IT: 27, LI: 21, LT: 20, LU: 20, LV: 21, MC: 27, MT: 31,
  NL: 18, NO: 15, PL: 28, PT: 25, RO: 24, SE: 24, SI: 19, SK: 24, SM: 27, VA: 22,
};

/** An IBAN in upper case without spaces, as it is stored and written in the invoice. */
export const normalizeIban = (value: string): string => value.replace(/\s/g, '').toUpperCase();

function mod97(digits: string): number {
  let remainder = 0;
  for (const char of digits) remainder = (remainder * 10 + (char.charCodeAt(0) - 48)) % 97;
  return remainder;
}

export function ibanError(value: string): string | null {
  const iban = normalizeIban(value);
  if (iban === '') return "Inserisci l'IBAN";
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(iban))
    return "L'IBAN non ha il formato corretto (es. IT60X0542811101000000123456)";
  const expected = LENGTHS[iban.slice(0, 2)];
  if (expected !== undefined && iban.length !== expected) {
    return `Un IBAN ${iban.slice(0, 2)} ha ${expected} caratteri, questo ne ha ${iban.length}`;
  }
  // Move the country and check digits to the end and turn letters into numbers (A = 10 … Z = 35).
  const rearranged = iban.slice(4) + iban.slice(0, 4);
  const digits = rearranged.replace(/[A-Z]/g, (letter) => String(letter.charCodeAt(0) - 55));
  if (mod97(digits) !== 1) return "L'IBAN non è valido (cifre di controllo errate)";
  return null;
}

export const isValidIban = (value: string): boolean => ibanError(value) === null;
