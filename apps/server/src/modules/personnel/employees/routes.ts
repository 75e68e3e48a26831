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
  plural,
} from '@portale/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireActor } from '@/platform/access/access';
import { registerAttachmentTarget } from '@/platform/attachments/registry';
import { audit } from '@/platform/audit/audit';
import type { LinkContext } from '@/platform/auth/invitations';
import { ok } from '@/platform/http/envelope';
import { IdParams } from '@/platform/http/params';
import { ON_PERSONNEL, PERSONNEL_ADMIN } from '../access';
import { personAttachmentTarget } from './attachments';
import { exportEmployees } from './export';
import { importEmployees, importTemplate } from './import';
import { employeeOptions, getEmployee, getPrivate, listEmployees } from './queries';
import { birthdaysThisWeek, newColleagues } from './widgets';
import { createEmployee, deactivateEmployee, reactivateEmployee, updateEmployee } from './writes';

/** Dashboard widgets: colleagues' birthdays and new hires (spec: view_personnel). */
const WIDGETS = { permission: 'view_personnel', feature: 'personnel_module' } as const;

const tags = ['personnel'];

/** `/api/personnel/widgets`: the dashboard cards of colleagues' birthdays and new hires. */
export async function personnelWidgetRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/birthdays',
    { access: WIDGETS, schema: { tags, response: { 200: envelopeOf(z.array(BirthdayItem)) } } },
    async () => ok(await birthdaysThisWeek(app.db)),
  );
  r.get(
    '/new-colleagues',
    { access: WIDGETS, schema: { tags, response: { 200: envelopeOf(z.array(NewColleague)) } } },
    async () => ok(await newColleagues(app.db)),
  );
}

/** `/api/personnel/employees`: records, sensitive data, 'Gestione' (create, import, export, deactivate). */
export async function employeeRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  // The person page's Documenti tab: the person's files, through the platform's attachments.
  registerAttachmentTarget('person', personAttachmentTarget);
  const linkContext = (request: FastifyRequest): LinkContext => ({
    baseUrl: app.serverConfig.publicUrl ?? `${request.protocol}://${request.host}`,
    mailer: app.mailer,
  });

  r.get(
    '',
    {
      access: ON_PERSONNEL,
      schema: { tags, querystring: EmployeeListQuery, response: { 200: envelopeOf(paginated(EmployeeListItem)) } },
    },
    async (request) => ok(await listEmployees(app.db, requireActor(request), request.query)),
  );
  r.post(
    '',
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
    '/options',
    { access: ON_PERSONNEL, schema: { tags, response: { 200: envelopeOf(EmployeeOptions) } } },
    async () => ok(await employeeOptions(app.db)),
  );
  r.get(
    '/export',
    { access: PERSONNEL_ADMIN, schema: { tags, querystring: EmployeeExportQuery } },
    async (request, reply) => {
      const actor = requireActor(request);
      const file = await exportEmployees(app.db, actor, request.query);
      // An export changes nothing: it is recorded on its own, not through audited().
      await audit(app.db, actor, {
        action: 'personnel.employees_exported',
        targetType: 'employee',
        details: { ...request.query, filename: file.filename },
      });
      return reply
        .header('content-type', file.contentType)
        .header('content-disposition', `attachment; filename="${file.filename}"`)
        .header('cache-control', 'no-store')
        .send(file.body);
    },
  );
  r.get('/import/template', { access: PERSONNEL_ADMIN, schema: { tags } }, async (_request, reply) =>
    reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', 'attachment; filename="modello-importazione-dipendenti.csv"')
      .send(importTemplate()),
  );
  r.post(
    '/import',
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
          ? `Nessun dipendente importato: ${plural(result.errors.length, { one: '{n} errore', other: '{n} errori' })} da correggere`
          : result.dry_run
            ? `Verifica superata: ${plural(result.rows, { one: '{n} riga pronta', other: '{n} righe pronte' })} per l'importazione`
            : plural(result.created.length, { one: '{n} dipendente importato', other: '{n} dipendenti importati' });
      return ok(result, message);
    },
  );
  r.get(
    '/:id',
    { access: ON_PERSONNEL, schema: { tags, params: IdParams, response: { 200: envelopeOf(EmployeeDetail) } } },
    async (request) => ok(await getEmployee(app.db, requireActor(request), request.params.id)),
  );
  r.get(
    '/:id/private',
    { access: ON_PERSONNEL, schema: { tags, params: IdParams, response: { 200: envelopeOf(EmployeePrivate) } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(await getPrivate(app.db, requireActor(request), request.params.id));
    },
  );
  r.put(
    '/:id',
    {
      access: ON_PERSONNEL,
      schema: { tags, params: IdParams, body: EmployeeUpdate, response: { 200: envelopeOf(EmployeeDetail) } },
    },
    async (request) =>
      ok(await updateEmployee(app.db, requireActor(request), request.params.id, request.body), 'Scheda aggiornata'),
  );
  r.post(
    '/:id/deactivate',
    {
      access: PERSONNEL_ADMIN,
      schema: { tags, params: IdParams, body: EmployeeDeactivate, response: { 200: envelopeOf(EmployeeDetail) } },
    },
    async (request) =>
      ok(
        await deactivateEmployee(app.db, requireActor(request), request.params.id, request.body.termination_date),
        'Dipendente disattivato: le sue sessioni sono state chiuse',
      ),
  );
  r.post(
    '/:id/reactivate',
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
