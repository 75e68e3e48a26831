import type { ClientField } from './client-form-values';
import { CLIENTS_TEXT } from './strings';

const TEXT = CLIENTS_TEXT.form;

/** Each form field's Italian name, for the conflict comparison and the import preview's per-field errors. */
export const FIELD_LABELS: Record<ClientField, string> = {
  kind: TEXT.kind,
  name: TEXT.name,
  first_name: TEXT.firstName,
  last_name: TEXT.lastName,
  status: TEXT.status,
  owner_id: TEXT.owner,
  size: TEXT.size,
  ateco_code: TEXT.ateco,
  tags: TEXT.tags,
  vat_number: TEXT.vatNumber,
  tax_code: TEXT.taxCode,
  sdi_code: TEXT.sdiCode,
  pec: TEXT.pec,
  street: TEXT.street,
  postal_code: TEXT.postalCode,
  city: TEXT.city,
  province: TEXT.province,
  country: TEXT.country,
  notes: TEXT.notes,
};

/** A field's name, or the key itself for one the form does not know (a CSV column, say). */
export const fieldLabel = (field: string) => FIELD_LABELS[field as ClientField] ?? field;
