import {
  CompanyClosure,
  CompanyClosureInput,
  Empty,
  envelopeOf,
  HolidayCalendarQuery,
  HolidayEntry,
  LeaveType,
  LeaveTypeCreate,
  LeaveTypeUpdate,
  WorkLocation,
  WorkLocationInput,
} from '@portale/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireActor } from '@/platform/access/access';
import { ok } from '@/platform/http/envelope';
import { IdParams } from '@/platform/http/params';
import { holidaysOf } from '@/platform/org/calendar';
import {
  createLeaveType,
  deleteClosure,
  deleteLeaveType,
  listClosures,
  listLeaveTypes,
  loadDefaultLeaveTypes,
  saveClosure,
  updateLeaveType,
} from './service';
import { deleteWorkLocation, listWorkLocations, saveWorkLocation } from './work-locations';

// `/app/admin/leave-settings` reads these: leave types, work locations with their patron saint, company closures.
const tags = ['leave-settings'];
const admin = { permission: 'admin_access' } as const;

/** `/api/admin/leave-types`: the kinds of leave, their allowances and carry-over. */
export async function leaveTypeRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('', { access: admin, schema: { tags, response: { 200: envelopeOf(z.array(LeaveType)) } } }, async (request) =>
    ok(await listLeaveTypes(app.db, requireActor(request))),
  );
  r.post(
    '',
    { access: admin, schema: { tags, body: LeaveTypeCreate, response: { 201: envelopeOf(LeaveType) } } },
    async (request, reply) =>
      reply
        .status(201)
        .send(ok(await createLeaveType(app.db, requireActor(request), request.body), 'Tipo di assenza creato')),
  );
  r.post(
    '/defaults',
    { access: admin, schema: { tags, response: { 200: envelopeOf(z.object({ added: z.number() })) } } },
    async (request) => {
      const added = await loadDefaultLeaveTypes(app.db, requireActor(request));
      return ok(
        { added },
        added === 0
          ? 'I tipi predefiniti sono già presenti'
          : added === 1
            ? 'Aggiunto 1 tipo di assenza predefinito'
            : `Aggiunti ${added} tipi di assenza predefiniti`,
      );
    },
  );
  r.put(
    '/:id',
    {
      access: admin,
      schema: { tags, params: IdParams, body: LeaveTypeUpdate, response: { 200: envelopeOf(LeaveType) } },
    },
    async (request) =>
      ok(
        await updateLeaveType(app.db, requireActor(request), request.params.id, request.body),
        'Tipo di assenza aggiornato',
      ),
  );
  r.delete(
    '/:id',
    { access: admin, schema: { tags, params: IdParams, response: { 200: envelopeOf(Empty) } } },
    async (request) => {
      await deleteLeaveType(app.db, requireActor(request), request.params.id);
      return ok(null, 'Tipo di assenza eliminato');
    },
  );
}

/** `/api/admin/work-locations`: the sites, each with its patron saint. */
export async function workLocationRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '',
    { access: admin, schema: { tags, response: { 200: envelopeOf(z.array(WorkLocation)) } } },
    async (request) => ok(await listWorkLocations(app.db, requireActor(request))),
  );
  r.post(
    '',
    { access: admin, schema: { tags, body: WorkLocationInput, response: { 201: envelopeOf(WorkLocation) } } },
    async (request, reply) =>
      reply
        .status(201)
        .send(ok(await saveWorkLocation(app.db, requireActor(request), null, request.body), 'Sede creata')),
  );
  r.put(
    '/:id',
    {
      access: admin,
      schema: { tags, params: IdParams, body: WorkLocationInput, response: { 200: envelopeOf(WorkLocation) } },
    },
    async (request) =>
      ok(await saveWorkLocation(app.db, requireActor(request), request.params.id, request.body), 'Sede aggiornata'),
  );
  r.delete(
    '/:id',
    { access: admin, schema: { tags, params: IdParams, response: { 200: envelopeOf(Empty) } } },
    async (request) => {
      await deleteWorkLocation(app.db, requireActor(request), request.params.id);
      return ok(null, 'Sede eliminata');
    },
  );
}

/** `/api/admin/closures`: company closures. */
export async function closureRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '',
    {
      access: admin,
      schema: {
        tags,
        querystring: z.object({ year: z.coerce.number().int().min(1900).max(2200).optional() }),
        response: { 200: envelopeOf(z.array(CompanyClosure)) },
      },
    },
    async (request) => ok(await listClosures(app.db, requireActor(request), request.query.year)),
  );
  r.post(
    '',
    { access: admin, schema: { tags, body: CompanyClosureInput, response: { 201: envelopeOf(CompanyClosure) } } },
    async (request, reply) =>
      reply
        .status(201)
        .send(ok(await saveClosure(app.db, requireActor(request), null, request.body), 'Chiusura aziendale creata')),
  );
  r.put(
    '/:id',
    {
      access: admin,
      schema: { tags, params: IdParams, body: CompanyClosureInput, response: { 200: envelopeOf(CompanyClosure) } },
    },
    async (request) =>
      ok(
        await saveClosure(app.db, requireActor(request), request.params.id, request.body),
        'Chiusura aziendale aggiornata',
      ),
  );
  r.delete(
    '/:id',
    { access: admin, schema: { tags, params: IdParams, response: { 200: envelopeOf(Empty) } } },
    async (request) => {
      await deleteClosure(app.db, requireActor(request), request.params.id);
      return ok(null, 'Chiusura aziendale eliminata');
    },
  );
}

/** `/api/calendar/holidays`: everyone needs the calendar (timesheet grid, leave requests). */
export async function holidayRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '',
    {
      access: 'login',
      schema: { tags, querystring: HolidayCalendarQuery, response: { 200: envelopeOf(z.array(HolidayEntry)) } },
    },
    async (request) => ok(await holidaysOf(app.db, request.query.year, request.query.location_id)),
  );
}
