import type { FastifyPluginAsync } from 'fastify';
import { authRoutes } from './auth/routes';
import { featureFlagAdminRoutes, featureFlagRoutes } from './feature-flags/routes';
import { healthRoutes } from './health/routes';
import { kpiTemplateRoutes } from './kpi-templates/routes';
import { leaveSettingsRoutes } from './leave-settings/routes';
import { notificationRoutes } from './notifications/routes';
import { personnelRoutes } from './personnel/routes';
import { profileRoutes } from './profile/routes';
import { publicSiteRoutes } from './public-site/routes';
import { permissionRoutes, roleRoutes } from './roles/routes';
import { searchRoutes } from './search/routes';
import { securityRoutes } from './security/routes';
import { selfHealingRoutes } from './self-healing/routes';
import { adminConfigRoutes, configRoutes } from './settings/routes';
import { timesheetRoutes } from './timesheet/routes';
import { userRoutes } from './users/routes';
import { vmStatusRoutes } from './vm-status/routes';

/**
 * The server's module registry: adding a module is one entry here. Each module's routes are Fastify plugins
 * registered under their path prefix, so a route file names only the path inside its resource.
 */
export interface ServerModule {
  name: string;
  routes: Record<string, FastifyPluginAsync>;
}

export const serverModules: ServerModule[] = [
  { name: 'health', routes: { '/api/health': healthRoutes } },
  { name: 'auth', routes: { '': authRoutes } },
  { name: 'settings', routes: { '/api/config': configRoutes, '/api/admin/config': adminConfigRoutes } },
  {
    name: 'feature-flags',
    routes: { '/api/feature-flags': featureFlagRoutes, '/api/admin/feature-flags': featureFlagAdminRoutes },
  },
  { name: 'roles', routes: { '/api/admin/roles': roleRoutes, '/api/admin/permissions': permissionRoutes } },
  { name: 'users', routes: { '/api/admin/users': userRoutes } },
  { name: 'profile', routes: { '': profileRoutes } },
  { name: 'public-site', routes: { '': publicSiteRoutes } },
  { name: 'security', routes: { '': securityRoutes } },
  { name: 'vm-status', routes: { '/api/admin/system': vmStatusRoutes } },
  { name: 'leave-settings', routes: { '': leaveSettingsRoutes } },
  { name: 'kpi-templates', routes: { '': kpiTemplateRoutes } },
  { name: 'notifications', routes: { '': notificationRoutes } },
  { name: 'search', routes: { '': searchRoutes } },
  { name: 'self-healing', routes: { '': selfHealingRoutes } },
  { name: 'timesheet', routes: { '': timesheetRoutes } },
  { name: 'personnel', routes: { '': personnelRoutes } },
];
