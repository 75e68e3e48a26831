import type { OrgChart, OrgChartDepartment, OrgChartPerson } from '@portale/shared';
import { sql } from 'drizzle-orm';
import type { Actor } from '@/platform/auth/actor';
import { type Db, selectRows } from '@/platform/db/database';

/**
 * Active colleagues (clients and disabled accounts left out) with their reporting line, plus the department
 * tree. A manager who is no longer active is dropped, so their reports become roots instead of dangling.
 */
export async function orgChart(db: Db, _actor: Actor): Promise<OrgChart> {
  const people = await selectRows<OrgChartPerson>(
    db,
    sql`select u.id, u.first_name || ' ' || u.last_name as name, u.avatar_url, coalesce(e.job_title, '') as job_title,
          e.department_id, d.name as department_name,
          case when m.status = 'active' and m.role <> 'client' then e.manager_id end as manager_id
        from users u
        left join employees e on e.user_id = u.id
        left join departments d on d.id = e.department_id
        left join users m on m.id = e.manager_id
        where u.status = 'active' and u.role <> 'client'
        order by u.last_name, u.first_name`,
  );
  const departments = await selectRows<OrgChartDepartment>(
    db,
    sql`select id, name, code, parent_id, head_user_id from departments order by lower(name)`,
  );
  return { people, departments };
}
