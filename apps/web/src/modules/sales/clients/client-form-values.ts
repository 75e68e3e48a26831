import {
  type Client,
  ClientCreate,
  type ClientKind,
  type ClientSize,
  type ClientStatus,
  type ClientUpdateInput,
  COUNTRY_ITALY,
  PROVINCE_ABROAD,
} from '@portale/shared';
import { z } from 'zod';

/** The inputs, in the order the server's field errors are matched to them. */
export const CLIENT_FIELDS = [
  'kind',
  'name',
  'first_name',
  'last_name',
  'status',
  'owner_id',
  'size',
  'ateco_code',
  'tags',
  'vat_number',
  'tax_code',
  'sdi_code',
  'pec',
  'street',
  'postal_code',
  'city',
  'province',
  'country',
  'notes',
] as const;
export type ClientField = (typeof CLIENT_FIELDS)[number];

/** What the inputs hold: text everywhere (tags comma-separated, '' for none). */
export type ClientFormValues = {
  kind: ClientKind;
  name: string;
  first_name: string;
  last_name: string;
  status: ClientStatus;
  owner_id: string;
  size: ClientSize | '';
  ateco_code: string;
  tags: string;
  vat_number: string;
  tax_code: string;
  sdi_code: string;
  pec: string;
  street: string;
  postal_code: string;
  city: string;
  province: string;
  country: string;
  notes: string;
};

export const parseTags = (text: string) =>
  text
    .split(',')
    .map((tag) => tag.trim())
    .filter(Boolean);

/** The body the form's text values stand for, before the shared schema checks and normalises it. */
export function bodyOf(values: ClientFormValues) {
  const person = values.kind === 'person';
  return {
    ...values,
    // A private person's name is written by the server from nome and cognome; a company has neither.
    name: person ? null : values.name,
    first_name: person ? values.first_name : null,
    last_name: person ? values.last_name : null,
    owner_id: values.owner_id || null,
    size: values.size || null,
    tags: parseTags(values.tags),
    country: values.country.trim() || COUNTRY_ITALY,
  };
}

/**
 * The shared create schema fed from the form's text values: the browser checks exactly what the server will
 * (the partita IVA and codice fiscale check digits included), for a new client and an edited one alike.
 */
export const ClientFormSchema = z.preprocess((values: ClientFormValues) => bodyOf(values), ClientCreate);

/** The form's values for a client, or a new one owned by the signed-in user. */
export const valuesOf = (client: Client | null, userId: string | undefined): ClientFormValues =>
  client
    ? {
        kind: client.kind,
        name: client.kind === 'company' ? client.name : '',
        first_name: client.first_name ?? '',
        last_name: client.last_name ?? '',
        status: client.status,
        owner_id: client.owner?.id ?? '',
        size: client.size ?? '',
        ateco_code: client.ateco_code ?? '',
        tags: client.tags.join(', '),
        vat_number: client.vat_number ?? '',
        tax_code: client.tax_code ?? '',
        sdi_code: client.sdi_code ?? '',
        pec: client.pec ?? '',
        street: client.street ?? '',
        postal_code: client.postal_code ?? '',
        city: client.city ?? '',
        province: client.province ?? '',
        country: client.country,
        notes: client.notes,
      }
    : {
        kind: 'company',
        name: '',
        first_name: '',
        last_name: '',
        status: 'lead',
        owner_id: userId ?? '',
        size: '',
        ateco_code: '',
        tags: '',
        vat_number: '',
        tax_code: '',
        sdi_code: '',
        pec: '',
        street: '',
        postal_code: '',
        city: '',
        province: '',
        country: COUNTRY_ITALY,
        notes: '',
      };

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The PATCH body of an edit: the fields whose checked value differs from the stored client's, with the version
 * the form was loaded with (a newer stored one answers 409). Null when nothing changed.
 */
export function patchOf(saved: ClientCreate, client: Client): ClientUpdateInput | null {
  const stored = ClientFormSchema.safeParse(valuesOf(client, undefined));
  const before: Partial<ClientCreate> = stored.success ? stored.data : {};
  const patch: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(saved) as [keyof ClientCreate, unknown][]) {
    if (!same(value, before[key])) patch[key] = value;
  }
  if (Object.keys(patch).length === 0) return null;
  // The kind goes only when it changed (its names change with it): the shared schema checks a patch that names a
  // kind as a whole record, and the server checks the stored client with the patch applied.
  return { ...patch, version: client.version } as ClientUpdateInput;
}

/** A province the address's country allows: EE abroad, never EE in Italy. */
export function provinceFor(country: string, province: string): string {
  if (country === COUNTRY_ITALY) return province === PROVINCE_ABROAD ? '' : province;
  return PROVINCE_ABROAD;
}
