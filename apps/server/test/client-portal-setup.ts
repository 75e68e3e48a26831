import { eq, sql } from 'drizzle-orm';
import { salesContractMilestones, salesContractProjects, salesContracts } from '@/modules/sales/contracts/tables';
import { salesPreInvoices } from '@/modules/sales/invoicing/tables';
import { salesPipelineStages, salesPipelines, salesProposals } from '@/modules/sales/proposals/tables';
import { projects } from '@/modules/timesheet/tables';
import { users } from '@/platform/auth/tables';
import type { Db } from '@/platform/db/database';
import { selectRows } from '@/platform/db/database';
import { clientCompanies } from '@/platform/org/client-companies';

// Rows of two client companies for the client portal's tests and the privacy walk, written straight into the
// tables (the proposals', contracts' and pre-invoices' APIs are other modules' work): the demo client's company,
// Arredi Ferrari, and a competitor whose records the demo client must never reach.

const LINE = {
  kind: 'item' as const,
  description: 'Analisi e sviluppo',
  quantity: 10,
  unit: 'h',
  unit_price_cents: 8000,
  discount_percent: 0,
  vat_rate: 22,
  natura: null,
  withholding: false,
};
const MONEY = { taxable_cents: 80_000, vat_cents: 17_600, total_cents: 97_600 };

/** Words only staff may read, in every internal field: none of them may reach the client. */
export const INTERNAL_NOTE = 'Nota interna riservatissima';

export interface CompanyRows {
  company: string;
  proposals: { sent: string; expired: string; draft: string; accepted: string };
  projects: { active: string; done: string; deleted: string };
  contracts: { active: string; ended: string; draft: string };
  milestones: { invoiced: string; approved: string; onDraft: string; free: string; percent: string; ofDraft: string };
  preInvoices: { draft: string; approved: string; invoiced: string };
}

export interface PortalFixtures {
  ours: CompanyRows;
  theirs: CompanyRows;
}

let seq = 0;
const next = () => ++seq;

