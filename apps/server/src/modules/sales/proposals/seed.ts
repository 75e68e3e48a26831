import {
  computeInvoiceTotals,
  formatProposalNumber,
  type InvoiceLine,
  InvoiceLine as InvoiceLineSchema,
  type ProposalStatus,
  todayInRome,
} from '@portale/shared';
import { sql } from 'drizzle-orm';
import { type Db, selectRows } from '@/platform/db/database';
import { nextNumber, yearOf } from '../numbering';
import { addDays } from './rules';
import { salesProposals } from './tables';

// Demo proposals of the full Demo S.r.l. (docs/sales.md, "Demo data"): one in every state on the default
// pipeline's board, dated around today so the board, the dashboard and the expiry always have something to show.
// The small demo (the server tests' template) has none.

interface DemoProposal {
  client: string;
  title: string;
  status: ProposalStatus;
  stage: number;
  /** Issue date, in days from today (negative: past). */
  issued: number;
  validDays: number;
  lines: Partial<InvoiceLine>[];
  terms?: string;
  decision?: { name: string; reason?: string };
}

const TERMS =
  'Pagamento: bonifico a 30 giorni data fattura fine mese.\nI prezzi sono al netto di IVA. Offerta valida fino alla data indicata.';

const DEMO: DemoProposal[] = [
  {
    client: 'Arredi Ferrari S.r.l.',
    title: 'Nuovo configuratore online di cucine',
    status: 'inviata',
    stage: 1,
    issued: -6,
    validDays: 30,
    lines: [
      { description: 'Analisi e progettazione UX', quantity: 40, unit: 'h', unit_price_cents: 7_500 },
      { description: 'Sviluppo del configuratore 3D', quantity: 160, unit: 'h', unit_price_cents: 6_500 },
      {
        description: 'Sconto cliente strategico',
        kind: 'discount',
        quantity: 1,
        unit: null,
        unit_price_cents: -50_000,
      },
    ],
  },
  {
    client: 'Meccanica Lombarda S.p.A.',
    title: 'Manutenzione evolutiva gestionale 2027',
    status: 'bozza',
    stage: 0,
    issued: -1,
    validDays: 45,
    lines: [
      { description: 'Pacchetto ore di manutenzione evolutiva', quantity: 200, unit: 'h', unit_price_cents: 6_000 },
    ],
  },
  {
    client: 'Hotel Belvedere Garda S.r.l.',
    title: 'Sito web e motore di prenotazione',
    status: 'inviata',
    stage: 2,
    issued: -25,
    validDays: 30,
    lines: [
      { description: 'Sito web multilingua', quantity: 1, unit: null, unit_price_cents: 850_000 },
      { description: 'Integrazione motore di prenotazione', quantity: 1, unit: null, unit_price_cents: 320_000 },
      { description: 'Canone annuale di hosting', quantity: 12, unit: 'mesi', unit_price_cents: 4_500 },
    ],
  },
  {
    client: 'Cantina Colli Euganei Soc. Coop.',
    title: 'E-commerce vini e spedizioni',
    status: 'accettata',
    stage: 2,
    issued: -40,
    validDays: 30,
    lines: [{ description: 'Piattaforma e-commerce', quantity: 1, unit: null, unit_price_cents: 1_200_000 }],
    decision: { name: 'Paolo Zanin' },
  },
  {
    client: 'Logistica Adriatica S.r.l.',
    title: 'App per gli autisti',
    status: 'rifiutata',
    stage: 1,
    issued: -50,
    validDays: 30,
    lines: [{ description: 'App mobile iOS e Android', quantity: 240, unit: 'h', unit_price_cents: 6_500 }],
    decision: { name: 'Ufficio acquisti', reason: 'Budget rinviato al prossimo anno' },
  },
  {
    client: 'Studio Legale Conti & Associati',
    title: 'Corso di formazione sulla protezione dei dati',
    status: 'scaduta',
    stage: 1,
    issued: -70,
    validDays: 30,
    lines: [
      {
        description: 'Corso GDPR in aula (esente art. 10)',
        quantity: 2,
        unit: 'gg',
        unit_price_cents: 90_000,
        vat_rate: 0,
        natura: 'N4',
      },
    ],
  },
];

export async function seedDemoProposals(db: Db, ownerId: string | null): Promise<void> {
  const stages = await selectRows<{ pipeline_id: string; id: string }>(
    db,
    sql`select s.pipeline_id::text as pipeline_id, s.id::text as id from sales_pipeline_stages s
      join sales_pipelines pl on pl.id = s.pipeline_id where pl.is_default order by s.position`,
  );
  const companies = await selectRows<{ id: string; name: string }>(
    db,
    sql`select id::text as id, name from client_companies`,
  );
  const today = todayInRome();
  for (const [index, demo] of DEMO.entries()) {
    const client = companies.find((company) => company.name === demo.client);
    const stage = stages[Math.min(demo.stage, stages.length - 1)];
    if (!client || !stage) continue;
    const lines = demo.lines.map((line) => InvoiceLineSchema.parse({ vat_rate: 22, ...line }));
    const options = { split_payment: false, charge_stamp_duty: true, withholding: null };
    const totals = computeInvoiceTotals(lines, options);
    const issueDate = addDays(today, demo.issued);
    const year = yearOf(issueDate);
    const seq = await nextNumber(db, 'proposal', year);
    const sentAt = demo.status === 'bozza' ? null : new Date(`${addDays(issueDate, 1)}T09:00:00Z`);
    const decided = demo.status === 'accettata' || demo.status === 'rifiutata';
    await db.insert(salesProposals).values({
      year,
      seq,
      number: formatProposalNumber(year, seq),
      client_company_id: client.id,
      title: demo.title,
      pipeline_id: stage.pipeline_id,
      stage_id: stage.id,
      board_rank: (index + 1) * 1000,
      status: demo.status,
      issue_date: issueDate,
      valid_until: addDays(issueDate, demo.validDays),
      lines,
      ...options,
      taxable_cents: totals.taxable_cents,
      vat_cents: totals.vat_cents,
      total_cents: totals.total_cents,
      terms: demo.terms ?? TERMS,
      owner_id: ownerId,
      created_by: ownerId,
      sent_at: sentAt,
      sent_by: sentAt ? ownerId : null,
      decided_at: decided ? new Date(`${addDays(issueDate, 10)}T15:30:00Z`) : null,
      decided_by: decided ? ownerId : null,
      decision_channel: decided ? 'interno' : null,
      decision_name: demo.decision?.name ?? null,
      refusal_reason: demo.decision?.reason ?? null,
      expired_at: demo.status === 'scaduta' ? new Date(`${addDays(issueDate, demo.validDays + 1)}T03:00:00Z`) : null,
    });
  }
}
