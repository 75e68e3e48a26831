import { z } from 'zod';
import { PaginationQuery, paginated } from '../pagination';

/**
 * The modules whose forms keep autosaved drafts (spec §2: /app/drafts/module/{moduleKey}). A draft's module must be
 * one of these; its flag hides its drafts while the module is switched off.
 */
export const DRAFT_MODULES = {
  timesheet: { label: 'Timesheet e progetti', flag: 'timesheet_module' },
  personnel: { label: 'Personale', flag: 'personnel_module' },
  settings: { label: 'Impostazioni', flag: 'system_settings' },
  documents: { label: 'Documenti', flag: 'document_manager_module' },
  sales: { label: 'Vendite', flag: 'sales_module' },
} as const;
export type DraftModuleKey = keyof typeof DRAFT_MODULES;
export const DRAFT_MODULE_KEYS = Object.keys(DRAFT_MODULES) as [DraftModuleKey, ...DraftModuleKey[]];

/** Drafts untouched this long are removed by the housekeeping job. */
export const DRAFT_RETENTION_DAYS = 30;
/** The largest payload a draft may hold, as UTF-8 JSON. */
export const DRAFT_MAX_PAYLOAD_BYTES = 256 * 1024;

export const DRAFT_MESSAGES = {
  unknownModule: 'Modulo non valido per le bozze',
  badKey: 'Chiave della bozza non valida',
  keyOutsideModule: 'La chiave della bozza deve iniziare con il nome del modulo',
  badRoute: 'Il percorso per riprendere la bozza deve essere una pagina del portale',
  tooLarge: `La bozza è troppo grande per essere salvata (massimo ${DRAFT_MAX_PAYLOAD_BYTES / 1024} KB)`,
  notFound: 'Bozza non trovata',
} as const;

export const DraftModule = z.enum(DRAFT_MODULE_KEYS, { error: DRAFT_MESSAGES.unknownModule });

/** `<module>.<form>:<resource>`, e.g. `timesheet.week:2026-11-16` or `personnel.employee:new`: URL-safe. */
export const DraftKey = z.string().regex(/^[a-z][a-z0-9-]*\.[a-z0-9._:-]{1,150}$/, DRAFT_MESSAGES.badKey);
export const DraftKeyParams = z.object({ key: DraftKey });

/** Only a page of the logged-in area: resuming a draft must never lead to another site. */
export const DraftRoute = z
  .string()
  .max(500, DRAFT_MESSAGES.badRoute)
  .regex(/^\/app(?:[/?#][^\s\\]*)?$/, DRAFT_MESSAGES.badRoute)
  .refine((route) => !route.includes('//'), DRAFT_MESSAGES.badRoute);

export const DraftSave = z.object({
  module_key: DraftModule,
  title: z.string().trim().min(1, 'Il titolo della bozza è obbligatorio').max(200, 'Titolo troppo lungo'),
  route: DraftRoute,
  payload: z.unknown().refine((value) => value !== undefined, 'Il contenuto della bozza è obbligatorio'),
});
export type DraftSave = z.infer<typeof DraftSave>;

export const DraftSummary = z.object({
  id: z.uuid(),
  module_key: DraftModule,
  draft_key: z.string(),
  title: z.string(),
  route: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type DraftSummary = z.infer<typeof DraftSummary>;

export const Draft = DraftSummary.extend({ payload: z.unknown() });
export type Draft = z.infer<typeof Draft>;

export const DraftList = paginated(DraftSummary);
export type DraftList = z.infer<typeof DraftList>;

export const DraftListQuery = PaginationQuery.extend({ module: DraftModule.optional() });
export type DraftListQuery = z.infer<typeof DraftListQuery>;

/** The draft key a module's form saves under, so both sides agree on it. */
export const draftKeyOf = (module: DraftModuleKey, form: string, resource: string) => `${module}.${form}:${resource}`;
