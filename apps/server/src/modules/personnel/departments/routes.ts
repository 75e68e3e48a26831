import {
  Department,
  DepartmentDetail,
  DepartmentInput,
  DepartmentMemberParams,
  DepartmentMembersInput,
  DepartmentPerson,
  DepartmentUpdate,
  Empty,
  envelopeOf,
  OrgChart,
} from '@portale/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireActor } from '@/platform/access/access';
import { ok } from '@/platform/http/envelope';
import { HR, IdParams, ON_PERSONNEL } from '../access';
import { addDepartmentMembers, listDepartmentPeople, removeDepartmentMember } from './members';
import { orgChart } from './orgchart';
import { createDepartment, deleteDepartment, getDepartment, listDepartments, updateDepartment } from './service';

/** Personnel: departments (read by everyone in the area, changed by HR) and the org chart (issue 7). */
export async function departmentRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['personnel'];
  const base = '/api/personnel/departments';

  r.get(
    base,
    { access: ON_PERSONNEL, schema: { tags, response: { 200: envelopeOf(z.array(Department)) } } },
    async (request) => ok(await listDepartments(app.db, requireActor(request))),
  );
  r.post(
    base,
    { access: HR, schema: { tags, body: DepartmentInput, response: { 201: envelopeOf(Department) } } },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          ok(await createDepartment(app.db, requireActor(request), request.body, request.ip), 'Dipartimento creato'),
        ),
  );
  r.get(
    `${base}/people`,
    { access: HR, schema: { tags, response: { 200: envelopeOf(z.array(DepartmentPerson)) } } },
    async (request) => ok(await listDepartmentPeople(app.db, requireActor(request))),
  );
  r.get(
    `${base}/:id`,
    { access: ON_PERSONNEL, schema: { tags, params: IdParams, response: { 200: envelopeOf(DepartmentDetail) } } },
    async (request) => ok(await getDepartment(app.db, requireActor(request), request.params.id)),
  );
  r.put(
    `${base}/:id`,
    {
      access: HR,
      schema: { tags, params: IdParams, body: DepartmentUpdate, response: { 200: envelopeOf(Department) } },
    },
    async (request) =>
      ok(
        await updateDepartment(app.db, requireActor(request), request.params.id, request.body, request.ip),
        'Dipartimento aggiornato',
      ),
  );
  r.delete(
    `${base}/:id`,
    { access: HR, schema: { tags, params: IdParams, response: { 200: envelopeOf(Empty) } } },
    async (request) => {
      await deleteDepartment(app.db, requireActor(request), request.params.id, request.ip);
      return ok(null, 'Dipartimento eliminato');
    },
  );
  r.post(
    `${base}/:id/members`,
    {
      access: HR,
      schema: { tags, params: IdParams, body: DepartmentMembersInput, response: { 200: envelopeOf(DepartmentDetail) } },
    },
    async (request) =>
      ok(
        await addDepartmentMembers(app.db, requireActor(request), request.params.id, request.body, request.ip),
        'Membri aggiunti',
      ),
  );
  r.delete(
    `${base}/:id/members/:userId`,
    {
      access: HR,
      schema: { tags, params: DepartmentMemberParams, response: { 200: envelopeOf(DepartmentDetail) } },
    },
    async (request) =>
      ok(
        await removeDepartmentMember(
          app.db,
          requireActor(request),
          request.params.id,
          request.params.userId,
          request.ip,
        ),
        'Membro rimosso dal dipartimento',
      ),
  );

  r.get(
    '/api/personnel/orgchart',
    { access: ON_PERSONNEL, schema: { tags, response: { 200: envelopeOf(OrgChart) } } },
    async (request) => ok(await orgChart(app.db, requireActor(request))),
  );
}
