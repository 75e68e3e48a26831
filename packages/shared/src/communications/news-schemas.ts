import { z } from 'zod';
import { isoDateTime } from '../dates';
import { plural } from '../format';
import { PaginationQuery, paginated } from '../pagination';
import { Role } from '../roles';

// News and announcements of the communications module (issue 19, docs/communications.md): articles in rich text,
// for everyone or for some departments or roles, published at once or at a set time, pinned, and announcements
// each reader confirms having read.

export const NEWS_MESSAGES = {
  notFound: 'Notizia non trovata',
  titleRequired: 'Il titolo è obbligatorio',
  titleTooLong: 'Il titolo può avere al massimo 200 caratteri',
  summaryTooLong: 'Il sommario può avere al massimo 300 caratteri',
  bodyRequired: 'Il testo della notizia è obbligatorio',
  bodyTooLong: 'Il testo è troppo lungo: al massimo 100.000 caratteri',
  categoryInvalid: 'Categoria non valida',
  audienceDepartments: 'Scegli almeno un reparto',
  audienceRoles: 'Scegli almeno un ruolo',
  departmentUnknown: 'Uno dei reparti scelti non esiste più',
  publishAtPast: 'La data di pubblicazione programmata deve essere nel futuro',
  notMandatory: 'Questa notizia non chiede una conferma di lettura',
  notPublished: 'La notizia non è ancora pubblicata',
  alreadyPublished: 'La notizia è già pubblicata',
  confirmed: 'Lettura confermata',
  reminded: (count: number) => `Promemoria inviato a ${count} ${plural(count, { one: 'persona', other: 'persone' })}`,
  nobodyToRemind: 'Hanno già confermato tutti',
  remindTooSoon: 'Un promemoria è già stato inviato nell’ultima ora: riprova più tardi',
  created: 'Notizia salvata',
  updated: 'Notizia aggiornata',
  published: 'Notizia pubblicata',
  scheduled: 'Pubblicazione programmata',
  deleted: 'Notizia eliminata',
} as const;

/** The categories a news item belongs to (a fixed list: an intranet needs few, always the same). */
export const NEWS_CATEGORIES = {
  azienda: 'Azienda',
  persone: 'Persone e HR',
  strumenti: 'IT e strumenti',
  sicurezza: 'Salute e sicurezza',
  eventi: 'Eventi',
  clienti: 'Clienti e progetti',
} as const;
export type NewsCategory = keyof typeof NEWS_CATEGORIES;
export const NEWS_CATEGORY_KEYS = Object.keys(NEWS_CATEGORIES) as NewsCategory[];

/** bozza: only its writers see it; programmata: published by the scheduler at `publish_at`; pubblicata. */
export const NEWS_STATUSES = ['bozza', 'programmata', 'pubblicata'] as const;
export type NewsStatus = (typeof NEWS_STATUSES)[number];

export const NEWS_TITLE_MAX = 200;
export const NEWS_SUMMARY_MAX = 300;
export const NEWS_BODY_MAX = 100_000;
/** A reminder to those who have not confirmed goes at most once in this many minutes per announcement. */
export const NEWS_REMIND_INTERVAL_MINUTES = 60;

/** Who reads a news item: everyone, the members of some departments, or the holders of some roles. */
export const NewsAudience = z.discriminatedUnion(
  'kind',
  [
    z.object({ kind: z.literal('all') }),
    z.object({
      kind: z.literal('departments'),
      department_ids: z
        .array(z.uuid('Reparto non valido'))
        .min(1, NEWS_MESSAGES.audienceDepartments)
        .max(50, 'Al massimo 50 reparti'),
    }),
    z.object({
      kind: z.literal('roles'),
      roles: z.array(Role).min(1, NEWS_MESSAGES.audienceRoles).max(4),
    }),
  ],
  { error: 'Pubblico non valido: scegli tutti, alcuni reparti o alcuni ruoli' },
);
export type NewsAudience = z.infer<typeof NewsAudience>;

/**
 * `POST /api/communications/news` and `PUT …/:id`: the article. `publish`: `draft` keeps it a draft, `now`
 * publishes it (and notifies its audience), `schedule` publishes it at `publish_at`.
 */
