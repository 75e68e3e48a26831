import {
  formatDay,
  formatNumber,
  type HoursPreview,
  type HoursPreviewQuery,
  type InvoiceLine,
  lineTotalCents,
  type PreInvoice,
  type PreInvoiceFromHours,
} from '@portale/shared';
import { sql } from 'drizzle-orm';
import { audited } from '@/platform/audit/audited';
import type { Actor } from '@/platform/auth/actor';
import { type Db, selectRows } from '@/platform/db/database';
import { AppError, badRequest, conflict } from '@/platform/http/errors';
import { type ProjectRef, projectsBridge } from '@/platform/org/projects-bridge';
import { PRE_INVOICE_MESSAGES } from './messages';
import { getPreInvoice } from './queries';
import { checkBilledClient, creationDates, insertPreInvoice, lockProjectBilling } from './write';

// A pre-invoice from the approved billable hours of a time-and-materials project in a period (docs/sales.md): one
// line per person, "Nome Cognome — N ore" × the rate that applies to them (theirs on the project, else the
// project's). The hours come from one aggregate query of the projects bridge, however many entries there are.

/** Hours as a line bills them: minutes / 60 with three decimals (the most FatturaPA's Quantita takes). */
export const hoursOf = (minutes: number) => Math.round((minutes * 1000) / 60) / 1000;

const period = (from: string, to: string) => `dal ${formatDay(from, 'numeric')} al ${formatDay(to, 'numeric')}`;

async function billableProject(db: Db, projectId: string): Promise<ProjectRef> {
  const bridge = projectsBridge();
  if (!bridge) throw new AppError(404, 'NOT_FOUND', PRE_INVOICE_MESSAGES.noProjects);
  const [project] = await bridge.find(db, { ids: [projectId] });
  if (!project || project.deleted)
    throw badRequest(PRE_INVOICE_MESSAGES.projectNotFound, { project_id: [PRE_INVOICE_MESSAGES.projectNotFound] });
  if (project.billing_type !== 'tempo_materiali')
    throw badRequest('Solo i progetti a tempo e materiali si fatturano a ore', {
      project_id: ['Il progetto non è a tempo e materiali'],
    });
  return project;
}

/** Another live pre-invoice of the project whose period overlaps this one (deleting a draft frees its period). */
async function overlapping(db: Db, projectId: string, from: string, to: string) {
  const [row] = await selectRows<{ id: string; number: string; period_from: string; period_to: string }>(
    db,
    sql`select id::text as id, number, period_from::text as period_from, period_to::text as period_to
      from sales_pre_invoices
      where project_id = ${projectId} and period_from is not null and period_from <= ${to} and period_to >= ${from}
      order by period_from limit 1`,
  );
  return row ?? null;
}

async function preview(db: Db, project: ProjectRef, from: string, to: string): Promise<HoursPreview> {
  const rows = await projectsBridge()!.approvedBillableHours(db, project.id, from, to);
  const [client] = project.client_company_id
    ? await selectRows<{ id: string; name: string }>(
        db,
        sql`select id::text as id, name from client_companies where id = ${project.client_company_id}`,
      )
    : [];
  const people = rows.map((row) => {
    const quantity = hoursOf(row.minutes);
    const amount =
      row.rate_cents === null
        ? null
        : lineTotalCents({ quantity, unit_price_cents: row.rate_cents, discount_percent: 0 });
    return { ...row, quantity, amount_cents: amount };
  });
  return {
    project: { id: project.id, code: project.code, name: project.name },
    client: client ?? null,
    period_from: from,
    period_to: to,
    people,
    minutes: people.reduce((sum, p) => sum + p.minutes, 0),
    taxable_cents: people.reduce((sum, p) => sum + (p.amount_cents ?? 0), 0),
    missing_rates: people.filter((p) => p.rate_cents === null).map((p) => p.name),
    overlap: await overlapping(db, project.id, from, to),
  };
}

/** `GET …/hours-preview`: the people, hours and amounts `from-hours` would bill, and what would stop it. */
export async function hoursPreview(db: Db, query: HoursPreviewQuery): Promise<HoursPreview> {
  return preview(db, await billableProject(db, query.project_id), query.period_from, query.period_to);
}

export async function createFromHours(db: Db, actor: Actor, input: PreInvoiceFromHours): Promise<PreInvoice> {
  const project = await billableProject(db, input.project_id);
  if (!project.client_company_id)
    throw badRequest('Il progetto non ha un cliente: indicalo nella scheda del progetto', {
      project_id: ['Il progetto non ha un cliente'],
    });
  const clientId = project.client_company_id;
  await checkBilledClient(db, clientId, 'project_id');
  const dates = await creationDates(db, input);
  const created = await audited(
    db,
    actor,
    async (tx) => {
      await lockProjectBilling(tx, project.id);
      const found = await preview(tx, project, input.period_from, input.period_to);
      if (found.overlap)
        throw conflict(
          `Il periodo si sovrappone alla pre-fattura ${found.overlap.number} (${period(found.overlap.period_from, found.overlap.period_to)}) dello stesso progetto`,
          { period_from: [`Periodo già fatturato nella pre-fattura ${found.overlap.number}`] },
          { overlap: found.overlap },
        );
      if (found.people.length === 0)
        throw badRequest('Nel periodo non ci sono ore fatturabili approvate per questo progetto', {
          period_from: ['Nessuna ora approvata nel periodo'],
        });
      if (found.missing_rates.length > 0)
        throw badRequest(
          `Manca la tariffa oraria di ${found.missing_rates.join(', ')}: indicala nel progetto (tariffa del membro o del progetto)`,
          { project_id: [`Senza tariffa: ${found.missing_rates.join(', ')}`] },
        );
      const lines: InvoiceLine[] = found.people.map((person) => ({
        kind: 'item',
        description: `${person.name} — ${formatNumber(person.quantity, 3)} ore`,
        quantity: person.quantity,
        unit: 'ore',
        unit_price_cents: person.rate_cents ?? 0,
        discount_percent: 0,
        vat_rate: input.vat_rate,
        natura: input.natura,
        withholding: false,
      }));
      // A project that delivers exactly one contract bills it: the pre-invoice shows on the contract as well.
      const contracts = await selectRows<{ id: string }>(
        tx,
        sql`select contract_id::text as id from sales_contract_projects where project_id = ${project.id} limit 2`,
      );
      const inserted = await insertPreInvoice(tx, actor, {
        client_id: clientId,
        contract_id: contracts.length === 1 ? contracts[0]!.id : null,
        project_id: project.id,
        source: 'ore',
        period_from: input.period_from,
        period_to: input.period_to,
        ...dates,
        causale: `Ore del progetto ${project.code} ${project.name} ${period(input.period_from, input.period_to)}`,
        notes: '',
        lines,
        split_payment: false,
        charge_stamp_duty: true,
        withholding: null,
      });
      return { ...inserted, people: found.people.length, minutes: found.minutes };
    },
    (result) => ({
      action: 'pre_invoice.created',
      targetType: 'pre_invoice',
      targetId: result.id,
      details: {
        number: result.number,
        client_id: clientId,
        source: 'ore',
        project_id: project.id,
        period_from: input.period_from,
        period_to: input.period_to,
        minutes: result.minutes,
      },
    }),
  );
  return getPreInvoice(db, actor, created.id);
}
