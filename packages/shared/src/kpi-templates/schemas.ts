import { z } from 'zod';
import { PaginationQuery } from '../pagination';

export const KPI_DIRECTIONS = ['higher_is_better', 'lower_is_better'] as const;
export const KPI_DIRECTION_LABELS: Record<(typeof KPI_DIRECTIONS)[number], string> = {
  higher_is_better: 'Più alto è meglio',
  lower_is_better: 'Più basso è meglio',
};
export const KPI_FREQUENCIES = ['weekly', 'monthly', 'quarterly', 'yearly'] as const;
export const KPI_FREQUENCY_LABELS: Record<(typeof KPI_FREQUENCIES)[number], string> = {
  weekly: 'Settimanale',
  monthly: 'Mensile',
  quarterly: 'Trimestrale',
  yearly: 'Annuale',
};

/**
 * Metrics the modules expose as automatic KPI sources, besides 'manual'. A module adds its metrics here
 * when it exists; these are the platform's own.
 */
export const KPI_METRICS = {
  'users.active': 'Utenti attivi',
  'auth.logins_30d': 'Accessi negli ultimi 30 giorni',
} as const;
export const KPI_DATA_SOURCES = ['manual', ...Object.keys(KPI_METRICS)] as [string, ...string[]];

const KpiTemplateFields = z.object({
  name: z.string({ error: 'Il nome è obbligatorio' }).trim().min(1, 'Il nome è obbligatorio').max(120),
  description: z.string().trim().max(1000),
  unit: z.string().trim().max(20),
  direction: z.enum(KPI_DIRECTIONS, { error: 'Direzione non valida' }),
  target: z.number({ error: "L'obiettivo deve essere un numero" }).finite().nullable(),
  frequency: z.enum(KPI_FREQUENCIES, { error: 'Frequenza non valida' }),
  category: z.string().trim().max(60),
  data_source: z.enum(KPI_DATA_SOURCES, { error: 'Fonte dati non valida' }),
});
export const KpiTemplateInput = KpiTemplateFields;
export type KpiTemplateInput = z.infer<typeof KpiTemplateInput>;
export const KpiTemplateUpdate = KpiTemplateFields.partial();
export const KpiTemplate = KpiTemplateFields.extend({ id: z.uuid(), updated_at: z.string() });
export type KpiTemplate = z.infer<typeof KpiTemplate>;

export const KPI_SORT_FIELDS = ['name', 'category', 'frequency', 'target', 'updated_at'] as const;

/** `GET /api/admin/kpi-templates`: paginated, searchable by name or description, filterable by category. */
export const KpiTemplateListQuery = PaginationQuery.extend({
  search: z.string().trim().max(100).optional(),
  category: z.string().trim().max(60).optional(),
  /** A field of KPI_SORT_FIELDS, with a leading '-' for descending order. */
  sort: z
    .string()
    .regex(new RegExp(`^-?(${KPI_SORT_FIELDS.join('|')})$`), 'Ordinamento non valido')
    .default('name'),
});
export type KpiTemplateListQuery = z.infer<typeof KpiTemplateListQuery>;
