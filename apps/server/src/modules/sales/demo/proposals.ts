import { type DecisionChannel, formatProposalNumber, type InvoiceLine, type ProposalStatus } from '@portale/shared';
import { sql } from 'drizzle-orm';
import { selectRows } from '@/platform/db/database';
import { nextNumber, yearOf } from '../numbering';
import { salesPipelineStages, salesPipelines, salesProposals } from '../proposals/tables';
import {
  type DemoContext,
  type DemoEvent,
  dayOf,
  days,
  discount,
  instantOf,
  line,
  priced,
  primaryContact,
} from './demo-kit';

// The demo proposals (docs/sales.md, "Dati dimostrativi"): about fifteen across the default pipeline's stages and
// every status, and a second pipeline "Rinnovi". Dates are relative to today, so the demo always looks current.

const TERMS =
  'Pagamento: 30% all’ordine, saldo a 30 giorni data fattura. Prezzi IVA esclusa. Offerta valida fino alla data indicata.';

export interface DemoProposal {
  key: string;
  client: string;
  title: string;
  pipeline?: 'rinnovi';
  /** 0, 1, 2: the stage of its pipeline. */
  stage: number;
  status: ProposalStatus;
  /** Days from today. */
  issued: number;
  validFor: number;
  lines: InvoiceLine[];
  sentAfter?: number;
  /** Days after issue the client decided (or it expired). */
  decidedAfter?: number;
  channel?: DecisionChannel;
  refusal?: string;
}

const ECOMMERCE = [
  days('Analisi funzionale e disegno dell’esperienza d’acquisto', 4, 65_000),
  days('Sviluppo del configuratore 3D (frontend e API)', 12, 58_000),
  line('Licenza annuale motore di rendering 3D', 1, 240_000, { unit: 'anno' }),
  discount('Sconto cliente strategico', 50_000),
];

