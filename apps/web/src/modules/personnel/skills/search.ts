import { z } from 'zod';

export const SKILLS_TABS = ['mie', 'da-validare', 'matrice', 'chi-sa', 'catalogo'] as const;
export type SkillsTab = (typeof SKILLS_TABS)[number];

const Id = z.uuid().optional().catch(undefined);

/** The skills page's tab and the filters of the matrix and of "Chi sa…?" live in the URL. */
export const SkillsSearch = z.object({
  tab: z.enum(SKILLS_TABS).optional().catch(undefined),
  department: Id,
  category: Id,
  skill: Id,
  gaps: z.boolean().optional().catch(undefined),
  who: Id,
  min: z.coerce.number().int().min(1).max(5).optional().catch(undefined),
  validated: z.boolean().optional().catch(undefined),
});
export type SkillsSearch = z.infer<typeof SkillsSearch>;
