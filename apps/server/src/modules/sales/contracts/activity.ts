import { CONTRACT_ACTIVITY_MAX, type ContractActivity } from '@portale/shared';
import { sql } from 'drizzle-orm';
import { type Db, selectRows } from '@/platform/db/database';

// A contract's activity, read from the audit log (every write is audited there) through its index on the target.
// What the page shows is picked from the details here, so a value or an amount an update changed never reaches a
// reader without money rights.

interface ActivityRow {
  id: string;
  action: string;
  actor_name: string | null;
  actor_label: string | null;
  created_at: Date | string;
  details: Record<string, unknown>;
}

const text = (value: unknown) => (typeof value === 'string' ? value : null);
/** The link and unlink entries name the project they touched. */
const PROJECT_LINK_ACTIONS = new Set<string>(['contract.project_linked', 'contract.project_unlinked']);

function dateOf(action: string, details: Record<string, unknown>): string | null {
  if (action === 'contract.activated') return text(details.signed_on);
  if (action === 'contract.terminated') return text(details.terminated_on);
  if (action === 'contract.concluded') return text(details.end_date);
  if (action === 'contract.renewed') {
    const end = details.end_date as { to?: unknown } | undefined;
    return text(end?.to);
  }
  return null;
}

export async function contractActivity(db: Db, contractId: string): Promise<ContractActivity[]> {
  const rows = await selectRows<ActivityRow>(
    db,
    sql`select id::text as id, action, actor_name, actor_label, created_at, details from audit_log
      where target_type = 'contract' and target_id = ${contractId}
      order by created_at desc, id desc limit ${CONTRACT_ACTIVITY_MAX}`,
  );
  return rows.map((row) => {
    const changes = row.details.changes;
    const count = row.details.count ?? row.details.milestones;
    return {
      id: row.id,
      action: row.action,
      actor_name: row.actor_label === 'system' ? null : (row.actor_name ?? row.actor_label),
      created_at: new Date(row.created_at).toISOString(),
      fields: changes && typeof changes === 'object' ? Object.keys(changes) : [],
      date: dateOf(row.action, row.details),
      name: PROJECT_LINK_ACTIONS.has(row.action) ? text(row.details.name) : null,
      count: typeof count === 'number' ? count : null,
    };
  });
}
