import {
  envelopeOf,
  PERMISSION_CATALOG,
  PermissionInfo,
  Role,
  RolePermissions,
  RolePermissionsUpdate,
} from '@portale/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireActor } from '@/platform/access/access';
import { ok } from '@/platform/http/envelope';
import { listRolePermissions, setRolePermissions } from './service';

const tags = ['roles'];
const admin = { permission: 'admin_access' } as const;

/** `/api/admin/roles`: each role's permissions. */
export async function roleRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '',
    { access: admin, schema: { tags, response: { 200: envelopeOf(z.array(RolePermissions)) } } },
    async (request) => ok(await listRolePermissions(app.db, requireActor(request))),
  );

  r.put(
    '/:role/permissions',
    {
      access: admin,
      schema: {
        tags,
        params: z.object({ role: Role }),
        body: RolePermissionsUpdate,
        response: { 200: envelopeOf(RolePermissions) },
      },
    },
    async (request) =>
      ok(
        await setRolePermissions(app.db, requireActor(request), request.params.role, request.body.permissions),
        'Permessi aggiornati',
      ),
  );
}

/** `/api/admin/permissions`: the catalogue of permissions a role may hold. */
export async function permissionRoutes(app: FastifyInstance) {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get('', { access: admin, schema: { tags, response: { 200: envelopeOf(z.array(PermissionInfo)) } } }, async () =>
      ok(Object.entries(PERMISSION_CATALOG).map(([key, info]) => ({ key, ...info }))),
    );
}
