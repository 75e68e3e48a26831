import { bool, int, oneOf, type SearchParams, searchParams, uuid } from '@/platform/search-params';
import type { MatrixFilters } from './api/skill-matrix';
import type { WhoKnowsFilters } from './api/who-knows';

export const SKILLS_TABS = ['mie', 'da-validare', 'matrice', 'chi-sa', 'catalogo'] as const;
export type SkillsTab = (typeof SKILLS_TABS)[number];

/** The skills page's tab and the filters of the matrix and of "Chi sa…?" live in the URL. */
export const SkillsSearch = searchParams({
  tab: oneOf(SKILLS_TABS),
  department: uuid,
  category: uuid,
  skill: uuid,
  gaps: bool,
  who: uuid,
  min: int(1, 5),
  validated: bool,
});
export type SkillsSearch = SearchParams<typeof SkillsSearch>;

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
