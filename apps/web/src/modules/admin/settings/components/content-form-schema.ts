import {
  draftKeyOf,
  HERO_CTA_PAGES,
  PublicContent,
  PublicHero,
  PublicProduct,
  type TenantConfig,
} from '@portale/shared';
import { z } from 'zod';
import { pickLike } from '@/platform/drafts/restore';
import { SETTINGS_TEXT } from '../strings';

const MAX_FEATURES = 8;
const featureLines = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

/**
 * The shared content schema, with a product's features typed one per line in a text area. Everything but the
 * legal texts, which have their own tab.
 */
export const ContentForm = z.object({
  hero: PublicHero,
  about: PublicContent.shape.about,
  services: PublicContent.shape.services,
  products: z
    .array(
      PublicProduct.omit({ features: true }).extend({
        features: z
          .string()
          .refine(
            (text) => featureLines(text).length <= MAX_FEATURES && featureLines(text).every((l) => l.length <= 120),
            SETTINGS_TEXT.content.featuresInvalid,
          ),
      }),
    )
    .max(12),
  team: PublicContent.shape.team,
});
export type ContentValues = z.infer<typeof ContentForm>;
export type PublicContentDraft = Omit<PublicContent, 'legal'>;

export const CTA_PAGE_OPTIONS = HERO_CTA_PAGES.map((page) => ({
  value: page,
  label: SETTINGS_TEXT.content.ctaPages[page],
}));

export function contentValuesOf(config: TenantConfig): ContentValues {
  const { legal: _legal, products, ...content } = config.content;
  return { ...content, products: products.map((p) => ({ ...p, features: p.features.join('\n') })) };
}

/** The form's values as the content they publish: what the preview shows and what is saved. */
export function contentOf(values: ContentValues): PublicContentDraft {
  return {
    ...values,
    products: (values.products ?? []).map((p) => ({ ...p, features: featureLines(p.features ?? '') })),
  };
}

/** One draft per tenant's content editor, kept for the admin who was typing it. */
export const CONTENT_DRAFT_KEY = draftKeyOf('settings', 'public-content', 'tenant');

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A stored draft laid over the saved content, or null when it is not this form's. */
export function contentFromDraft(payload: unknown, saved: ContentValues): ContentValues | null {
  const top = pickLike(saved, payload);
  if (!top || !isObject(payload)) return null;
  const hero = pickLike(saved.hero, payload.hero) ?? saved.hero;
  const about = pickLike(saved.about, payload.about) ?? saved.about;
  // List items are kept only when they are objects; their fields are checked again when the form is saved.
  const items = <T>(list: T[]) => list.filter(isObject) as T[];
  return {
    hero,
    about: { ...about, sections: items(about.sections), values: items(about.values) },
    services: items(top.services),
    products: items(top.products),
    team: items(top.team),
  };
}
