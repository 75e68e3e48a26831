import { z } from 'zod';

/**
 * Control characters (C0, DEL, C1) and the bidirectional controls (LRM, RLM, ALM, the embeddings, overrides and
 * isolates) that make a name read differently from what it holds, e.g. in the audit log or a people picker.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what this refuses.
const FORBIDDEN_IN_NAME = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/;

export function isCleanPersonName(value: string): boolean {
  return !FORBIDDEN_IN_NAME.test(value);
}

/** The one primitive for a person's first or last name in any form (profile, registration, users, employees). */
export function personName(
  label: 'Il nome' | 'Il cognome',
  tooLong = `${label} può contenere al massimo 80 caratteri`,
) {
  return z
    .string({ error: `${label} è obbligatorio` })
    .trim()
    .min(1, `${label} è obbligatorio`)
    .max(80, tooLong)
    .refine(isCleanPersonName, `${label} contiene caratteri non consentiti (controllo o direzione del testo)`);
}
