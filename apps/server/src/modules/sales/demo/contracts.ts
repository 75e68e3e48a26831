import {
  addDays,
  addMonths,
  FEE_PERIOD_LABELS,
  type FeePeriod,
  feePeriods,
  formatContractNumber,
  formatDay,
  type SalesContractStatus,
  type SalesContractType,
} from '@portale/shared';
import { sql } from 'drizzle-orm';
import { selectRows } from '@/platform/db/database';
import { salesContractMilestones, salesContractProjects, salesContracts } from '../contracts/tables';
import { nextNumber, yearOf } from '../numbering';
import { type DemoContext, type DemoEvent, dayOf, instantOf } from './demo-kit';
import type { SeededProposal } from './proposals';

// The demo contracts (docs/sales.md, "Dati dimostrativi"): a corpo with milestones in percent, time and materials,
// a canone renewing by itself whose notice deadline is about three weeks away (so its reminder shows), one
// concluded and one ending within two months. Each is linked to the demo projects of its client, whatever matches
// when the seed runs.

export interface DemoMilestone {
  description: string;
  /** Days from today. */
  due: number;
  percent?: number;
  amount?: number;
}

export interface DemoContract {
  key: string;
  client: string;
  title: string;
  type: SalesContractType;
  status: SalesContractStatus;
  /** The accepted proposal it came from. */
  proposal?: string;
  value?: number;
  feePeriod?: FeePeriod;
  start: number;
  /** Days from today; `months` instead: that many whole months from the start. */
  end: number | null;
  months?: number;
  /** A canone's milestones: one per fee period, as the contracts' generator lays them out. */
  feeMilestones?: boolean;
  autoRenew?: boolean;
  renewalMonths?: number;
  noticeDays?: number;
  milestones: DemoMilestone[];
  notes?: string;
}

export interface SeededContract {
  id: string;
  number: string;
  clientId: string;
  value: number | null;
  milestones: { id: string; description: string; due: string; cents: number }[];
}

/** The time-and-materials project billed from its hours: one with a client, the busiest last month first. */
export async function hoursProject(ctx: DemoContext, from: string) {
  const [row] = await selectRows<{ id: string; name: string; client_company_id: string; client_name: string }>(
    ctx.db,
    sql`select p.id::text as id, p.name, p.client_company_id::text as client_company_id, cc.name as client_name
      from projects p join client_companies cc on cc.id = p.client_company_id
      where p.deleted_at is null and p.billing_type = 'tempo_materiali'
      order by (select count(*) from time_entries e where e.project_id = p.id and e.work_date >= ${from}) desc, p.code
      limit 1`,
  );
  return row ?? null;
}

/** The contracts of the demo, given the T&M project found (its client gets the T&M contract). */
export function demoContracts(tm: { name: string; client_name: string } | null): DemoContract[] {
  return [
    {
      key: 'arredi-magazzino',
      client: 'Arredi Ferrari S.r.l.',
      title: 'Gestionale di magazzino: modulo inventario',
      type: 'a_corpo',
      status: 'attivo',
      proposal: 'arredi-magazzino',
      start: -22,
      end: 90,
      milestones: [
        { description: 'Acconto alla firma', due: -21, percent: 30 },
        { description: 'Consegna del modulo inventario', due: 30, percent: 40 },
        { description: 'Collaudo e avvio in produzione', due: 80, percent: 30 },
      ],
    },
    tm
      ? {
          key: 'tm',
          client: tm.client_name,
          title: `Sviluppo e assistenza a consuntivo: ${tm.name}`,
          type: 'tempo_materiali',
          status: 'attivo',
          value: 2_400_000,
          start: -95,
          end: 180,
          milestones: [],
          notes: 'Si fattura a fine mese dalle ore approvate, alle tariffe del progetto.',
        }
      : {
          key: 'tm',
          client: 'Edilizia Romana Costruzioni S.r.l.',
          title: 'App per i rapportini di cantiere',
          type: 'tempo_materiali',
          status: 'attivo',
          proposal: 'cantiere-app',
          value: 2_400_000,
          start: -95,
          end: 180,
          milestones: [],
          notes: 'Si fattura a fine mese dalle ore approvate, alle tariffe del progetto.',
        },
    {
      key: 'mes-canone',
      client: 'Meccanica Lombarda S.p.A.',
      title: 'Assistenza e manutenzione MES',
      type: 'canone',
      status: 'attivo',
      value: 450_000,
      feePeriod: 'trimestrale',
      start: -101,
      // Six months with 60 days of notice: the deadline falls in about three weeks, so its reminder is due.
      end: null,
      months: 6,
      autoRenew: true,
      renewalMonths: 6,
      noticeDays: 60,
      feeMilestones: true,
      milestones: [],
    },
    {
      key: 'belvedere-manutenzione',
      client: 'Hotel Belvedere Garda S.r.l.',
      title: 'Manutenzione del sito 2025',
      type: 'a_corpo',
      status: 'concluso',
      value: 360_000,
      start: -400,
      end: -35,
      milestones: [{ description: 'Canone annuale di manutenzione', due: -40, percent: 100 }],
      notes: 'Non rinnovato: il cliente ha scelto un fornitore locale.',
    },
    {
      key: 'farmacia-gdpr',
      client: 'Farmacia San Lorenzo di Russo Antonio & C. S.n.c.',
      title: 'Formazione GDPR per il personale',
      type: 'a_corpo',
      status: 'attivo',
      proposal: 'farmacia-gdpr',
      start: -60,
      end: 45,
      milestones: [{ description: 'Saldo a fine corso', due: 40, percent: 100 }],
    },
  ];
}

