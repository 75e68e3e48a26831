import { sql } from 'drizzle-orm';
import { type Db, selectRows } from '@/platform/db/database';
import type { AllocationRow, AllocationSource } from '@/platform/org/allocation';
import { projectPath } from './access';

/**
 * Project teams as an allocation source for the personnel module: a member's allocation_pct counts in every
 * month the project is running — between its start and end dates (open ends count), not cancelled, not deleted.
 * A completed project without an end date no longer counts.
 */
export const projectAllocationSource: AllocationSource = {
  id: 'projects',
  async rows(db: Db, userIds: readonly string[], from: string, to: string): Promise<AllocationRow[]> {
    const rows = await selectRows<{ user_id: string; month: string; pct: number; label: string; id: string }>(
      db,
      sql`select pm.user_id, to_char(m, 'YYYY-MM') as month, pm.allocation_pct as pct,
            p.code || ' · ' || p.name as label, p.id
          from project_members pm
          join projects p on p.id = pm.project_id
          cross join generate_series(${`${from}-01`}::date, ${`${to}-01`}::date, interval '1 month') m
          where pm.user_id in (${sql.join(
            userIds.map((id) => sql`${id}`),
            sql`, `,
          )})
            and pm.allocation_pct > 0 and p.deleted_at is null and p.status <> 'annullato'
            and not (p.status = 'completato' and p.end_date is null)
            and (p.start_date is null or p.start_date < m + interval '1 month')
            and (p.end_date is null or p.end_date >= m)
          order by p.code`,
    );
    return rows.map((r) => ({
      user_id: r.user_id,
      month: r.month,
      pct: r.pct,
      label: r.label,
      link: projectPath(r.id),
    }));
  },
};
