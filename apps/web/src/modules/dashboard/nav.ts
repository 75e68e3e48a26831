import { LayoutDashboard } from 'lucide-react';
import type { NavGroup } from '@/platform/navigation/navigation';
import { DASHBOARD_TEXT } from './strings';

export const dashboardNav: NavGroup = {
  id: 'dashboard',
  label: DASHBOARD_TEXT.title,
  icon: LayoutDashboard,
  requiredPermission: 'view_dashboard',
  requiresFeature: 'dashboard_module',
  entries: [{ label: DASHBOARD_TEXT.navOverview, to: '/app/dashboard', icon: LayoutDashboard }],
};
