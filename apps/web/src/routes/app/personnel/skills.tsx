import { createFileRoute } from '@tanstack/react-router';
import { catalogueQueryOptions } from '@/modules/personnel/skills/api/get-catalogue';
import { personSkillsQueryOptions } from '@/modules/personnel/skills/api/get-person-skills';
import { matrixQueryOptions } from '@/modules/personnel/skills/api/skill-matrix';
import { validationQueueQueryOptions } from '@/modules/personnel/skills/api/validation-queue';
import { whoKnowsQueryOptions } from '@/modules/personnel/skills/api/who-knows';
import { matrixFilters, SkillsSearch, whoKnowsFilters } from '@/modules/personnel/skills/search';
import { SkillsPage } from '@/modules/personnel/skills/skills-page';
import { PERSONNEL_TITLES } from '@/modules/personnel/titles';
import { useAuthStore } from '@/platform/auth-store';
import { waitOnEnter } from '@/platform/route-loading';

export const Route = createFileRoute('/app/personnel/skills')({
  staticData: {
    title: PERSONNEL_TITLES.skills,
    requiresAuth: true,
    requiredPermission: ['view_personnel', 'view_recruiting'],
    requiresFeature: 'personnel_module',
  },
  validateSearch: SkillsSearch,
  // A tab or filter change runs the loader again: the open tab keeps its data on screen until the next is there.
  loaderDeps: ({ search }) => search,
  loader: ({ context: { queryClient }, deps, cause }) => {
    const userId = useAuthStore.getState().user?.id;
    const tab = deps.tab ?? 'mie';
    const who = whoKnowsFilters(deps);
    return waitOnEnter(
      cause,
      Promise.all([
        queryClient.prefetchQuery(catalogueQueryOptions()),
        queryClient.prefetchQuery(validationQueueQueryOptions()),
        tab === 'mie' && userId && queryClient.prefetchQuery(personSkillsQueryOptions(userId)),
        tab === 'matrice' && queryClient.prefetchQuery(matrixQueryOptions(matrixFilters(deps))),
        tab === 'chi-sa' && who.skill_id && queryClient.prefetchQuery(whoKnowsQueryOptions(who)),
      ]),
    );
  },
  component: SkillsPage,
});