export const DEMO_PROPOSALS: DemoProposal[] = [
  {
    key: 'arredi-3d',
    client: 'Arredi Ferrari S.r.l.',
    title: 'Configuratore 3D per l’e-commerce',
    stage: 1,
    status: 'inviata',
    issued: -6,
    validFor: 30,
    sentAfter: 0,
    lines: ECOMMERCE,
  },
  {
    key: 'arredi-magazzino',
    client: 'Arredi Ferrari S.r.l.',
    title: 'Gestionale di magazzino: modulo inventario',
    stage: 2,
    status: 'accettata',
    issued: -40,
    validFor: 30,
    sentAfter: 1,
    decidedAfter: 18,
    channel: 'portale',
    lines: [
      days('Analisi dei processi di magazzino', 3, 65_000),
      days('Sviluppo modulo inventario e lettori barcode', 15, 55_000),
      days('Formazione degli operatori', 2, 50_000),
      line('Licenze app mobile per terminalini', 6, 18_000, { unit: 'pz' }),
    ],
  },
  {
    key: 'mes-2027',
    client: 'Meccanica Lombarda S.p.A.',
    title: 'Manutenzione evolutiva MES 2027',
    stage: 0,
    status: 'bozza',
    issued: -2,
    validFor: 30,
    lines: [days('Evolutive su richiesta (pacchetto)', 20, 60_000), days('Supporto al rilascio', 3, 55_000)],
  },
  {
    key: 'studio-documentale',
    client: 'Studio Legale Conti & Associati',
    title: 'Portale documentale per lo studio',
    stage: 2,
    status: 'inviata',
    issued: -25,
    validFor: 45,
    sentAfter: 0,
    lines: [
      days('Configurazione archivio e permessi', 5, 60_000),
      line('Licenza documentale (10 utenti)', 10, 12_000, { unit: 'utenti' }),
      discount('Sconto primo anno', 20_000),
    ],
  },
  {
    key: 'cantina-shop',
    client: 'Cantina Colli Euganei Soc. Coop.',
    title: 'Negozio online dei vini',
    stage: 1,
    status: 'inviata',
    issued: -26,
    validFor: 30,
    sentAfter: 1,
    lines: [days('Sviluppo negozio online', 10, 52_000), line('Tema grafico e fotografie prodotti', 1, 180_000)],
  },
  {
    key: 'logistica-analisi',
    client: 'Logistica Adriatica S.r.l.',
    title: 'Analisi dei flussi di magazzino',
    stage: 0,
    status: 'bozza',
    issued: -1,
    validFor: 30,
    lines: [days('Assessment in sede', 3, 70_000)],
  },
  {
    key: 'farmacia-gdpr',
    client: 'Farmacia San Lorenzo di Russo Antonio & C. S.n.c.',
    title: 'Formazione GDPR per il personale',
    stage: 2,
    status: 'accettata',
    issued: -70,
    validFor: 30,
    sentAfter: 1,
    decidedAfter: 9,
    channel: 'interno',
    lines: [
      days('Corso in aula: protezione dei dati in farmacia', 2, 45_000),
      line('Quota di iscrizione all’esame di certificazione (operazione non soggetta)', 3, 9_000, { natura: 'N2.2' }),
    ],
  },
  {
    key: 'ceramiche-erp',
    client: 'Ceramiche Sassolesi S.p.A.',
    title: 'Integrazione ERP-CRM',
    stage: 2,
    status: 'rifiutata',
    issued: -60,
    validFor: 30,
    sentAfter: 2,
    decidedAfter: 15,
    channel: 'interno',
    refusal: 'Budget rinviato al prossimo esercizio',
    lines: [days('Integrazione e test', 25, 58_000)],
  },
  {
    key: 'belvedere-sito',
    client: 'Hotel Belvedere Garda S.r.l.',
    title: 'Rinnovo del sito con prenotazioni',
    stage: 1,
    status: 'scaduta',
    issued: -75,
    validFor: 30,
    sentAfter: 0,
    decidedAfter: 31,
    lines: [days('Nuovo sito e motore di prenotazione', 8, 50_000)],
  },
  {
    key: 'cantiere-app',
    client: 'Edilizia Romana Costruzioni S.r.l.',
    title: 'App per i rapportini di cantiere',
    stage: 2,
    status: 'accettata',
    issued: -110,
    validFor: 30,
    sentAfter: 1,
    decidedAfter: 12,
    channel: 'interno',
    lines: [days('Sviluppo a consuntivo (stima)', 40, 60_000)],
  },
  {
    key: 'bianchi-privacy',
    client: 'Laura Bianchi',
    title: 'Consulenza privacy per lo studio professionale',
    stage: 1,
    status: 'inviata',
    issued: -3,
    validFor: 30,
    sentAfter: 0,
    lines: [line('Consulenza e registro dei trattamenti', 1, 90_000)],
  },
  {
    key: 'huber-catalogo',
    client: 'Möbelhaus Huber GmbH',
    title: 'Integrazione del catalogo per l’export',
    stage: 1,
    status: 'bozza',
    issued: -4,
    validFor: 30,
    lines: [days('Integrazione catalogo e listini (servizio UE, art. 7-ter)', 6, 60_000)].map((l) => ({
      ...l,
      vat_rate: 0,
      natura: 'N2.1' as const,
    })),
  },
  {
    key: 'mes-licenze',
    client: 'Meccanica Lombarda S.p.A.',
    title: 'Licenze MES aggiuntive',
    stage: 2,
    status: 'rifiutata',
    issued: -160,
    validFor: 30,
    sentAfter: 1,
    decidedAfter: 20,
    channel: 'interno',
    refusal: 'Hanno scelto di attendere il nuovo stabilimento',
    lines: [line('Licenze MES postazione', 15, 35_000, { unit: 'pz' })],
  },
  {
    key: 'farmacia-rinnovo',
    client: 'Farmacia San Lorenzo di Russo Antonio & C. S.n.c.',
    title: 'Rinnovo assistenza gestionale 2027',
    pipeline: 'rinnovi',
    stage: 1,
    status: 'inviata',
    issued: -4,
    validFor: 30,
    sentAfter: 0,
    lines: [line('Canone di assistenza annuale', 1, 240_000, { unit: 'anno' })],
  },
  {
    key: 'studio-hosting',
    client: 'Studio Legale Conti & Associati',
    title: 'Rinnovo hosting e backup',
    pipeline: 'rinnovi',
    stage: 0,
    status: 'bozza',
    issued: -1,
    validFor: 30,
    lines: [line('Hosting gestito e backup giornaliero', 12, 9_000, { unit: 'mesi' })],
  },
];

export const RENEWALS_PIPELINE = {
  name: 'Rinnovi',
  stages: [
    { name: 'Da rinnovare', probability: 30 },
    { name: 'Proposta di rinnovo inviata', probability: 60 },
    { name: 'In negoziazione', probability: 80 },
  ],
};

