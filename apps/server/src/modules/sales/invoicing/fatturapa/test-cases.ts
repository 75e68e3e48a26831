import type { InvoiceLineInput } from '@portale/shared';
import type { FatturaPaBuyer, FatturaPaInput } from './types';

// The six documents issue 18 asks the XSD to accept, built from realistic data; used by the tests only.

export const line = (over: Partial<InvoiceLineInput>): InvoiceLineInput => ({
  kind: 'item',
  description: 'Sviluppo software su misura',
  quantity: 1,
  unit: null,
  unit_price_cents: 100_000,
  discount_percent: 0,
  vat_rate: 22,
  natura: null,
  withholding: false,
  ...over,
});

const italianCompany: FatturaPaBuyer = {
  kind: 'company',
  name: 'Arredi Ferrari S.r.l.',
  vat_number: 'IT00743110157',
  tax_code: '00743110157',
  sdi_code: 'M5UXCR1',
  pec: null,
  address: {
    street: 'Via Emilia',
    civic: '12/A',
    postal_code: '40121',
    city: 'Bologna',
    province: 'BO',
    country: 'IT',
  },
};

export const foreignCompany: Extract<FatturaPaBuyer, { kind: 'company' }> = {
  kind: 'company',
  name: 'Müller & Söhne GmbH',
  vat_number: 'DE123456789',
  tax_code: null,
  sdi_code: null,
  pec: null,
  address: {
    street: 'Friedrichstraße',
    civic: '45',
    postal_code: '10117',
    city: 'Berlin',
    province: null,
    country: 'DE',
  },
};

export function baseInput(over: Partial<FatturaPaInput> = {}): FatturaPaInput {
  return {
    transmission_id: '00001',
    seller: {
      name: 'Demo S.r.l.',
      vat_number: '12345678903',
      tax_code: '12345678903',
      regime_fiscale: 'RF01',
      address: { street: 'Via Roma', civic: '1', postal_code: '20121', city: 'Milano', province: 'MI', country: 'IT' },
      rea: {
        office: 'MI',
        number: '1234567',
        share_capital_cents: 5_000_000,
        socio_unico: 'SM',
        stato_liquidazione: 'LN',
      },
      phone: '+39 02 1234567',
      email: 'amministrazione@demo.portale.it',
    },
    buyer: italianCompany,
    document: { type: 'TD01', number: 'PF-2026/0042', date: '2026-11-25', causale: 'Pre-fattura di novembre' },
    lines: [
      line({ description: 'Analisi funzionale', quantity: 12.5, unit: 'ore', unit_price_cents: 6_500 }),
      line({ description: 'Licenza annuale', discount_percent: 10, vat_rate: 22 }),
    ],
    options: { split_payment: false, charge_stamp_duty: true, withholding: null },
    payment: {
      method: 'MP05',
      iban: 'IT60X0542811101000000123456',
      bank_name: 'Banca Popolare di Milano',
      due_date: '2026-12-31',
    },
    ...over,
  };
}

export const SIX_CASES: Record<string, FatturaPaInput> = {
  'company buyer with an SDI code': baseInput(),
  'private person with codice fiscale, 0000000 and PEC': baseInput({
    buyer: {
      kind: 'person',
      first_name: 'Mario',
      last_name: 'Rossi',
      vat_number: null,
      tax_code: 'RSSMRA85T10A562S',
      sdi_code: null,
      pec: 'mario.rossi@pec.it',
      address: {
        street: 'Corso Vittorio Emanuele II',
        civic: null,
        postal_code: '10121',
        city: 'Torino',
        province: 'TO',
        country: 'IT',
      },
    },
  }),
  'foreign buyer with XXXXXXX': baseInput({
    buyer: {
      kind: 'company',
      name: 'Müller & Söhne GmbH',
      vat_number: 'DE123456789',
      tax_code: null,
      sdi_code: null,
      pec: null,
      address: {
        street: 'Friedrichstraße',
        civic: '45',
        postal_code: '10117',
        city: 'Berlin',
        province: null,
        country: 'DE',
      },
    },
    lines: [line({ description: 'Consulenza (art. 7-ter)', vat_rate: 0, natura: 'N2.1' })],
  }),
  'exempt line N2.2 with stamp duty': baseInput({
    seller: { ...baseInput().seller, regime_fiscale: 'RF19', rea: null },
    lines: [
      line({ description: 'Formazione in regime forfettario', vat_rate: 0, natura: 'N2.2', unit_price_cents: 50_000 }),
    ],
  }),
  'discount line': baseInput({
    lines: [
      line({ description: 'Canone di manutenzione', quantity: 3, unit: 'mesi', unit_price_cents: 40_000 }),
      line({ kind: 'discount', description: 'Sconto fedeltà', unit_price_cents: -12_000 }),
    ],
  }),
  'split payment': baseInput({
    options: { split_payment: true, charge_stamp_duty: true, withholding: null },
    lines: [line({ description: 'Servizio di hosting', unit_price_cents: 250_000 })],
  }),
};
