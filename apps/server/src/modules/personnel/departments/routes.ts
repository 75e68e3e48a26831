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
import { IdParams } from '@/platform/http/params';
import { HR, ON_PERSONNEL } from '../access';
import { addDepartmentMembers, listDepartmentPeople, removeDepartmentMember } from './members';
import { orgChart } from './orgchart';
import { createDepartment, deleteDepartment, getDepartment, listDepartments, updateDepartment } from './service';

const tags = ['personnel'];

/** `/api/personnel/departments`: read by everyone in the area, changed by HR. */
export async function departmentRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '',
    { access: ON_PERSONNEL, schema: { tags, response: { 200: envelopeOf(z.array(Department)) } } },
    async (request) => ok(await listDepartments(app.db, requireActor(request))),
  );
  r.post(
    '',
    { access: HR, schema: { tags, body: DepartmentInput, response: { 201: envelopeOf(Department) } } },
    async (request, reply) =>
      reply
        .status(201)
        .send(ok(await createDepartment(app.db, requireActor(request), request.body), 'Dipartimento creato')),
  );
  r.get(
    '/people',
    { access: HR, schema: { tags, response: { 200: envelopeOf(z.array(DepartmentPerson)) } } },
    async (request) => ok(await listDepartmentPeople(app.db, requireActor(request))),
  );
  r.get(
    '/:id',
    { access: ON_PERSONNEL, schema: { tags, params: IdParams, response: { 200: envelopeOf(DepartmentDetail) } } },
    async (request) => ok(await getDepartment(app.db, requireActor(request), request.params.id)),
  );
  r.put(
    '/:id',
    {
      access: HR,
      schema: { tags, params: IdParams, body: DepartmentUpdate, response: { 200: envelopeOf(Department) } },
    },
    async (request) =>
      ok(
        await updateDepartment(app.db, requireActor(request), request.params.id, request.body),
        'Dipartimento aggiornato',
      ),
  );
  r.delete(
    '/:id',
    { access: HR, schema: { tags, params: IdParams, response: { 200: envelopeOf(Empty) } } },
    async (request) => {
      await deleteDepartment(app.db, requireActor(request), request.params.id);
      return ok(null, 'Dipartimento eliminato');
    },
  );
  r.post(
    '/:id/members',
    {
      access: HR,
      schema: { tags, params: IdParams, body: DepartmentMembersInput, response: { 200: envelopeOf(DepartmentDetail) } },
    },
    async (request) =>
      ok(await addDepartmentMembers(app.db, requireActor(request), request.params.id, request.body), 'Membri aggiunti'),
  );
  r.delete(
    '/:id/members/:userId',
    {
      access: HR,
      schema: { tags, params: DepartmentMemberParams, response: { 200: envelopeOf(DepartmentDetail) } },
    },
    async (request) =>
      ok(
        await removeDepartmentMember(app.db, requireActor(request), request.params.id, request.params.userId),
        'Membro rimosso dal dipartimento',
      ),
  );
}

/** `/api/personnel/orgchart`: the company's reporting lines, drawn from the departments and managers. */
export async function orgChartRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get('', { access: ON_PERSONNEL, schema: { tags, response: { 200: envelopeOf(OrgChart) } } }, async (request) =>
    ok(await orgChart(app.db, requireActor(request))),
  );
}
