import type { FastifyInstance } from 'fastify';
import { analyticsRoutes } from './analytics/routes';
import { entryRoutes } from './entries/routes';
import { projectRoutes } from './projects/routes';
import { requestRoutes } from './requests/routes';

/** Timesheet and projects (issue 6): one module, one flag (`timesheet_module`), four areas. */
export async function timesheetRoutes(app: FastifyInstance): Promise<void> {
  await projectRoutes(app);
  await entryRoutes(app);
  await requestRoutes(app);
  await analyticsRoutes(app);
}
