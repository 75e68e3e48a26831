import type { AnalyticsOptions } from '@portale/shared';
import { sql } from 'drizzle-orm';
import type { Actor } from '@/platform/auth/actor';
import { type Db, selectRows } from '@/platform/db/database';

/** The filter choices: live projects, people who are employees or have logged time, and the live projects' clients. */
export async function analyticsOptions(db: Db, _actor: Actor): Promise<AnalyticsOptions> {
  const [projects, people, clients] = await Promise.all([
    selectRows<{ id: string; code: string; name: string }>(
      db,
      sql`select id::text as id, code, name from projects where deleted_at is null order by code`,
    ),
    selectRows<{ id: string; name: string }>(
      db,
      sql`select u.id::text as id, u.first_name || ' ' || u.last_name as name from users u
        where exists (select 1 from employees e where e.user_id = u.id)
          or exists (select 1 from timesheet_month_totals mt where mt.user_id = u.id)
        order by u.last_name, u.first_name`,
    ),
    selectRows<{ id: string; name: string }>(
      db,
      sql`select cc.id::text as id, cc.name from client_companies cc
        where exists (select 1 from projects p where p.client_company_id = cc.id and p.deleted_at is null)
        order by lower(cc.name), cc.id`,
    ),
  ]);
  return { projects, people, clients };
}
