import {
  BirthdayItem,
  EmployeeCreate,
  EmployeeCreated,
  EmployeeDeactivate,
  EmployeeDetail,
  EmployeeExportQuery,
  EmployeeImportInput,
  EmployeeImportResult,
  EmployeeListItem,
  EmployeeListQuery,
  EmployeeOptions,
  EmployeePrivate,
  EmployeeReactivated,
  EmployeeUpdate,
  envelopeOf,
  NewColleague,
  paginated,
} from '@portale/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireActor } from '@/platform/access/access';
import { audit } from '@/platform/audit/audit';
import type { LinkContext } from '@/platform/auth/invitations';
import { ok } from '@/platform/http/envelope';
import { IdParams, ON_PERSONNEL, PERSONNEL_ADMIN } from '../access';
import { exportEmployees, importEmployees, importTemplate } from './import-export';
import {
  createEmployee,
  deactivateEmployee,
  employeeOptions,
  getEmployee,
  getPrivate,
  listEmployees,
  reactivateEmployee,
  updateEmployee,
} from './service';
import { birthdaysThisWeek, newColleagues } from './widgets';

/** Dashboard widgets: colleagues' birthdays and new hires (spec: view_personnel). */
const WIDGETS = { permission: 'view_personnel', feature: 'personnel_module' } as const;

/** Personnel: employee records, sensitive data, 'Gestione' (create, import, export, deactivate), widgets. */
export async function employeeRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['personnel'];
  const linkContext = (request: FastifyRequest): LinkContext => ({
    baseUrl: app.serverConfig.publicUrl ?? `${request.protocol}://${request.host}`,
    mailer: app.mailer,
    ip: request.ip,
  });

  r.get(
    '/api/personnel/employees',
    {
      access: ON_PERSONNEL,
      schema: { tags, querystring: EmployeeListQuery, response: { 200: envelopeOf(paginated(EmployeeListItem)) } },
    },
    async (request) => ok(await listEmployees(app.db, request.query)),
  );
  r.post(
    '/api/personnel/employees',
    { access: PERSONNEL_ADMIN, schema: { tags, body: EmployeeCreate, response: { 201: envelopeOf(EmployeeCreated) } } },
    async (request, reply) => {
      const result = await createEmployee(app.db, requireActor(request), request.body, linkContext(request));
      const message = result.email_sent
        ? "Dipendente creato: gli abbiamo inviato un'e-mail per attivare l'account"
        : "Dipendente creato: consegna il link di attivazione all'interessato";
      return reply.status(201).send(ok(result, message));
    },
  );
  r.get(
    '/api/personnel/employees/options',
    { access: ON_PERSONNEL, schema: { tags, response: { 200: envelopeOf(EmployeeOptions) } } },
    async () => ok(await employeeOptions(app.db)),
  );
  r.get(
    '/api/personnel/employees/export',
    { access: PERSONNEL_ADMIN, schema: { tags, querystring: EmployeeExportQuery } },
    async (request, reply) => {
      const file = await exportEmployees(app.db, request.query);
      await audit(app.db, requireActor(request), {
        action: 'personnel.employees_exported',
        targetType: 'employee',
        details: { ...request.query, filename: file.filename },
        ip: request.ip,
      });
      return reply
        .header('content-type', file.contentType)
        .header('content-disposition', `attachment; filename="${file.filename}"`)
        .header('cache-control', 'no-store')
        .send(file.body);
    },
  );
  r.get(
    '/api/personnel/employees/import/template',
    { access: PERSONNEL_ADMIN, schema: { tags } },
    async (_request, reply) =>
      reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="modello-importazione-dipendenti.csv"')
        .send(importTemplate()),
  );
  r.post(
    '/api/personnel/employees/import',
    {
      access: PERSONNEL_ADMIN,
      bodyLimit: 3_000_000,
      schema: { tags, body: EmployeeImportInput, response: { 200: envelopeOf(EmployeeImportResult) } },
    },
    async (request) => {
      const result = await importEmployees(
        app.db,
        requireActor(request),
        request.body.csv,
        request.body.dry_run,
        linkContext(request),
      );
      const message =
        result.errors.length > 0
          ? `Nessun dipendente importato: ${result.errors.length === 1 ? '1 errore' : `${result.errors.length} errori`} da correggere`
          : result.dry_run
            ? `Verifica superata: ${result.rows === 1 ? '1 riga pronta' : `${result.rows} righe pronte`} per l'importazione`
            : `${result.created.length === 1 ? '1 dipendente importato' : `${result.created.length} dipendenti importati`}`;
      return ok(result, message);
    },
  );
  r.get(
    '/api/personnel/widgets/birthdays',
    { access: WIDGETS, schema: { tags, response: { 200: envelopeOf(z.array(BirthdayItem)) } } },
    async () => ok(await birthdaysThisWeek(app.db)),
  );
  r.get(
    '/api/personnel/widgets/new-colleagues',
    { access: WIDGETS, schema: { tags, response: { 200: envelopeOf(z.array(NewColleague)) } } },
    async () => ok(await newColleagues(app.db)),
  );
  r.get(
    '/api/personnel/employees/:id',
    { access: ON_PERSONNEL, schema: { tags, params: IdParams, response: { 200: envelopeOf(EmployeeDetail) } } },
    async (request) => ok(await getEmployee(app.db, requireActor(request), request.params.id)),
  );
  r.get(
    '/api/personnel/employees/:id/private',
    { access: ON_PERSONNEL, schema: { tags, params: IdParams, response: { 200: envelopeOf(EmployeePrivate) } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(await getPrivate(app.db, requireActor(request), request.params.id, request.ip));
    },
  );
  r.put(
    '/api/personnel/employees/:id',
    {
      access: ON_PERSONNEL,
      schema: { tags, params: IdParams, body: EmployeeUpdate, response: { 200: envelopeOf(EmployeeDetail) } },
    },
    async (request) =>
      ok(
        await updateEmployee(app.db, requireActor(request), request.params.id, request.body, request.ip),
        'Scheda aggiornata',
      ),
  );
  r.post(
    '/api/personnel/employees/:id/deactivate',
    {
      access: PERSONNEL_ADMIN,
      schema: { tags, params: IdParams, body: EmployeeDeactivate, response: { 200: envelopeOf(EmployeeDetail) } },
    },
    async (request) =>
      ok(
        await deactivateEmployee(
          app.db,
          requireActor(request),
          request.params.id,
          request.body.termination_date,
          request.ip,
        ),
        'Dipendente disattivato: le sue sessioni sono state chiuse',
      ),
  );
  r.post(
    '/api/personnel/employees/:id/reactivate',
    {
      access: PERSONNEL_ADMIN,
      schema: { tags, params: IdParams, response: { 200: envelopeOf(EmployeeReactivated) } },
    },
    async (request) =>
      ok(
        await reactivateEmployee(app.db, requireActor(request), request.params.id, linkContext(request)),
        'Dipendente riattivato',
      ),
  );
}
