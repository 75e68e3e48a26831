import {
  formatPreInvoiceNumber,
  type InvoiceLine,
  type PreInvoiceSource,
  type PreInvoiceStatus,
} from '@portale/shared';
import { eq, sql } from 'drizzle-orm';
import { selectRows } from '@/platform/db/database';
import { salesContractMilestones } from '../contracts/tables';
import { addDays, monthStart } from '../dashboard/period';
import { salesPreInvoices } from '../invoicing/tables';
import { nextNumber, yearOf } from '../numbering';
import type { SeededContract } from './contracts';
import { type DemoContext, type DemoEvent, dayOf, instantOf, line, priced } from './demo-kit';

// The demo pre-invoices (docs/sales.md, "Dati dimostrativi"): from contract milestones, from the approved hours of
// the time-and-materials project, and by hand (an exempt N2.2 line with the bollo); two invoiced with the real
// invoice's number, one approved, one draft.

interface DemoPreInvoice {
  client: string;
  contract?: SeededContract;
  project?: string;
  source: PreInvoiceSource;
  status: PreInvoiceStatus;
  issued: number;
  causale: string;
  lines: InvoiceLine[];
  milestones?: string[];
  period?: { from: string; to: string };
  /** The real invoice's sequence in its year (status fatturata). */
  invoice?: number;
}

/** Approved billable hours of a project in a period, per person, at the member's rate or the project's. */
async function hoursLines(ctx: DemoContext, projectId: string, from: string, to: string): Promise<InvoiceLine[]> {
  const rows = await selectRows<{ name: string; minutes: number; rate: number | null }>(
    ctx.db,
    sql`select u.first_name || ' ' || u.last_name as name, sum(e.minutes)::int as minutes,
        coalesce(pm.hourly_rate, p.hourly_rate)::float8 as rate
      from time_entries e
      join timesheet_weeks w on w.user_id = e.user_id and w.status = 'approvato'
        and w.week_start = date_trunc('week', e.work_date)::date
      join projects p on p.id = e.project_id
      join users u on u.id = e.user_id
      left join project_members pm on pm.project_id = e.project_id and pm.user_id = e.user_id
      where e.project_id = ${projectId} and e.billable and e.work_date between ${from} and ${to}
      group by u.first_name, u.last_name, pm.hourly_rate, p.hourly_rate
      order by u.last_name, u.first_name`,
  );
  return rows
    .filter((row) => row.rate !== null && row.minutes > 0)
    .map((row) =>
      line(`Attività di ${row.name}`, Math.round((row.minutes / 60) * 100) / 100, Math.round(Number(row.rate) * 100), {
        unit: 'h',
      }),
    );
}

const milestoneLine = (contract: SeededContract, index: number) => {
  const m = contract.milestones[index]!;
  return line(`${m.description} (contratto ${contract.number})`, 1, m.cents);
};

