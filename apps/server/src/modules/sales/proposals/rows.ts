import type { DecisionChannel, InvoiceLine, ProposalStatus, WithholdingInput } from '@portale/shared';
import { type SQL, sql } from 'drizzle-orm';
import { type Db, selectRows } from '@/platform/db/database';

// The proposals' rows as the pages read them (docs/sales.md): a list row (the list, the board's cards, the client's
// list) and the whole proposal. Only the client and the owner are joined (lists sort and filter on the client's name);
// the pipeline, the stage and what only a proposal's page shows are looked up per row. With the eight tables in one
// join the planner weighed every order of them under a list's sort and limit, which took it 10–20 times longer than
// running the query (docs/benchmarks.md, "Sales").

/** A whole proposal. */
export interface ProposalRow {
  id: string;
  number: string;
  year: number;
  title: string;
  client_id: string;
  client_name: string;
  contact_id: string | null;
  contact_name: string | null;
  contact_email: string | null;
  pipeline_id: string;
  pipeline_name: string;
  stage_id: string;
  stage_name: string;
  board_rank: number;
  status: ProposalStatus;
  issue_date: string;
  valid_until: string;
  lines: InvoiceLine[];
  split_payment: boolean;
  charge_stamp_duty: boolean;
  withholding: WithholdingInput | null;
  taxable_cents: number;
  vat_cents: number;
  total_cents: number;
  terms: string;
  notes: string;
  owner_id: string | null;
  owner_name: string | null;
  owner_email: string | null;
  sent_at: Date | string | null;
  decided_at: Date | string | null;
  decided_by: string | null;
  decided_by_name: string | null;
  decision_channel: DecisionChannel | null;
  decision_name: string | null;
  decision_ip: string | null;
  refusal_reason: string | null;
  expired_at: Date | string | null;
  project_id: string | null;
  contract_id: string | null;
  contract_number: string | null;
  version: number;
  created_at: Date | string;
  updated_at: Date | string;
}

/** What a list row, a board card and the client's list show. */
export type ProposalListRow = Pick<
  ProposalRow,
  | 'id'
  | 'number'
  | 'title'
  | 'client_id'
  | 'client_name'
  | 'pipeline_id'
  | 'pipeline_name'
  | 'stage_id'
  | 'stage_name'
  | 'board_rank'
  | 'status'
  | 'issue_date'
  | 'valid_until'
  | 'taxable_cents'
  | 'total_cents'
  | 'owner_id'
  | 'owner_name'
  | 'owner_email'
  | 'decided_at'
  | 'version'
  | 'updated_at'
>;

const person = (first: string, last: string) => sql.raw(`nullif(trim(${first} || ' ' || ${last}), '')`);

/** The columns of a ProposalListRow, over `p` (the proposal), `cc` (its client) and `o` (its owner). */
export const listColumns = sql`p.id::text as id, p.number, p.title, p.client_company_id::text as client_id,
  cc.name as client_name, p.pipeline_id::text as pipeline_id,
  (select pl.name from sales_pipelines pl where pl.id = p.pipeline_id) as pipeline_name, p.stage_id::text as stage_id,
  (select st.name from sales_pipeline_stages st where st.id = p.stage_id) as stage_name, p.board_rank, p.status,
  p.issue_date::text as issue_date, p.valid_until::text as valid_until, p.taxable_cents::float8 as taxable_cents,
  p.total_cents::float8 as total_cents, p.owner_id::text as owner_id, ${person('o.first_name', 'o.last_name')}
    as owner_name,
  o.email as owner_email, p.decided_at, p.version, p.updated_at`;

/** The rest of a ProposalRow. */
const detailColumns = sql`p.year, p.contact_id::text as contact_id,
  (select ${person("coalesce(ct.first_name, '')", "coalesce(ct.last_name, '')")}
    from sales_contacts ct where ct.id = p.contact_id) as contact_name,
  (select ct.emails -> 0 ->> 'address' from sales_contacts ct where ct.id = p.contact_id) as contact_email,
  p.lines, p.split_payment, p.charge_stamp_duty, p.withholding, p.vat_cents::float8 as vat_cents, p.terms, p.notes,
  p.sent_at, p.decided_by::text as decided_by,
  (select ${person('d.first_name', 'd.last_name')} from users d where d.id = p.decided_by) as decided_by_name,
  p.decision_channel, p.decision_name, p.decision_ip, p.refusal_reason, p.expired_at, p.project_id::text as project_id,
  (select k.id::text from sales_contracts k where k.proposal_id = p.id) as contract_id,
  (select k.number from sales_contracts k where k.proposal_id = p.id) as contract_number, p.created_at`;

/** The joins under the columns above. */
export const listFrom = sql`from sales_proposals p join client_companies cc on cc.id = p.client_company_id
  left join users o on o.id = p.owner_id`;

/** A list row as the drivers give it, with its numbers as numbers. */
export const listRowOf = <T extends ProposalListRow>(row: T): T => ({
  ...row,
  board_rank: Number(row.board_rank),
  taxable_cents: Number(row.taxable_cents),
  total_cents: Number(row.total_cents),
});

/** List rows matching `where` (on `p`, `cc` and `o`), in the order and page of `tail`. */
export async function proposalListRowsWhere(db: Db, where: SQL, tail: SQL = sql``): Promise<ProposalListRow[]> {
  const rows = await selectRows<ProposalListRow>(db, sql`select ${listColumns} ${listFrom} where ${where} ${tail}`);
  return rows.map(listRowOf);
}

/** Whole proposals matching `where`. */
export async function proposalRowsWhere(db: Db, where: SQL, tail: SQL = sql``): Promise<ProposalRow[]> {
  const rows = await selectRows<ProposalRow>(
    db,
    sql`select ${listColumns}, ${detailColumns} ${listFrom} where ${where} ${tail}`,
  );
  return rows.map((row) => ({ ...listRowOf(row), vat_cents: Number(row.vat_cents) }));
}
