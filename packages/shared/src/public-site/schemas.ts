import { z } from 'zod';
import { Email } from '../auth/schemas';
import { isoDateTime } from '../dates';
import { PaginationQuery } from '../pagination';
import { CONSENT_METHODS } from './cookie-consent';

const text = (label: string, min: number, max: number) =>
  z
    .string({ error: `${label} è obbligatorio` })
    .trim()
    .min(min, min <= 1 ? `${label} è obbligatorio` : `${label} deve contenere almeno ${min} caratteri`)
    .max(max, `${label} può contenere al massimo ${max} caratteri`);

const optional = (label: string, max: number) =>
  z.string().trim().max(max, `${label} può contenere al massimo ${max} caratteri`).optional().default('');

/** The public contact form (issue 3): stored, rate-limited, visible to admins. */
export const ContactMessageCreate = z.object({
  name: text('Il nome', 1, 120),
  email: Email,
  company: optional("L'azienda", 120),
  phone: z
    .string()
    .trim()
    .max(30)
    .regex(/^[+()0-9 .-]*$/, 'Numero di telefono non valido')
    .optional()
    .default(''),
  subject: optional("L'oggetto", 160),
  message: text('Il messaggio', 10, 5000),
  privacy_consent: z.literal(true, { error: "Per inviare il messaggio devi accettare l'informativa sulla privacy" }),
});
export type ContactMessageCreate = z.input<typeof ContactMessageCreate>;

export const CONTACT_MESSAGE_STATUSES = ['new', 'read', 'archived'] as const;
export const ContactMessageStatus = z.enum(CONTACT_MESSAGE_STATUSES);
export const CONTACT_MESSAGE_STATUS_LABELS: Record<z.infer<typeof ContactMessageStatus>, string> = {
  new: 'Nuovo',
  read: 'Letto',
  archived: 'Archiviato',
};

export const ContactMessage = z.object({
  id: z.uuid(),
  name: z.string(),
  email: z.string(),
  company: z.string(),
  phone: z.string(),
  subject: z.string(),
  message: z.string(),
  status: ContactMessageStatus,
  created_at: z.string(),
});
export type ContactMessage = z.infer<typeof ContactMessage>;

export const ContactMessageStatusUpdate = z.object({ status: ContactMessageStatus });

export const ContactMessageListQuery = PaginationQuery.extend({ status: ContactMessageStatus.optional() });
export type ContactMessageListQuery = z.infer<typeof ContactMessageListQuery>;

export * from './cookie-consent';
export * from './retention';

/** Anonymous proof of consent: a random id kept by the browser, the choices, the date and the policy version. */
export const ConsentRecordCreate = z.object({
  consent_id: z.uuid('Identificativo del consenso non valido'),
  preferences: z.boolean(),
  analytics: z.boolean(),
  marketing: z.boolean(),
  method: z.enum(CONSENT_METHODS),
  policy_version: z.string().trim().min(1).max(32),
  decided_at: isoDateTime('Data del consenso non valida'),
});
export type ConsentRecordCreate = z.infer<typeof ConsentRecordCreate>;

const field = (label: string, max: number) => z.string().trim().max(max, `${label}: al massimo ${max} caratteri`);
const required = (label: string, max: number) => field(label, max).min(1, `${label}: campo obbligatorio`);
const list = <T extends z.ZodType>(item: T, label: string, max: number) =>
  z.array(item).max(max, `${label}: al massimo ${max} elementi`);

/** Pages the home's call to action may lead to. */
export const HERO_CTA_PAGES = ['contact', 'services', 'products', 'about', 'careers'] as const;

/** The top of the home page; empty fields fall back to the company's name and slogan. */
export const PublicHero = z.object({
  title: field('Titolo', 120),
  subtitle: field('Sottotitolo', 300),
  cta_label: field('Testo del pulsante', 40),
  cta_page: z.enum(HERO_CTA_PAGES, { error: 'Pagina del pulsante non valida' }),
});
export type PublicHero = z.infer<typeof PublicHero>;

export const PublicAboutSection = z.object({ title: required('Titolo della sezione', 80), body: field('Testo', 2000) });
export const PublicValue = z.object({ title: required('Valore', 80), description: field('Descrizione', 400) });
export const PublicService = z.object({ title: required('Servizio', 80), description: field('Descrizione', 600) });
export const PublicProduct = z.object({
  name: required('Prodotto', 80),
  description: field('Descrizione', 600),
  features: list(required('Caratteristica', 120), 'Caratteristiche', 8),
});
/** A person the company shows on "Chi siamo": only what the admin types here, never read from personnel data. */
export const PublicTeamMember = z.object({
  name: required('Nome', 80),
  role: field('Ruolo', 80),
  bio: field('Presentazione', 400),
});

/** Page content of the public site, part of the tenant configuration and editable by admins. */
export const PublicContent = z.object({
  hero: PublicHero,
  about: z.object({
    intro: field('Introduzione', 2000),
    mission: field('Missione', 2000),
    /** Further sections of "Chi siamo", in order. */
    sections: list(PublicAboutSection, 'Sezioni', 8),
    values: list(PublicValue, 'Valori', 8),
  }),
  services: list(PublicService, 'Servizi', 12),
  products: list(PublicProduct, 'Prodotti', 12),
  team: list(PublicTeamMember, 'Team', 24),
  /** Custom legal texts (plain text, blank line between paragraphs); empty means the built-in default. */
  legal: z.object({
    privacy: z.string().max(50_000),
    cookie_policy: z.string().max(50_000),
    accessibility: z.string().max(50_000),
  }),
});
export type PublicContent = z.infer<typeof PublicContent>;
