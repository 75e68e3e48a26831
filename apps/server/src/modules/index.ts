import type { FastifyInstance } from 'fastify';
import { authRoutes } from './auth/routes';
import { featureFlagRoutes } from './feature-flags/routes';
import { healthRoutes } from './health/routes';
import { kpiTemplateRoutes } from './kpi-templates/routes';
import { leaveSettingsRoutes } from './leave-settings/routes';
import { notificationRoutes } from './notifications/routes';
import { personnelRoutes } from './personnel/routes';
import { profileRoutes } from './profile/routes';
import { publicSiteRoutes } from './public-site/routes';
import { roleRoutes } from './roles/routes';
import { searchRoutes } from './search/routes';
import { securityRoutes } from './security/routes';
import { selfHealingRoutes } from './self-healing/routes';
import { settingsRoutes } from './settings/routes';
import { timesheetRoutes } from './timesheet/routes';
import { userRoutes } from './users/routes';
import { vmStatusRoutes } from './vm-status/routes';

/** The server's module registry: adding a module is one line here. */
export const serverModules: { name: string; register: (app: FastifyInstance) => Promise<void> }[] = [
  { name: 'health', register: healthRoutes },
  { name: 'auth', register: authRoutes },
  { name: 'settings', register: settingsRoutes },
  { name: 'feature-flags', register: featureFlagRoutes },
  { name: 'roles', register: roleRoutes },
  { name: 'users', register: userRoutes },
  { name: 'profile', register: profileRoutes },
  { name: 'public-site', register: publicSiteRoutes },
  { name: 'security', register: securityRoutes },
  { name: 'vm-status', register: vmStatusRoutes },
  { name: 'leave-settings', register: leaveSettingsRoutes },
  { name: 'kpi-templates', register: kpiTemplateRoutes },
  { name: 'notifications', register: notificationRoutes },
  { name: 'search', register: searchRoutes },
  { name: 'self-healing', register: selfHealingRoutes },
  { name: 'timesheet', register: timesheetRoutes },
  { name: 'personnel', register: personnelRoutes },
];
