import { COUNTRY_ITALY, SDI_CODE_FOREIGN, SDI_CODE_PEC_OR_PRIVATE } from '@portale/shared';
import type { ClientFormValues } from './client-form-values';
import { CLIENTS_TEXT } from './strings';

const TEXT = CLIENTS_TEXT.form;

/** What the form says under the e-invoicing fields, with the codice destinatario it can fill in for the user. */
export type DeliveryAdvice = { message: string; suggest?: string };

type DeliveryFields = Pick<ClientFormValues, 'kind' | 'country' | 'sdi_code' | 'pec' | 'tax_code'>;

/**
 * Where the SDI delivers this client's invoices (FatturaPA 1.2.2, CodiceDestinatario and PECDestinatario): a
 * foreign buyer has XXXXXXX; a private person 0000000 and is reached through the codice fiscale (or a PEC); an
 * Italian company its 7-character code, or 0000000 with a PEC. Advice only: the server refuses what is wrong
 * (a foreign client with another code), the rest is the user's call.
 */
export function deliveryAdvice(values: DeliveryFields): DeliveryAdvice | null {
  const sdi = values.sdi_code.trim().toUpperCase();
  const pec = values.pec.trim();
  const country = values.country.trim().toUpperCase() || COUNTRY_ITALY;
  if (country !== COUNTRY_ITALY)
    return sdi === SDI_CODE_FOREIGN ? null : { message: TEXT.sdiForeign, suggest: SDI_CODE_FOREIGN };
  if (values.kind === 'person') {
    if (sdi !== SDI_CODE_PEC_OR_PRIVATE) return { message: TEXT.sdiPrivate, suggest: SDI_CODE_PEC_OR_PRIVATE };
    if (!values.tax_code.trim() && !pec) return { message: TEXT.needsTaxCode };
    return null;
  }
  if (sdi === '' && pec) return { message: TEXT.usePec, suggest: SDI_CODE_PEC_OR_PRIVATE };
  if (sdi === '' || (sdi === SDI_CODE_PEC_OR_PRIVATE && !pec)) return { message: TEXT.needsDelivery };
  if (sdi === SDI_CODE_FOREIGN) return { message: TEXT.foreignCodeInItaly };
  return null;
}
