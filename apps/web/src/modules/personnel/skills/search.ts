import { z } from 'zod';
import type { MatrixFilters } from './api/skill-matrix';
import type { WhoKnowsFilters } from './api/who-knows';

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

/** The tabs this user sees: the queue to validators, the catalogue to HR. */
export function visibleTabs({ isValidator, isHr }: { isValidator: boolean; isHr: boolean }): SkillsTab[] {
  return SKILLS_TABS.filter((tab) => (tab === 'da-validare' ? isValidator : tab === 'catalogo' ? isHr : true));
}

// The API filters of a search state: the route loader and the tabs ask for the same data.
export const matrixFilters = (search: SkillsSearch): MatrixFilters => ({
  department_id: search.department,
  category_id: search.category,
  skill_id: search.skill,
  only_gaps: search.gaps,
});
export const whoKnowsFilters = (search: SkillsSearch): WhoKnowsFilters => ({
  skill_id: search.who,
  min_level: search.min,
  validated_only: search.validated,
});
