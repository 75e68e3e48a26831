import { z } from 'zod';
import { COUNTRY_ITALY, PROVINCE_ABROAD } from '../sales/constants';
import { validateCountry, validatePostalCode, validateTaxCode } from '../sales/fiscal';
import { isProvinceCode } from '../sales/geo-codes';
import { ibanError } from '../sales/iban';
import {
  REGIME_FISCALE_CODES,
  SOCIO_UNICO_LABELS,
  type SocioUnico,
  STATO_LIQUIDAZIONE_LABELS,
  type StatoLiquidazione,
} from '../sales/invoice-constants';

// The company's invoicing data (issue 18): what the FatturaPA XML of a pre-invoice needs beyond the public company
// data (partita IVA, PEC, REA and share capital stay in `company`, which the public site shows). Kept in their own
// section of the tenant configuration, which `GET /api/config` never sends: the IBAN and the fiscal settings are
// not for the public site. Every field may be empty until an admin fills it in; the XML export lists what is
// missing instead of writing an invalid document.

export const PAYMENT_DAYS_MAX = 365;
export const DEFAULT_PAYMENT_DAYS = 30;

const text = (max: number, label: string) =>
  z
    .string({ error: `${label} non valido` })
    .trim()
    .max(max, `${label}: massimo ${max} caratteri`);

/** The registered office as FatturaPA wants it (Sede): street and civic number apart, CAP, comune, provincia. */
export const SellerAddress = z
  .object({
    street: text(60, 'Indirizzo'),
    civic: text(8, 'Numero civico'),
    postal_code: text(10, 'CAP').toUpperCase(),
    city: text(60, 'Comune'),
    /** Two-letter code; empty abroad or while not filled in. */
    province: z.string({ error: 'Provincia non valida' }).trim().toUpperCase(),
    country: z.string({ error: 'Nazione non valida' }).trim().toUpperCase(),
  })
  .superRefine((address, ctx) => {
    const at = (field: string, message: string | null) => {
      if (message) ctx.addIssue({ code: 'custom', path: [field], message });
    };
    at('country', validateCountry(address.country));
    const italy = address.country === COUNTRY_ITALY;
    if (address.postal_code) at('postal_code', validatePostalCode(address.postal_code, address.country));
    if (address.province) {
      if (!isProvinceCode(address.province) || (italy && address.province === PROVINCE_ABROAD))
        at('province', 'Sigla della provincia non valida (es. MI, RM)');
      else if (!italy && address.province !== PROVINCE_ABROAD)
        at('province', 'Per una sede all’estero lascia vuota la provincia');
    }
  });
export type SellerAddress = z.infer<typeof SellerAddress>;

export const InvoicingSettings = z.object({
  /** Codice fiscale of the company: 11 digits (often the partita IVA) or 16 characters for a sole trader. */
  tax_code: z
    .string({ error: 'Codice fiscale non valido' })
    .trim()
    .toUpperCase()
    .refine((value) => value === '' || validateTaxCode(value) === null, {
      error: (issue) => validateTaxCode(String(issue.input)) ?? 'Codice fiscale non valido',
    }),
  regime_fiscale: z.enum(REGIME_FISCALE_CODES, { error: 'Scegli il regime fiscale (RF01…RF19)' }),
  /** REA: a single shareholder (SU) or several (SM); null for a company without share capital. */
  socio_unico: z
    .enum(Object.keys(SOCIO_UNICO_LABELS) as [SocioUnico, ...SocioUnico[]], { error: 'Valore non valido' })
    .nullable(),
  stato_liquidazione: z.enum(Object.keys(STATO_LIQUIDAZIONE_LABELS) as [StatoLiquidazione, ...StatoLiquidazione[]], {
    error: 'Stato di liquidazione non valido',
  }),
  address: SellerAddress,
  /** Where the clients pay (ModalitaPagamento MP05, bonifico); stored upper case without spaces. */
  iban: z
    .string({ error: 'IBAN non valido' })
    .overwrite((value) => value.replace(/\s/g, '').toUpperCase())
    .refine((value) => value === '' || ibanError(value) === null, {
      error: (issue) => ibanError(String(issue.input)) ?? 'IBAN non valido',
    }),
  bank_name: text(80, 'Banca'),
  /** Days from the issue date to the due date a new pre-invoice proposes. */
  payment_days: z
    .number({ error: 'Indica il numero di giorni' })
    .int('Indica un numero intero di giorni')
    .min(0, 'I giorni non possono essere negativi')
    .max(PAYMENT_DAYS_MAX, `Al massimo ${PAYMENT_DAYS_MAX} giorni`),
});
export type InvoicingSettings = z.infer<typeof InvoicingSettings>;

/** A tenant that has not filled its invoicing data in yet (and configurations stored before it existed). */
export const EMPTY_INVOICING_SETTINGS: InvoicingSettings = {
  tax_code: '',
  regime_fiscale: 'RF01',
  socio_unico: null,
  stato_liquidazione: 'LN',
  address: { street: '', civic: '', postal_code: '', city: '', province: '', country: COUNTRY_ITALY },
  iban: '',
  bank_name: '',
  payment_days: DEFAULT_PAYMENT_DAYS,
};