async function companyRows(db: Db, company: string, label: string, stage: { pipeline: string; stage: string }) {
  const year = 2031;
  const proposal = async (status: string, validUntil: string) => {
    const n = next();
    const [row] = await db
      .insert(salesProposals)
      .values({
        year,
        seq: n,
        number: `${year}/${String(n).padStart(4, '0')}`,
        client_company_id: company,
        title: `Offerta ${status} ${label}`,
        pipeline_id: stage.pipeline,
        stage_id: stage.stage,
        status: status as 'inviata',
        issue_date: '2026-01-10',
        valid_until: validUntil,
        lines: [LINE],
        ...MONEY,
        notes: INTERNAL_NOTE,
      })
      .returning({ id: salesProposals.id });
    return row!.id;
  };
  const project = async (code: string, status: string, deleted = false) => {
    const [row] = await db
      .insert(projects)
      .values({
        code: `${label}-${code}`,
        name: `Progetto ${code} ${label}`,
        client_company_id: company,
        status,
        start_date: '2026-01-15',
        end_date: '2026-12-31',
        budget_amount: 50_000,
        budget_hours: 400,
        hourly_rate: 85,
        billing_type: 'a_corpo',
        description: INTERNAL_NOTE,
        deleted_at: deleted ? new Date() : null,
      })
      .returning({ id: projects.id });
    return row!.id;
  };
  const contract = async (status: string, extra: Partial<typeof salesContracts.$inferInsert> = {}) => {
    const n = next();
    const [row] = await db
      .insert(salesContracts)
      .values({
        year,
        seq: n,
        number: `C-${year}/${String(n).padStart(4, '0')}`,
        title: `Contratto ${status} ${label}`,
        client_company_id: company,
        type: 'a_corpo',
        status: status as 'attivo',
        value_cents: 1_200_000,
        start_date: '2026-01-01',
        end_date: '2026-12-31',
        notes: INTERNAL_NOTE,
        ...extra,
      })
      .returning({ id: salesContracts.id });
    return row!.id;
  };
  const preInvoice = async (status: string, extra: Partial<typeof salesPreInvoices.$inferInsert> = {}) => {
    const n = next();
    const [row] = await db
      .insert(salesPreInvoices)
      .values({
        year,
        seq: n,
        number: `PF-${year}/${String(n).padStart(4, '0')}`,
        client_company_id: company,
        status: status as 'approvata',
        issue_date: `2026-0${1 + (n % 9)}-15`,
        causale: `Servizi ${label}`,
        lines: [LINE],
        ...MONEY,
        amount_due_cents: MONEY.total_cents,
        notes: INTERNAL_NOTE,
        ...extra,
      })
      .returning({ id: salesPreInvoices.id });
    return row!.id;
  };
  const milestone = async (contractId: string, position: number, values: Record<string, unknown>) => {
    const [row] = await db
      .insert(salesContractMilestones)
      .values({
        contract_id: contractId,
        position,
        description: `Rata ${position} ${label}`,
        due_date: `2026-0${position + 1}-28`,
        ...values,
      })
      .returning({ id: salesContractMilestones.id });
    return row!.id;
  };

  const proposals = {
    sent: await proposal('inviata', '2099-12-31'),
    expired: await proposal('inviata', '2020-01-31'),
    draft: await proposal('bozza', '2099-12-31'),
    accepted: await proposal('accettata', '2026-02-28'),
  };
  const projectIds = {
    active: await project('ATT', 'attivo'),
    done: await project('FIN', 'completato'),
    deleted: await project('DEL', 'attivo', true),
  };
  const contracts = {
    active: await contract('attivo', {
      proposal_id: proposals.accepted,
      auto_renew: true,
      renewal_months: 12,
      notice_days: 60,
    }),
    ended: await contract('concluso', { end_date: '2025-12-31', start_date: '2025-01-01' }),
    draft: await contract('bozza'),
  };
  const preInvoices = {
    draft: await preInvoice('bozza', { contract_id: contracts.active }),
    approved: await preInvoice('approvata', { contract_id: contracts.active, due_date: '2026-05-31' }),
    invoiced: await preInvoice('fatturata', {
      contract_id: contracts.active,
      invoice_number: `FT-${label}-17`,
      invoice_date: '2026-03-02',
      project_id: projectIds.active,
      period_from: '2026-02-01',
      period_to: '2026-02-28',
    }),
  };
  const milestones = {
    invoiced: await milestone(contracts.active, 0, { amount_cents: 300_000, pre_invoice_id: preInvoices.invoiced }),
    approved: await milestone(contracts.active, 1, { amount_cents: 300_000, pre_invoice_id: preInvoices.approved }),
    onDraft: await milestone(contracts.active, 2, { amount_cents: 300_000, pre_invoice_id: preInvoices.draft }),
    free: await milestone(contracts.active, 3, { amount_cents: 200_000 }),
    percent: await milestone(contracts.active, 4, { percent: 8.5 }),
    ofDraft: await milestone(contracts.draft, 0, { amount_cents: 999_999 }),
  };
  await db.insert(salesContractProjects).values([
    { contract_id: contracts.active, project_id: projectIds.active },
    { contract_id: contracts.draft, project_id: projectIds.active },
    { contract_id: contracts.active, project_id: projectIds.deleted },
  ]);
  return { company, proposals, projects: projectIds, contracts, milestones, preInvoices } satisfies CompanyRows;
}

/** The two companies' rows; the demo client (`cliente`) belongs to the first. */
export async function seedPortalFixtures(db: Db): Promise<PortalFixtures> {
  const [demo] = await selectRows<{ id: string }>(
    db,
    sql`select client_company_id::text as id from users where username = 'cliente'`,
  );
  const [other] = await db
    .insert(clientCompanies)
    .values({ name: 'Concorrente Mobili S.p.A.', vat_number: '01234567897' })
    .returning({ id: clientCompanies.id });
  const [pipeline] = await db
    .insert(salesPipelines)
    .values({ name: `Portale clienti ${next()}` })
    .returning({ id: salesPipelines.id });
  const [stage] = await db
    .insert(salesPipelineStages)
    .values({ pipeline_id: pipeline!.id, name: 'Offerta inviata', probability: 40 })
    .returning({ id: salesPipelineStages.id });
  const where = { pipeline: pipeline!.id, stage: stage!.id };
  return {
    ours: await companyRows(db, demo!.id, 'AF', where),
    theirs: await companyRows(db, other!.id, 'CM', where),
  };
}

/** The client account of the competitor, and one without a company: both for the 404 tests. */
export async function clientAccountOf(db: Db, username: string, company: string | null, passwordHash: string) {
  await db.insert(users).values({
    username,
    email: `${username}@example.it`,
    first_name: 'Mario',
    last_name: username,
    role: 'client',
    status: 'active',
    password_hash: passwordHash,
    client_company_id: company,
  });
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.username, username));
  return row!.id;
}