export const NewsInput = z
  .object({
    title: z
      .string({ error: NEWS_MESSAGES.titleRequired })
      .trim()
      .min(1, NEWS_MESSAGES.titleRequired)
      .max(NEWS_TITLE_MAX, NEWS_MESSAGES.titleTooLong),
    summary: z.string().trim().max(NEWS_SUMMARY_MAX, NEWS_MESSAGES.summaryTooLong).default(''),
    body_html: z
      .string({ error: NEWS_MESSAGES.bodyRequired })
      .min(1, NEWS_MESSAGES.bodyRequired)
      .max(NEWS_BODY_MAX, NEWS_MESSAGES.bodyTooLong),
    category: z.enum(NEWS_CATEGORY_KEYS, { error: NEWS_MESSAGES.categoryInvalid }).default('azienda'),
    audience: NewsAudience.default({ kind: 'all' }),
    pinned: z.boolean().default(false),
    mandatory: z.boolean().default(false),
    publish: z.enum(['draft', 'now', 'schedule'], { error: 'Scegli come pubblicare' }).default('draft'),
    publish_at: isoDateTime().nullable().default(null),
  })
  .refine((input) => input.publish !== 'schedule' || input.publish_at !== null, {
    message: 'Indica quando pubblicare la notizia',
    path: ['publish_at'],
  });
export type NewsInput = z.infer<typeof NewsInput>;
export type NewsInputBody = z.input<typeof NewsInput>;

/** A PUT names the version it edits (409 when someone saved in between). */
export const NewsUpdate = z.intersection(
  NewsInput,
  z.object({ version: z.number({ error: 'Versione mancante' }).int().min(1, 'Versione non valida') }),
);
export type NewsUpdate = z.infer<typeof NewsUpdate>;

export const NewsListQuery = PaginationQuery.extend({
  q: z.string().trim().max(100, 'Ricerca troppo lunga').optional(),
  category: z.enum(NEWS_CATEGORY_KEYS, { error: NEWS_MESSAGES.categoryInvalid }).optional(),
  /** `da_confermare`: the announcements the reader still has to confirm. */
  filter: z.enum(['da_confermare', 'bozze'], { error: 'Filtro non valido' }).optional(),
});
export type NewsListQuery = z.infer<typeof NewsListQuery>;

export const NewsAuthor = z.object({ id: z.string(), name: z.string() });

export const NewsListItem = z.object({
  id: z.string(),
  title: z.string(),
  summary: z.string(),
  category: z.enum(NEWS_CATEGORY_KEYS),
  status: z.enum(NEWS_STATUSES),
  pinned: z.boolean(),
  mandatory: z.boolean(),
  author: NewsAuthor.nullable(),
  publish_at: z.string().nullable(),
  published_at: z.string().nullable(),
  /** For a mandatory announcement: whether the reader has confirmed it (null when nothing is asked). */
  confirmed_at: z.string().nullable(),
  updated_at: z.string(),
});
export type NewsListItem = z.infer<typeof NewsListItem>;
export const NewsList = paginated(NewsListItem);
export type NewsList = z.infer<typeof NewsList>;

export const NewsItem = NewsListItem.extend({
  body_html: z.string(),
  audience: NewsAudience,
  version: z.number(),
  /** The reader may edit, publish and delete it, and see who confirmed. */
  can_edit: z.boolean(),
});
export type NewsItem = z.infer<typeof NewsItem>;

/** `GET …/:id/confirmations`: the audience of a mandatory announcement, who confirmed and when. */
export const NewsConfirmations = z.object({
  total: z.number(),
  confirmed: z.array(z.object({ id: z.string(), name: z.string(), confirmed_at: z.string() })),
  pending: z.array(z.object({ id: z.string(), name: z.string() })),
  last_reminded_at: z.string().nullable(),
});
export type NewsConfirmations = z.infer<typeof NewsConfirmations>;

export const NewsRemindResult = z.object({ reminded: z.number() });
export type NewsRemindResult = z.infer<typeof NewsRemindResult>;
