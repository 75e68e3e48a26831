import { COUNTRY_ITALY, SDI_CODE_FOREIGN } from './constants';
import { validateCountry, validatePostalCode, validateProvince } from './fiscal';

// The rules of a client record that tie two fields together, without zod: the schemas run them on a whole body,
// the server again on a stored record with an update applied (a PATCH may change the country alone).

export interface ClientRecordFields {
  kind: 'company' | 'person';
  name?: string | null;
  first_name?: string | null;
  last_name?: string | null;
  sdi_code?: string | null;
  postal_code?: string | null;
  province?: string | null;
  country?: string | null;
}

export interface FieldProblem {
  field: string;
  message: string;
}

export function clientRecordProblems(client: ClientRecordFields): FieldProblem[] {
  const problems: FieldProblem[] = [];
  if (client.kind === 'company' && !client.name?.trim())
    problems.push({ field: 'name', message: 'La ragione sociale è obbligatoria' });
  if (client.kind === 'person') {
    if (!client.first_name?.trim()) problems.push({ field: 'first_name', message: 'Il nome è obbligatorio' });
    if (!client.last_name?.trim()) problems.push({ field: 'last_name', message: 'Il cognome è obbligatorio' });
  }
  const country = client.country || COUNTRY_ITALY;
  const countryProblem = validateCountry(country);
  if (countryProblem) {
    problems.push({ field: 'country', message: countryProblem });
    return problems;
  }
  if (client.postal_code) {
    const message = validatePostalCode(client.postal_code, country);
    if (message) problems.push({ field: 'postal_code', message });
  }
  if (client.province) {
    const message = validateProvince(client.province, country);
    if (message) problems.push({ field: 'province', message });
  }
  if (country !== COUNTRY_ITALY && client.sdi_code && client.sdi_code !== SDI_CODE_FOREIGN)
    problems.push({ field: 'sdi_code', message: `Per un cliente estero il codice destinatario è ${SDI_CODE_FOREIGN}` });
  return problems;
}

/** The name a client shows: the ragione sociale, or "Nome Cognome" for a private person. */
export function clientDisplayName(client: Pick<ClientRecordFields, 'kind' | 'name' | 'first_name' | 'last_name'>) {
  if (client.kind === 'person') return `${client.first_name?.trim() ?? ''} ${client.last_name?.trim() ?? ''}`.trim();
  return client.name?.trim() ?? '';
}
