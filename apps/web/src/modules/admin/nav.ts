import {
  Activity,
  CalendarCog,
  Gauge,
  KeyRound,
  Server,
  Settings,
  ShieldCheck,
  ToggleRight,
  Users,
} from 'lucide-react';
import type { NavGroup } from '@/platform/navigation/navigation';
import { ADMIN_TITLES } from './titles';

// Spec §2 and §6: the admin group needs admin_access; its Security item also needs security_dashboard.
export const adminNav: NavGroup = {
  id: 'admin',
  label: ADMIN_TITLES.group,
  icon: KeyRound,
  requiredPermission: 'admin_access',
  entries: [
    { label: ADMIN_TITLES.settings, to: '/app/admin/settings', icon: Settings },
    { label: ADMIN_TITLES.users, to: '/app/admin/users', icon: Users },
    { label: ADMIN_TITLES.featureFlags, to: '/app/admin/feature-flags', icon: ToggleRight },
    { label: ADMIN_TITLES.kpiTemplates, to: '/app/admin/kpi-templates', icon: Gauge },
    { label: ADMIN_TITLES.leaveSettings, to: '/app/admin/leave-settings', icon: CalendarCog },
    {
      label: ADMIN_TITLES.selfHealing,
      to: '/app/admin/self-healing',
      icon: Activity,
      requiredPermission: 'view_system_health',
    },
    { label: ADMIN_TITLES.vmStatus, to: '/app/admin/vm-status', icon: Server },
    {
      label: ADMIN_TITLES.security,
      to: '/app/admin/security',
      icon: ShieldCheck,
      requiresFeature: 'security_dashboard',
    },
  ],
};
