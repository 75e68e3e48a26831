import {
  CLIENT_KIND_LABELS,
  CLIENT_KINDS,
  CLIENT_SIZE_LABELS,
  CLIENT_SIZES,
  CLIENT_STATUS_LABELS,
  CLIENT_STATUSES,
  COUNTRY_CODES,
  COUNTRY_ITALY,
  PROVINCE_ABROAD,
  PROVINCES,
} from '@portale/shared';
import type { SelectOption } from '@/ui/select-field';
import { CLIENTS_TEXT } from './strings';

// The select choices of the clients' form and filters, built once from the shared lists.

export const STATUS_OPTIONS: SelectOption[] = CLIENT_STATUSES.map((value) => ({
  value,
  label: CLIENT_STATUS_LABELS[value],
}));
export const KIND_OPTIONS: SelectOption[] = CLIENT_KINDS.map((value) => ({ value, label: CLIENT_KIND_LABELS[value] }));
export const SIZE_OPTIONS: SelectOption[] = CLIENT_SIZES.map((value) => ({ value, label: CLIENT_SIZE_LABELS[value] }));

const collator = new Intl.Collator('it');

/** The Italian provinces by name ("MI – Milano"); EE only for an address abroad. */
export const PROVINCE_OPTIONS: SelectOption[] = Object.entries(PROVINCES)
  .filter(([code]) => code !== PROVINCE_ABROAD)
  .sort(([, a], [, b]) => collator.compare(a, b))
  .map(([code, name]) => ({ value: code, label: `${code} – ${name}` }));
export const ABROAD_OPTION: SelectOption = { value: PROVINCE_ABROAD, label: CLIENTS_TEXT.form.abroad };

const regionNames = new Intl.DisplayNames(['it'], { type: 'region' });

/** Every country by its Italian name, Italy first. */
export const COUNTRY_OPTIONS: SelectOption[] = [
  { value: COUNTRY_ITALY, label: regionNames.of(COUNTRY_ITALY) ?? COUNTRY_ITALY },
  ...COUNTRY_CODES.filter((code) => code !== COUNTRY_ITALY)
    .map((code) => ({ value: code, label: regionNames.of(code) ?? code }))
    .sort((a, b) => collator.compare(a.label, b.label)),
];
