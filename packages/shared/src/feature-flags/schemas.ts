import { z } from 'zod';
import { FLAG_CATEGORIES, type FlagCategory } from '../flags';

const categories = Object.keys(FLAG_CATEGORIES) as [FlagCategory, ...FlagCategory[]];
export const FlagCategorySchema = z.enum(categories, { error: 'Categoria non valida' });

/** Spec §3 feature flag, plus who changed it last and when. */
export const FeatureFlag = z.object({
  id: z.uuid(),
  feature_key: z.string(),
  display_name: z.string(),
  description: z.string(),
  is_enabled: z.boolean(),
  category: FlagCategorySchema,
  updated_at: z.string(),
  updated_by_name: z.string().nullable(),
});
export type FeatureFlag = z.infer<typeof FeatureFlag>;

export const FeatureKey = z
  .string({ error: 'La chiave è obbligatoria' })
  .trim()
  .min(2, 'La chiave deve contenere almeno 2 caratteri')
  .max(64, 'La chiave può contenere al massimo 64 caratteri')
  .regex(/^[a-z][a-z0-9_]*$/, 'La chiave può contenere solo lettere minuscole, numeri e trattini bassi');

const FlagFields = z.object({
  display_name: z.string().trim().min(1, 'Il nome è obbligatorio').max(120, 'Nome troppo lungo'),
  description: z.string().trim().max(500, 'Descrizione troppo lunga'),
  is_enabled: z.boolean(),
  category: FlagCategorySchema,
});

export const FeatureFlagCreate = FlagFields.extend({
  feature_key: FeatureKey,
  description: FlagFields.shape.description.default(''),
  is_enabled: FlagFields.shape.is_enabled.default(false),
  category: FlagCategorySchema.default('features'),
});
export type FeatureFlagCreate = z.infer<typeof FeatureFlagCreate>;

// Built from the fields without defaults: in zod 4 a default inside .partial() still fills a missing key,
// and an update must leave what it does not mention alone.
export const FeatureFlagUpdate = FlagFields.partial();
export type FeatureFlagUpdate = z.infer<typeof FeatureFlagUpdate>;

/** `GET /api/feature-flags/public`: every flag key with its state. */
export const PublicFlags = z.record(z.string(), z.boolean());
export type PublicFlags = z.infer<typeof PublicFlags>;

export const FlagCheck = z.object({ feature_key: z.string(), is_enabled: z.boolean() });
