import { ROLE_LABELS } from '@portale/shared';
import { inArray, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { users } from '@/platform/auth/tables';
import { type Db, selectRows } from '@/platform/db/database';
import { featureFlags } from '@/platform/flags/tables';
import {
  ccnlContracts,
  ccnlLevels,
  companyClosures,
  departments,
  leaveTypes,
  workLocations,
} from '@/platform/org/tables';

/**
 * How to name the objects of one `target_type`: a select of `(id, name)` for the given ids. The log resolves the
 * names of a page's objects when it is read, so a rename shows at once; a deleted object falls back to the name
 * its entry recorded in its details.
 */
export type AuditTargetNames = (ids: string[]) => SQL;

const sources = new Map<string, AuditTargetNames>();

/** Each module names its own objects, once, at start-up (as it registers its search provider). */
export function registerAuditTargetNames(type: string, names: AuditTargetNames): void {
  sources.set(type, names);
}

const userNames: AuditTargetNames = (ids) =>
  sql`select ${users.id}::text as id, ${users.first_name} || ' ' || ${users.last_name} as name from ${users} where ${inArray(sql`${users.id}::text`, ids)}`;

/** The objects of a table with an `id` and a `name`, as most are. */
export function namedById(table: PgTable & { id: AnyPgColumn; name: AnyPgColumn }): AuditTargetNames {
  return (ids) =>
    sql`select ${table.id}::text as id, ${table.name} as name from ${table} where ${inArray(sql`${table.id}::text`, ids)}`;
}

registerAuditTargetNames('user', userNames);
registerAuditTargetNames('employee', userNames);
// Tables the platform owns are named here, as no module owns them. The week of a timesheet is recorded against its owner.
registerAuditTargetNames('timesheet_week', userNames);
registerAuditTargetNames(
  'feature_flag',
  (ids) =>
    sql`select ${featureFlags.id}::text as id, ${featureFlags.display_name} as name from ${featureFlags} where ${inArray(sql`${featureFlags.id}::text`, ids)}`,
);
registerAuditTargetNames('department', namedById(departments));
registerAuditTargetNames('work_location', namedById(workLocations));
registerAuditTargetNames('leave_type', namedById(leaveTypes));
registerAuditTargetNames('closure', namedById(companyClosures));
registerAuditTargetNames('ccnl_contract', namedById(ccnlContracts));
registerAuditTargetNames('ccnl_level', namedById(ccnlLevels));

/** Fields of an entry's details that name its object, for objects deleted since. */
const RECORDED_NAME_FIELDS = ['name', 'title', 'display_name', 'username', 'code', 'feature_key'] as const;

export type AuditTarget = { target_type: string | null; target_id: string | null; details: Record<string, unknown> };

/** The readable names of a page of entries' objects, in one query; `null` where none is known. */
export async function auditTargetNames(db: Db, entries: AuditTarget[]): Promise<(string | null)[]> {
  const wanted = new Map<string, Set<string>>();
  for (const { target_type: type, target_id: id } of entries) {
    if (!type || !id || !sources.has(type)) continue;
    wanted.set(type, (wanted.get(type) ?? new Set()).add(id));
  }
  const found = new Map<string, string>();
  if (wanted.size > 0) {
    const selects = [...wanted].map(
      ([type, ids]) => sql`select ${type}::text as type, id, name from (${sources.get(type)!([...ids])}) as t`,
    );
    const rows = await selectRows<{ type: string; id: string; name: string | null }>(
      db,
      sql.join(selects, sql` union all `),
    );
    for (const row of rows) if (row.name) found.set(`${row.type}:${row.id}`, row.name);
  }
  return entries.map(({ target_type: type, target_id: id, details }) => {
    if (type === 'role' && id && id in ROLE_LABELS) return ROLE_LABELS[id as keyof typeof ROLE_LABELS];
    const now = type && id ? found.get(`${type}:${id}`) : undefined;
    if (now) return now;
    const recorded = RECORDED_NAME_FIELDS.map((field) => details[field]).find((v) => typeof v === 'string' && v);
    return (recorded as string | undefined) ?? null;
  });
}