/** The default pipeline's stages and a new "Rinnovi" one, in order. */
async function pipelines(ctx: DemoContext) {
  const stagesOf = async (where: ReturnType<typeof sql>) =>
    selectRows<{ pipeline_id: string; id: string }>(
      ctx.db,
      sql`select p.id::text as pipeline_id, s.id::text as id from sales_pipelines p
        join sales_pipeline_stages s on s.pipeline_id = p.id where ${where} order by s.position`,
    );
  const sales = await stagesOf(sql`p.is_default`);
  const [renewals] = await ctx.db
    .insert(salesPipelines)
    .values({ name: RENEWALS_PIPELINE.name, position: 1 })
    .returning({ id: salesPipelines.id });
  await ctx.db
    .insert(salesPipelineStages)
    .values(RENEWALS_PIPELINE.stages.map((stage, position) => ({ ...stage, position, pipeline_id: renewals!.id })));
  const renewalStages = await stagesOf(sql`p.id = ${renewals!.id}`);
  return {
    default: { id: sales[0]!.pipeline_id, stages: sales.map((s) => s.id) },
    rinnovi: { id: renewals!.id, stages: renewalStages.map((s) => s.id) },
  };
}

export interface SeededProposal {
  id: string;
  number: string;
  clientId: string;
  issueDate: string;
  /** The lines' amount, VAT and bollo excluded: what a contract made of it is worth. */
  linesCents: number;
  decidedAt: Date | null;
}

/** Inserts the demo proposals whose client exists, with their history; answers them by key. */
export async function seedDemoProposals(
  ctx: DemoContext,
  clients: Map<string, string>,
  events: DemoEvent[],
): Promise<Map<string, SeededProposal>> {
  const boards = await pipelines(ctx);
  const seeded = new Map<string, SeededProposal>();
  const owner = ctx.manager;
  for (const [rank, p] of DEMO_PROPOSALS.entries()) {
    const clientId = clients.get(p.client);
    if (!clientId) continue;
    const board = p.pipeline === 'rinnovi' ? boards.rinnovi : boards.default;
    const issueDate = dayOf(ctx, p.issued);
    const year = yearOf(issueDate);
    const seq = await nextNumber(ctx.db, 'proposal', year);
    const sentAt = p.sentAfter === undefined ? null : instantOf(ctx, p.issued + p.sentAfter, 9);
    const decidedAt = p.decidedAfter === undefined ? null : instantOf(ctx, p.issued + p.decidedAfter, 14);
    const decided = p.status === 'accettata' || p.status === 'rifiutata';
    const online = p.channel === 'portale' && ctx.client;
    const decider = online ? ctx.client : owner;
    const totals = priced(p.lines);
    const number = formatProposalNumber(year, seq);
    const [row] = await ctx.db
      .insert(salesProposals)
      .values({
        year,
        seq,
        number,
        client_company_id: clientId,
        contact_id: await primaryContact(ctx.db, clientId),
        title: p.title,
        pipeline_id: board.id,
        stage_id: board.stages[p.stage] ?? board.stages[0]!,
        board_rank: rank + 1,
        status: p.status,
        issue_date: issueDate,
        valid_until: dayOf(ctx, p.issued + p.validFor),
        lines: totals.lines,
        taxable_cents: totals.taxable_cents,
        vat_cents: totals.vat_cents,
        total_cents: totals.total_cents,
        terms: TERMS,
        owner_id: owner?.id ?? null,
        sent_at: sentAt,
        sent_by: sentAt ? (owner?.id ?? null) : null,
        decided_at: decided ? decidedAt : null,
        decided_by: decided ? (decider?.id ?? null) : null,
        decision_channel: decided ? (online ? 'portale' : 'interno') : null,
        decision_name: decided ? (online ? ctx.client!.name : 'Referente del cliente') : null,
        decision_ip: decided && online ? '127.0.0.1' : null,
        refusal_reason: p.refusal ?? null,
        expired_at: p.status === 'scaduta' ? decidedAt : null,
        created_by: owner?.id ?? null,
        created_at: instantOf(ctx, p.issued, 8),
        updated_at: decidedAt ?? sentAt ?? instantOf(ctx, p.issued, 8),
      })
      .returning({ id: salesProposals.id });
    const id = row!.id;
    seeded.set(p.key, { id, number, clientId, issueDate, linesCents: totals.lines_cents, decidedAt });
    const base = { targetType: 'proposal', targetId: id, details: { number, title: p.title, client_id: clientId } };
    events.push({ ...base, action: 'proposal.created', at: instantOf(ctx, p.issued, 8), by: owner });
    if (sentAt) events.push({ ...base, action: 'proposal.sent', at: sentAt, by: owner });
    if (decided && decidedAt)
      events.push({
        ...base,
        action: p.status === 'accettata' ? 'proposal.accepted' : 'proposal.refused',
        at: decidedAt,
        by: decider,
        ip: online ? '127.0.0.1' : null,
      });
    if (p.status === 'scaduta' && decidedAt)
      events.push({ ...base, action: 'proposal.expired', at: decidedAt, by: 'system' });
  }
  return seeded;
}
