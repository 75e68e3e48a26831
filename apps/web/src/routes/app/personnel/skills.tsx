import { createFileRoute } from '@tanstack/react-router';
import { SkillsSearch } from '@/modules/personnel/skills/search';
import { SkillsPage } from '@/modules/personnel/skills/skills-page';
import { PERSONNEL_TEXT } from '@/modules/personnel/strings';

export const Route = createFileRoute('/app/personnel/skills')({
  staticData: {
    title: PERSONNEL_TEXT.skills,
    requiresAuth: true,
    requiredPermission: ['view_personnel', 'view_recruiting'],
    requiresFeature: 'personnel_module',
  },
  validateSearch: SkillsSearch,
  component: SkillsPage,
});
