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
import { ADMIN_TEXT } from './strings';

// Spec §2 and §6: the admin group needs admin_access; its Security item also needs security_dashboard.
export const adminNav: NavGroup = {
  id: 'admin',
  label: ADMIN_TEXT.group,
  icon: KeyRound,
  requiredPermission: 'admin_access',
  entries: [
    { label: ADMIN_TEXT.settings, to: '/app/admin/settings', icon: Settings },
    { label: ADMIN_TEXT.users, to: '/app/admin/users', icon: Users },
    { label: ADMIN_TEXT.featureFlags, to: '/app/admin/feature-flags', icon: ToggleRight },
    { label: ADMIN_TEXT.kpiTemplates, to: '/app/admin/kpi-templates', icon: Gauge },
    { label: ADMIN_TEXT.leaveSettings, to: '/app/admin/leave-settings', icon: CalendarCog },
    {
      label: ADMIN_TEXT.selfHealing,
      to: '/app/admin/self-healing',
      icon: Activity,
      requiredPermission: 'view_system_health',
    },
    { label: ADMIN_TEXT.vmStatus, to: '/app/admin/vm-status', icon: Server },
    { label: ADMIN_TEXT.security, to: '/app/admin/security', icon: ShieldCheck, requiresFeature: 'security_dashboard' },
  ],
};