export async function seedDemoPreInvoices(
  ctx: DemoContext,
  clients: Map<string, string>,
  contracts: Map<string, SeededContract>,
  tm: { id: string } | null,
  events: DemoEvent[],
): Promise<void> {
  const list: DemoPreInvoice[] = [];
  const arredi = contracts.get('arredi-magazzino');
  if (arredi)
    list.push({
      client: arredi.clientId,
      contract: arredi,
      source: 'milestones',
      status: 'fatturata',
      issued: -20,
      causale: 'Acconto alla firma del contratto',
      lines: [milestoneLine(arredi, 0)],
      milestones: [arredi.milestones[0]!.id],
      invoice: 87,
    });
  const canone = contracts.get('mes-canone');
  if (canone)
    list.push({
      client: canone.clientId,
      contract: canone,
      source: 'milestones',
      status: 'fatturata',
      issued: -100,
      causale: 'Canone di assistenza, primo trimestre',
      lines: [milestoneLine(canone, 0)],
      milestones: [canone.milestones[0]!.id],
      invoice: 41,
    });
  const belvedere = contracts.get('belvedere-manutenzione');
  if (belvedere)
    list.push({
      client: belvedere.clientId,
      contract: belvedere,
      source: 'milestones',
      status: 'fatturata',
      issued: -38,
      causale: 'Manutenzione del sito, saldo',
      lines: [milestoneLine(belvedere, 0)],
      milestones: [belvedere.milestones[0]!.id],
      invoice: 79,
    });
  const hours = contracts.get('tm');
  if (hours) {
    const from = monthStart(ctx.today, -1);
    const to = addDays(monthStart(ctx.today), -1);
    const billed = tm ? await hoursLines(ctx, tm.id, from, to) : [];
    list.push({
      client: hours.clientId,
      contract: hours,
      project: billed.length > 0 ? tm!.id : undefined,
      source: billed.length > 0 ? 'ore' : 'manuale',
      status: 'approvata',
      issued: -3,
      causale: 'Attività a consuntivo del mese scorso',
      lines: billed.length > 0 ? billed : [line('Sviluppo a consuntivo', 38, 6_000, { unit: 'h' })],
      period: billed.length > 0 ? { from, to } : undefined,
    });
  }
  const farmacia = clients.get('Farmacia San Lorenzo di Russo Antonio & C. S.n.c.');
  if (farmacia)
    list.push({
      client: farmacia,
      source: 'manuale',
      status: 'bozza',
      issued: -1,
      causale: 'Iscrizioni all’esame di certificazione',
      lines: [line('Quota di iscrizione all’esame (operazione non soggetta)', 3, 9_000, { natura: 'N2.2' })],
    });

  for (const pi of list) {
    const issueDate = dayOf(ctx, pi.issued);
    const year = yearOf(issueDate);
    const seq = await nextNumber(ctx.db, 'pre_invoice', year);
    const number = formatPreInvoiceNumber(year, seq);
    const totals = priced(pi.lines);
    const approvedAt = pi.status === 'bozza' ? null : instantOf(ctx, pi.issued, 11);
    const invoiceDate = pi.invoice ? dayOf(ctx, pi.issued + 2) : null;
    const [row] = await ctx.db
      .insert(salesPreInvoices)
      .values({
        year,
        seq,
        number,
        client_company_id: pi.client,
        contract_id: pi.contract?.id ?? null,
        project_id: pi.project ?? null,
        source: pi.source,
        period_from: pi.period?.from ?? null,
        period_to: pi.period?.to ?? null,
        status: pi.status,
        issue_date: issueDate,
        due_date: dayOf(ctx, pi.issued + 30),
        causale: pi.causale,
        lines: totals.lines,
        taxable_cents: totals.taxable_cents,
        vat_cents: totals.vat_cents,
        total_cents: totals.total_cents,
        amount_due_cents: totals.amount_due_cents,
        invoice_number: invoiceDate ? `${pi.invoice}/${yearOf(invoiceDate)}` : null,
        invoice_date: invoiceDate,
        approved_at: approvedAt,
        approved_by: approvedAt ? (ctx.manager?.id ?? null) : null,
        invoiced_at: invoiceDate ? instantOf(ctx, pi.issued + 2, 15) : null,
        invoiced_by: invoiceDate ? (ctx.manager?.id ?? null) : null,
        created_by: ctx.manager?.id ?? null,
        created_at: instantOf(ctx, pi.issued, 9),
        updated_at: instantOf(ctx, pi.issued + (invoiceDate ? 2 : 0), 15),
      })
      .returning({ id: salesPreInvoices.id });
    const id = row!.id;
    for (const milestone of pi.milestones ?? [])
      await ctx.db
        .update(salesContractMilestones)
        .set({ pre_invoice_id: id })
        .where(eq(salesContractMilestones.id, milestone));
    const base = { targetType: 'pre_invoice', targetId: id, details: { number, client_id: pi.client } };
    events.push({ ...base, action: 'pre_invoice.created', at: instantOf(ctx, pi.issued, 9), by: ctx.manager });
    if (approvedAt) events.push({ ...base, action: 'pre_invoice.approved', at: approvedAt, by: ctx.manager });
    if (invoiceDate)
      events.push({ ...base, action: 'pre_invoice.invoiced', at: instantOf(ctx, pi.issued + 2, 15), by: ctx.manager });
  }
}
