import { z } from 'zod';
import { PUBLIC_SITE_MODES } from '../constants';
import { PublicContent } from '../public-site/schemas';
import { EMPTY_INVOICING_SETTINGS, InvoicingSettings } from './invoicing-schemas';
import { isValidPartitaIva, PUBLIC_PAGES } from './public-site';

export const PublicPage = z.enum(PUBLIC_PAGES);
export type PublicPage = z.infer<typeof PublicPage>;

export * from './invoicing-schemas';
export * from './public-site';

// No defaults here: a partial update must never fill the fields it does not name.
const optionalText = (max: number, label: string) => z.string().trim().max(max, `${label}: massimo ${max} caratteri`);

export const CompanyInfo = z.object({
  name: z.string().trim().min(1, 'La ragione sociale è obbligatoria').max(120, 'Ragione sociale troppo lunga'),
  tagline: optionalText(160, 'Slogan'),
  description: optionalText(1000, 'Descrizione'),
  logo_primary_url: z.string().max(500).nullable(),
  logo_transparent_url: z.string().max(500).nullable(),
  email: z.union([z.literal(''), z.email('Indirizzo e-mail non valido')]),
  phone: z
    .string()
    .trim()
    .max(30)
    .regex(/^[+()0-9 .-]*$/, 'Numero di telefono non valido'),
  address: optionalText(300, 'Indirizzo'),
  vat_number: z
    .string()
    .trim()
    .refine((v) => v === '' || isValidPartitaIva(v.replace(/^IT/i, '')), 'Partita IVA non valida'),
  /** Posta elettronica certificata. */
  pec: z.union([z.literal(''), z.email('Indirizzo PEC non valido').max(254)]),
  /** Codice destinatario SDI for electronic invoices: 7 letters or digits. */
  sdi_code: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^([A-Z0-9]{7})?$/, 'Il codice SDI è di 7 lettere o cifre'),
  /** Registro delle imprese: province and number, e.g. "MI-1234567". */
  rea: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^([A-Z]{2}-\d{1,7})?$/, 'Numero REA non valido: sigla della provincia e numero, es. MI-1234567'),
  share_capital: z.object({
    /** In euro cents; null when not stated. */
    amount_cents: z
      .number({ error: 'Capitale sociale non valido' })
      .int('Capitale sociale non valido')
      .min(0, 'Il capitale sociale non può essere negativo')
      .max(100_000_000_000_00, 'Capitale sociale troppo alto')
      .nullable(),
    /** "i.v.": interamente versato. */
    fully_paid: z.boolean(),
  }),
});
export type CompanyInfo = z.infer<typeof CompanyInfo>;

export const PublicSiteModeSchema = z.enum(PUBLIC_SITE_MODES, { error: 'Modalità del sito non valida' });

export const PublicSiteConfig = z.object({
  mode: PublicSiteModeSchema,
  features: z.object({ careers_section: z.object({ enabled: z.boolean() }) }),
  navigation_by_mode: z.record(PublicSiteModeSchema, z.array(PublicPage)),
  navigation_labels: z.record(PublicPage, z.string().trim().min(1).max(40)),
});
export type PublicSiteConfig = z.infer<typeof PublicSiteConfig>;

export const SecuritySettings = z.object({
  registration_enabled: z.boolean(),
  session_idle_minutes: z
    .number()
    .int()
    .min(5, 'Minimo 5 minuti')
    .max(24 * 60, 'Massimo 24 ore'),
  session_absolute_hours: z
    .number()
    .int()
    .min(1, 'Minimo 1 ora')
    .max(24 * 30, 'Massimo 30 giorni'),
});
export type SecuritySettings = z.infer<typeof SecuritySettings>;

/** Error monitoring (issue 5): automatic error submission from browsers is off until an admin enables it. */
export const MonitoringSettings = z.object({ auto_error_submission: z.boolean() });

/** The tenant configuration document stored in the database and edited by admins. */
export const TenantConfig = z.object({
  company: CompanyInfo,
  public_site: PublicSiteConfig,
  security: SecuritySettings,
  content: PublicContent,
  monitoring: MonitoringSettings,
  /**
   * The company's invoicing data (FatturaPA): admins only, never in the public configuration. A document stored
   * before the section existed reads with the empty defaults until the seed's upgrade writes them.
   */
  invoicing: InvoicingSettings.default(EMPTY_INVOICING_SETTINGS),
});
export type TenantConfig = z.infer<typeof TenantConfig>;

export const TenantConfigUpdate = z.object({
  company: CompanyInfo.partial().optional(),
  public_site: PublicSiteConfig.partial().optional(),
  security: SecuritySettings.partial().optional(),
  content: PublicContent.partial().optional(),
  monitoring: MonitoringSettings.partial().optional(),
  invoicing: InvoicingSettings.partial().optional(),
});
export type TenantConfigUpdate = z.infer<typeof TenantConfigUpdate>;

export const DemoLogin = z.object({ role: z.string(), username: z.string(), email: z.string() });

/** `GET /api/config`: what anyone may read at start-up (spec §7 "company and tenant configuration"). */
export const PublicConfig = z.object({
  company: CompanyInfo,
  public_site: PublicSiteConfig,
  content: PublicContent,
  registration_enabled: z.boolean(),
  auto_error_submission: z.boolean(),
  demo: z.object({ enabled: z.boolean(), password: z.string().nullable(), logins: z.array(DemoLogin) }),
  version: z.string(),
});
export type PublicConfig = z.infer<typeof PublicConfig>;

export const LOGO_VARIANTS = ['primary', 'transparent'] as const;
export const LogoVariant = z.enum(LOGO_VARIANTS, { error: 'Variante del logo non valida' });
export const LOGO_MAX_BYTES = 2 * 1024 * 1024;
export const LOGO_MESSAGES = {
  tooLarge: 'Il logo è troppo grande. Massimo 2 MB.',
  notImage: 'Il logo deve essere un’immagine PNG, JPEG, WebP o GIF.',
} as const;

export const IntegrationsStatus = z.object({
  smtp: z.object({ configured: z.boolean(), server: z.string().nullable(), from: z.string() }),
  ai: z.object({
    configured: z.boolean(),
    provider: z.string().nullable(),
    model: z.string().nullable(),
    base_url: z.string().nullable(),
  }),
});
export type IntegrationsStatus = z.infer<typeof IntegrationsStatus>;
export const SmtpTestBody = z.object({ to: z.email('Indirizzo e-mail non valido').optional() });
