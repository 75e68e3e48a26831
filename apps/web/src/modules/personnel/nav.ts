import { Award, Briefcase, Network, Scale, Sparkles, UsersRound, Wrench } from 'lucide-react';
import type { NavGroup } from '@/platform/navigation/navigation';
import { PERSONNEL_TITLES } from './titles';

// Spec §2 and §6: the group needs view_personnel and the personnel_module flag; its entries are admin
// ('Gestione', shown to the admin role only), job-levels and performance.
export const personnelNav: NavGroup = {
  id: 'personnel',
  label: PERSONNEL_TITLES.group,
  icon: UsersRound,
  requiredPermission: 'view_personnel',
  requiresFeature: 'personnel_module',
  entries: [
    { label: PERSONNEL_TITLES.admin, to: '/app/personnel/admin', icon: Briefcase, adminOnly: true },
    { label: PERSONNEL_TITLES.jobLevels, to: '/app/personnel/job-levels', icon: Scale },
    { label: PERSONNEL_TITLES.performance, to: '/app/personnel/performance', icon: Award },
  ],
};

/**
 * Every section of the personnel area, for the bar under each personnel page's header: the sidebar lists only
 * the three entries of spec §2, so the org chart, skills and allocation are reached from here.
 */
export const personnelSections: NavGroup = {
  id: 'personnel-sections',
  label: PERSONNEL_TITLES.sections,
  icon: UsersRound,
  requiresFeature: 'personnel_module',
  entries: [
    { label: PERSONNEL_TITLES.orgchart, to: '/app/personnel/orgchart', icon: Network },
    { label: PERSONNEL_TITLES.skills, to: '/app/personnel/skills', icon: Sparkles },
    { label: PERSONNEL_TITLES.jobLevels, to: '/app/personnel/job-levels', icon: Scale },
    { label: PERSONNEL_TITLES.allocation, to: '/app/personnel/allocation', icon: Wrench },
    { label: PERSONNEL_TITLES.performance, to: '/app/personnel/performance', icon: Award },
    { label: PERSONNEL_TITLES.admin, to: '/app/personnel/admin', icon: Briefcase, adminOnly: true },
  ],
};
