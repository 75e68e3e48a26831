import {
  AUDIT_ACTIONS,
  type ClientActivity,
  type ClientActivityQuery,
  type ClientActivitySubject,
  isAuditAction,
  paginationOf,
} from '@portale/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { Actor } from '@/platform/auth/actor';
import { type Db, selectRows } from '@/platform/db/database';
import { canSeeMoney } from '../access';
import { assertClientExists } from './summary';

// The client's activity timeline (docs/sales.md, "La scheda del cliente"): the audit log's entries about the
// client, its contacts, proposals, contracts and — for readers of pre-invoices — its pre-invoices, newest first.
// A record deleted since is found through the `client_id` its deletion's entry recorded. No details are
// sent: they may carry amounts, and the timeline says what happened, not how much.

/** The audit `target_type` of each subject (the areas audit their records under these names). */
const SUBJECT_TYPES: Record<ClientActivitySubject, string> = {
  client: 'client',
  contact: 'contact',
  proposal: 'proposal',
  contract: 'contract',
  pre_invoice: 'pre_invoice',
};

/** The deletions of the client's records, whose entry keeps `details.client_id` (their row is gone). */
const deletionActions = (subjects: ClientActivitySubject[]) =>
  Object.keys(AUDIT_ACTIONS).filter((action) =>
    subjects.some((subject) => subject !== 'client' && action === `${SUBJECT_TYPES[subject]}.deleted`),
  );

/** The client's records of each subject, with the name the timeline shows for them now. */
function subjectsSql(id: string, subjects: ClientActivitySubject[]): SQL {
  const parts: Record<ClientActivitySubject, SQL> = {
    client: sql`select 'client' as type, cc.id::text as id, cc.name, true as live from client_companies cc where cc.id = ${id}`,
    contact: sql`select 'contact', c.id::text,
        nullif(btrim(coalesce(c.first_name, '') || ' ' || coalesce(c.last_name, '')), ''), true
      from sales_contacts c where c.client_company_id = ${id}`,
    proposal: sql`select 'proposal', p.id::text, p.number || ' · ' || p.title, true
      from sales_proposals p where p.client_company_id = ${id}`,
    contract: sql`select 'contract', k.id::text, k.number || ' · ' || k.title, true
      from sales_contracts k where k.client_company_id = ${id}`,
    pre_invoice: sql`select 'pre_invoice', pi.id::text, pi.number, true
      from sales_pre_invoices pi where pi.client_company_id = ${id}`,
  };
  return sql.join(
    subjects.map((subject) => parts[subject]),
    sql` union all `,
  );
}

/**
 * The CTEs `subjects` (the client's records, live or deleted since: these found through their deletion's entry,
 * by the action's index and the `client_id` it recorded) and `entries` (every audit row about one of them, through
 * the index on the target).
 */
function entriesSql(id: string, subjects: ClientActivitySubject[]): SQL {
  const deletions = deletionActions(subjects);
  const deleted = deletions.length
    ? sql`union all
      select distinct on (a.target_type, a.target_id) a.target_type, a.target_id,
        coalesce(a.details->>'name', nullif(concat_ws(' · ', a.details->>'number', a.details->>'title'), '')), false
      from audit_log a
      where a.action in (${sql.join(
        deletions.map((action) => sql`${action}`),
        sql`, `,
      )}) and a.details->>'client_id' = ${id} and a.target_id is not null`
    : sql``;
  return sql`subjects(type, id, name, live) as (${subjectsSql(id, subjects)} ${deleted}),
    entries as (
      select a.id, a.created_at, a.action, a.target_type, a.target_id, a.actor_user_id, a.actor_name,
        a.actor_label, s.name as subject_name, s.live as subject_exists
      from subjects s join audit_log a on a.target_type = s.type and a.target_id = s.id
    )`;
}

interface ActivityRow {
  id: string;
  created_at: Date | string;
  action: string;
  target_type: string;
  target_id: string | null;
  subject_name: string | null;
  subject_exists: boolean;
  actor: string | null;
  total: number;
}

/** `GET /api/crm/clients/:id/activity`: one page of the timeline, in one statement (the page and its total). */
export async function clientActivity(
  db: Db,
  actor: Actor,
  id: string,
  query: ClientActivityQuery,
): Promise<ClientActivity> {
  await assertClientExists(db, id);
  const subjects = (Object.keys(SUBJECT_TYPES) as ClientActivitySubject[]).filter(
    (subject) => subject !== 'pre_invoice' || canSeeMoney(actor),
  );
  const entries = entriesSql(id, subjects);
  const rows = await selectRows<ActivityRow>(
    db,
    sql`with ${entries}
      select e.id::text as id, e.created_at, e.action, e.target_type, e.target_id, e.subject_name, e.subject_exists,
        coalesce(e.actor_name, nullif(btrim(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '')), ''),
          case when e.actor_label = 'system' then 'Sistema' else e.actor_label end) as actor,
        count(*) over ()::int as total
      from entries e left join users u on u.id = e.actor_user_id
      order by e.created_at desc, e.id desc
      limit ${query.per_page} offset ${(query.page - 1) * query.per_page}`,
  );
  const total = rows[0]?.total ?? (query.page > 1 ? await countActivity(db, entries) : 0);
  return {
    items: rows.map((row) => ({
      id: row.id,
      at: new Date(row.created_at).toISOString(),
      action: row.action,
      label: isAuditAction(row.action) ? AUDIT_ACTIONS[row.action] : row.action,
      subject: subjectOf(row.target_type),
      subject_id: row.target_id,
      subject_name: row.subject_name,
      subject_exists: row.subject_exists,
      actor: row.actor,
    })),
    pagination: paginationOf(query.page, query.per_page, total),
  };
}

const subjectOf = (type: string) =>
  ((Object.keys(SUBJECT_TYPES) as ClientActivitySubject[]).find((subject) => SUBJECT_TYPES[subject] === type) ??
    'client') as ClientActivitySubject;

/** A page past the end has no row to carry the total: count it on its own. */
async function countActivity(db: Db, entries: SQL): Promise<number> {
  const [row] = await selectRows<{ n: number }>(db, sql`with ${entries} select count(*)::int as n from entries`);
  return row?.n ?? 0;
}
