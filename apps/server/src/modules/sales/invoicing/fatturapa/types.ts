import type {
  InvoiceLineInput,
  InvoiceTotalsOptions,
  RegimeFiscale,
  SocioUnico,
  StatoLiquidazione,
} from '@portale/shared';

// What the FatturaPA builder needs, already resolved from the pre-invoice, the client and the company settings.

export interface FatturaPaAddress {
  street: string;
  /** NumeroCivico, optional: many Italian addresses carry it inside the street. */
  civic: string | null;
  postal_code: string;
  city: string;
  /** Two-letter province code; only for Italian addresses. */
  province: string | null;
  /** ISO 3166-1 alpha-2. */
  country: string;
}

/** The seller (cedente/prestatore): the company's fiscal data from the admin settings. */
export interface FatturaPaSeller {
  name: string;
  /** Partita IVA without the IT prefix. */
  vat_number: string;
  tax_code: string | null;
  regime_fiscale: RegimeFiscale;
  address: FatturaPaAddress;
  rea: {
    office: string;
    number: string;
    share_capital_cents: number | null;
    socio_unico: SocioUnico | null;
    stato_liquidazione: StatoLiquidazione;
  } | null;
  phone: string | null;
  email: string | null;
}

/**
 * The buyer (cessionario/committente). A company is addressed by its SDI code (or by PEC, or through its fiscal
 * drawer with 0000000); a private person by codice fiscale with 0000000 and, if known, a PEC; a buyer abroad by
 * XXXXXXX with the VAT number of its own country.
 */
export type FatturaPaBuyer = {
  /** VAT number with its country code in front (IT01234567897, DE123456789); null for a private person. */
  vat_number: string | null;
  tax_code: string | null;
  sdi_code: string | null;
  pec: string | null;
  address: FatturaPaAddress;
} & ({ kind: 'company'; name: string } | { kind: 'person'; first_name: string; last_name: string });

export interface FatturaPaPayment {
  /** MP05 bonifico is what the company settings' IBAN is for. */
  method: 'MP05';
  iban: string;
  bank_name: string | null;
  due_date: string | null;
}

export interface FatturaPaInput {
  /** ProgressivoInvio: up to 10 letters or digits, unique per transmission. */
  transmission_id: string;
  seller: FatturaPaSeller;
  buyer: FatturaPaBuyer;
  document: {
    type: 'TD01';
    number: string;
    /** YYYY-MM-DD. */
    date: string;
    causale: string | null;
  };
  lines: readonly InvoiceLineInput[];
  options: InvoiceTotalsOptions;
  payment: FatturaPaPayment | null;
}
