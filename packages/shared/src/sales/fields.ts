import { z } from 'zod';
import { isCleanPersonName } from '../names';
import {
  CLIENT_KINDS,
  CLIENT_SIZES,
  CLIENT_STATUSES,
  CLIENT_TAG_MAX,
  CLIENT_TAGS_MAX,
  CONSENT_SOURCES,
  DUPLICATE_REASONS,
} from './constants';
import {
  normalizeSdiCode,
  normalizeTaxCode,
  normalizeVatNumber,
  validateAtecoCode,
  validateEmail,
  validateSdiCode,
  validateTaxCode,
  validateVatNumber,
} from './fiscal';

// The field schemas the CRM's forms share (issue 18): enums and the optional codes with their check digits.

export const ClientKindSchema = z.enum(CLIENT_KINDS, { error: 'Tipo di cliente non valido' });
export const ClientStatusSchema = z.enum(CLIENT_STATUSES, { error: 'Stato non valido' });
export const ClientSizeSchema = z.enum(CLIENT_SIZES, { error: 'Dimensione non valida' });
export const ConsentSourceSchema = z.enum(CONSENT_SOURCES, { error: 'Origine del consenso non valida' });
export const DuplicateReasonSchema = z.enum(DUPLICATE_REASONS);

/**
 * An optional text field of a form: blank means null; otherwise `normalize`d and checked by `validate`, whose
 * Italian message becomes the field's error.
 */
export function optionalCode(
  max: number,
  normalize: (value: string) => string,
  validate: (value: string) => string | null,
  tooLong = 'Valore troppo lungo',
) {
  return z
    .string({ error: 'Valore non valido' })
    .max(max, tooLong)
    .nullable()
    .transform((value) => {
      const trimmed = value?.trim() ?? '';
      return trimmed === '' ? null : normalize(trimmed);
    })
    .superRefine((value, ctx) => {
      const message = value === null ? null : validate(value);
      if (message) ctx.addIssue({ code: 'custom', message });
    });
}

/** An optional free-text field: blank means null. */
export function optionalText(max: number, tooLong: string) {
  return z
    .string({ error: 'Valore non valido' })
    .max(max, tooLong)
    .nullable()
    .transform((value) => {
      const trimmed = value?.trim() ?? '';
      return trimmed === '' ? null : trimmed;
    });
}

export const upper = (value: string) => value.toUpperCase();

export const VatNumberField = optionalCode(32, normalizeVatNumber, validateVatNumber, 'Partita IVA troppo lunga');
export const TaxCodeField = optionalCode(32, normalizeTaxCode, validateTaxCode, 'Codice fiscale troppo lungo');
export const SdiCodeField = optionalCode(16, normalizeSdiCode, validateSdiCode, 'Codice destinatario troppo lungo');
export const PecField = optionalCode(
  254,
  (v) => v.toLowerCase(),
  (v) => validateEmail(v, 'Indirizzo PEC'),
);
export const AtecoField = optionalCode(12, (v) => v, validateAtecoCode);
/** Checked against the country by `clientRecordProblems`. */
export const PostalCodeField = optionalText(10, 'CAP troppo lungo').transform((v) => (v ? upper(v) : v));
export const ProvinceField = optionalText(2, 'La provincia è una sigla di 2 lettere').transform((v) =>
  v ? upper(v) : v,
);
export const CountryField = z
  .string({ error: 'Nazione non valida' })
  .trim()
  .length(2, 'La nazione è un codice di 2 lettere (es. IT)')
  .transform(upper);

export const PersonNamePart = (label: 'Il nome' | 'Il cognome') =>
  optionalText(80, `${label} può contenere al massimo 80 caratteri`).refine(
    (value) => value === null || isCleanPersonName(value),
    `${label} contiene caratteri non consentiti (controllo o direzione del testo)`,
  );

export const ClientTagName = z
  .string({ error: 'Etichetta non valida' })
  .trim()
  .min(1, 'Etichetta vuota')
  .max(CLIENT_TAG_MAX, `Etichetta troppo lunga (max ${CLIENT_TAG_MAX} caratteri)`);
export const TagList = z
  .array(ClientTagName)
  .max(CLIENT_TAGS_MAX, `Al massimo ${CLIENT_TAGS_MAX} etichette`)
  .transform((tags) => [...new Map(tags.map((tag) => [tag.toLowerCase(), tag])).values()]);