/** Inserts the contracts whose client exists, their milestones and project links; answers them by key. */
export async function seedDemoContracts(
  ctx: DemoContext,
  clients: Map<string, string>,
  proposals: Map<string, SeededProposal>,
  contracts: DemoContract[],
  events: DemoEvent[],
): Promise<Map<string, SeededContract>> {
  const seeded = new Map<string, SeededContract>();
  for (const k of contracts) {
    const clientId = clients.get(k.client);
    if (!clientId) continue;
    const proposal = k.proposal ? proposals.get(k.proposal) : undefined;
    // A contract from a proposal is worth its lines (the bollo is not part of the price).
    const value = k.value ?? (proposal ? proposal.linesCents : null);
    const startDate = dayOf(ctx, k.start);
    const endDate = k.months ? addDays(addMonths(startDate, k.months), -1) : k.end === null ? null : dayOf(ctx, k.end);
    const milestonesOf: { description: string; due: string; percent?: number; amount?: number }[] =
      k.feeMilestones && k.feePeriod && value
        ? feePeriods({ fee_period: k.feePeriod, start_date: startDate, end_date: endDate }, 12).map(([from, to]) => ({
            description: `Canone ${FEE_PERIOD_LABELS[k.feePeriod!].toLowerCase()} dal ${formatDay(from, 'numeric')} al ${formatDay(to, 'numeric')}`,
            due: from,
            amount: value,
          }))
        : k.milestones.map((m) => ({ ...m, due: dayOf(ctx, m.due) }));
    const year = yearOf(startDate);
    const seq = await nextNumber(ctx.db, 'contract', year);
    const number = formatContractNumber(year, seq);
    const [row] = await ctx.db
      .insert(salesContracts)
      .values({
        year,
        seq,
        number,
        title: k.title,
        client_company_id: clientId,
        proposal_id: proposal?.id ?? null,
        type: k.type,
        status: k.status,
        value_cents: value,
        fee_period: k.feePeriod ?? null,
        signed_on: startDate,
        start_date: startDate,
        end_date: endDate,
        auto_renew: k.autoRenew ?? false,
        renewal_months: k.renewalMonths ?? null,
        notice_days: k.noticeDays ?? null,
        notes: k.notes ?? '',
        owner_id: ctx.manager?.id ?? null,
        created_by: ctx.manager?.id ?? null,
        created_at: instantOf(ctx, k.start, 10),
        updated_at: instantOf(ctx, k.start, 10),
      })
      .returning({ id: salesContracts.id });
    const id = row!.id;
    const milestones: SeededContract['milestones'] = [];
    for (const [position, m] of milestonesOf.entries()) {
      const due = m.due;
      const [inserted] = await ctx.db
        .insert(salesContractMilestones)
        .values({
          contract_id: id,
          position,
          description: m.description,
          due_date: due,
          amount_cents: m.amount ?? null,
          percent: m.percent ?? null,
        })
        .returning({ id: salesContractMilestones.id });
      const cents = m.amount ?? Math.round(((value ?? 0) * (m.percent ?? 0)) / 100);
      milestones.push({ id: inserted!.id, description: m.description, due, cents });
    }
    await ctx.db.execute(sql`insert into ${salesContractProjects} (contract_id, project_id)
      select ${id}::uuid, p.id from projects p
      where p.client_company_id = ${clientId} and p.deleted_at is null and p.billing_type <> 'interno'
      order by p.code limit 3`);
    seeded.set(k.key, { id, number, clientId, value, milestones });
    const base = { targetType: 'contract', targetId: id, details: { number, title: k.title, client_id: clientId } };
    events.push({ ...base, action: 'contract.created', at: instantOf(ctx, k.start, 10), by: ctx.manager });
    events.push({
      ...base,
      action: 'contract.activated',
      at: instantOf(ctx, k.start, 11),
      by: ctx.manager,
      details: { ...base.details, signed_on: startDate },
    });
    if (k.status === 'concluso' && endDate)
      events.push({
        ...base,
        action: 'contract.concluded',
        at: new Date(`${addDays(endDate, 1)}T03:30:00Z`),
        by: 'system',
      });
  }
  return seeded;
}
