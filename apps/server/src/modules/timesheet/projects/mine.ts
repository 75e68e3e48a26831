import type { MyProject, MyTask } from '@portale/shared';
import { sql } from 'drizzle-orm';
import type { Actor } from '@/platform/auth/actor';
import { type Db, selectRows } from '@/platform/db/database';

/** "I miei progetti": open projects the actor manages or belongs to. */
export async function myProjects(db: Db, actor: Actor): Promise<MyProject[]> {
  const rows = await selectRows<Omit<MyProject, 'client'> & { client_id: string | null; client_name: string }>(
    db,
    sql`select p.id, p.code, p.name, p.client_company_id::text as client_id, p.client_name, p.color, p.status, p.end_date::text as end_date,
          coalesce(m.project_role, case when p.manager_id = ${actor.userId} then 'Responsabile' else '' end) as project_role,
          case when tk.total = 0 then 0 else round(tk.done * 100.0 / tk.total)::int end as progress_pct,
          (select count(*)::int from project_tasks t where t.project_id = p.id and t.deleted_at is null
             and t.status <> 'completato' and t.assignee_id = ${actor.userId}) as open_tasks
        from projects p
        left join project_members m on m.project_id = p.id and m.user_id = ${actor.userId}
        left join lateral (
          select count(*)::int as total, (count(*) filter (where t.status = 'completato'))::int as done
          from project_tasks t where t.project_id = p.id and t.deleted_at is null
        ) tk on true
        where p.deleted_at is null and p.status in ('pianificazione', 'attivo', 'in_pausa')
          and (m.user_id is not null or p.manager_id = ${actor.userId})
        order by array_position(array['attivo','pianificazione','in_pausa'], p.status), p.end_date nulls last, p.code
        limit 50`,
  );
  return rows.map(({ client_id, client_name, ...row }) => ({
    ...row,
    client: client_id === null ? null : { id: client_id, name: client_name },
  }));
}

/** "I miei task": open tasks assigned to the actor on projects they still see, the most urgent first. */
export async function myTasks(db: Db, actor: Actor): Promise<MyTask[]> {
  return selectRows<MyTask>(
    db,
    sql`select t.id, t.title, t.status, t.priority, t.due_date::text as due_date,
          p.id as project_id, p.code as project_code, p.name as project_name, p.color as project_color
        from project_tasks t join projects p on p.id = t.project_id
        where t.assignee_id = ${actor.userId} and t.deleted_at is null and t.status <> 'completato'
          and p.deleted_at is null
          and (p.manager_id = ${actor.userId} or exists (
            select 1 from project_members m where m.project_id = p.id and m.user_id = ${actor.userId})
            or ${actor.permissions.has('view_all_projects')})
        order by t.due_date nulls last,
          array_position(array['urgente','alta','media','bassa'], t.priority), t.created_at
        limit 50`,
  );
}
