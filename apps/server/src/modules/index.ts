import type { FastifyInstance } from 'fastify';
import { adminUserRoutes } from './admin-users/routes';
import { authRoutes } from './auth/routes';
import { configRoutes } from './config/routes';
import { featureFlagRoutes } from './feature-flags/routes';
import { healthRoutes } from './health/routes';
import { kpiTemplateRoutes } from './kpi-templates/routes';
import { leaveRoutes } from './leave/routes';
import { notificationRoutes } from './notifications/routes';
import { personnelRoutes } from './personnel/routes';
import { profileRoutes } from './profile/routes';
import { publicSiteRoutes } from './public-site/routes';
import { roleRoutes } from './roles/routes';
import { searchRoutes } from './search/routes';
import { securityRoutes } from './security/routes';
import { selfHealingRoutes } from './self-healing/routes';
import { systemRoutes } from './system/routes';
import { timesheetRoutes } from './timesheet/routes';

/** The server's module registry: adding a module is one line here. */
export const serverModules: { name: string; register: (app: FastifyInstance) => Promise<void> }[] = [
  { name: 'health', register: healthRoutes },
  { name: 'auth', register: authRoutes },
  { name: 'config', register: configRoutes },
  { name: 'feature-flags', register: featureFlagRoutes },
  { name: 'roles', register: roleRoutes },
  { name: 'admin-users', register: adminUserRoutes },
  { name: 'profile', register: profileRoutes },
  { name: 'public-site', register: publicSiteRoutes },
  { name: 'security', register: securityRoutes },
  { name: 'system', register: systemRoutes },
  { name: 'leave', register: leaveRoutes },
  { name: 'kpi-templates', register: kpiTemplateRoutes },
  { name: 'notifications', register: notificationRoutes },
  { name: 'search', register: searchRoutes },
  { name: 'self-healing', register: selfHealingRoutes },
  { name: 'timesheet', register: timesheetRoutes },
  { name: 'personnel', register: personnelRoutes },
];
