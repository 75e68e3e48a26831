import {
  DEFAULT_PUBLIC_SITE_MODE,
  defaultPublicNavigation,
  EMPTY_INVOICING_SETTINGS,
  type TenantConfig,
} from '@portale/shared';
import { defaultPublicContent } from './default-content';

/** The configuration a new tenant starts with; `demo` fills in Demo S.r.l. (DESIGN.md §7). */
export function defaultTenantConfig(options: {
  demo: boolean;
  sessionIdleMinutes: number;
  sessionAbsoluteHours: number;
}): TenantConfig {
  const company: TenantConfig['company'] = options.demo
    ? {
        name: 'Demo S.r.l.',
        tagline: 'Consulenza e software per le imprese italiane',
        description:
          'Demo S.r.l. affianca le piccole e medie imprese nella trasformazione digitale: progetti software su misura, consulenza organizzativa e formazione, con un team di professionisti a Milano.',
        logo_primary_url: null,
        logo_transparent_url: null,
        email: 'info@demo.portale.it',
        phone: '+39 02 1234 5678',
        address: 'Via Roma 1, 20121 Milano (MI)',
        vat_number: '12345678903',
        pec: 'demo@pec.demo.portale.it',
        sdi_code: 'M5UXCR1',
        rea: 'MI-1234567',
        share_capital: { amount_cents: 5_000_000, fully_paid: true },
      }
    : {
        name: 'La tua azienda',
        tagline: '',
        description: '',
        logo_primary_url: null,
        logo_transparent_url: null,
        email: '',
        phone: '',
        address: '',
        vat_number: '',
        pec: '',
        sdi_code: '',
        rea: '',
        share_capital: { amount_cents: null, fully_paid: false },
      };
  return {
    company,
    public_site: {
      mode: DEFAULT_PUBLIC_SITE_MODE,
      features: { careers_section: { enabled: true } },
      ...defaultPublicNavigation(),
    },
    security: {
      registration_enabled: true,
      session_idle_minutes: options.sessionIdleMinutes,
      session_absolute_hours: options.sessionAbsoluteHours,
    },
    content: defaultPublicContent(options.demo),
    monitoring: { auto_error_submission: false },
    invoicing: options.demo ? DEMO_INVOICING : EMPTY_INVOICING_SETTINGS,
  };
}

/** Demo S.r.l.'s invoicing data: a valid codice fiscale and IBAN, so its pre-invoices export a valid FatturaPA. */
const DEMO_INVOICING: TenantConfig['invoicing'] = {
  tax_code: '12345678903',
  regime_fiscale: 'RF01',
  socio_unico: 'SM',
  stato_liquidazione: 'LN',
  address: { street: 'Via Roma', civic: '1', postal_code: '20121', city: 'Milano', province: 'MI', country: 'IT' },
  iban: 'IT60X0542811101000000123456',
  bank_name: 'Banca Demo S.p.A.',
  payment_days: 30,
};
