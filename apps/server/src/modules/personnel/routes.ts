import type { FastifyInstance } from 'fastify';
import { allocationRoutes } from './allocation/routes';
import { departmentRoutes } from './departments/routes';
import { employeeRoutes } from './employees/routes';
import { jobLevelRoutes } from './job-levels/routes';
import { performanceRoutes } from './performance/routes';
import { skillRoutes } from './skills/routes';

/** Personnel and HR (issue 7): one module, one flag (`personnel_module`). */
export async function personnelRoutes(app: FastifyInstance): Promise<void> {
  await employeeRoutes(app);
  await departmentRoutes(app);
  await skillRoutes(app);
  await jobLevelRoutes(app);
  await performanceRoutes(app);
  await allocationRoutes(app);
}
