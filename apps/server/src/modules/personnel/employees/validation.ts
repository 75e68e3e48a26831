import type { FieldErrors } from '@portale/shared';
import { eq, sql } from 'drizzle-orm';
import { type Db, selectRows } from '@/platform/db/database';
import { ccnlContracts, ccnlLevels, departments, employees, workLocations } from '@/platform/org/tables';

/** The employment fields after merging an update onto the stored record, as validated and written. */
export interface RecordFields {
  employee_number: string | null;
  job_title: string;
  department_id: string | null;
  manager_id: string | null;
  work_location_id: string | null;
  contract_type: string | null;
  contract_end_date: string | null;
  part_time_pct: number;
  weekly_hours: number;
  ccnl_level_id: string | null;
  ccnl: string | null;
  hourly_cost: number | null;
  hire_date: string | null;
  work_phone: string | null;
  birth_date: string | null;
  share_birthday: boolean;
  bio: string;
}

export const FULL_TIME_HOURS = 40;

export function weeklyHoursOf(partTimePct: number): number {
  return Math.round(((FULL_TIME_HOURS * partTimePct) / 100) * 100) / 100;
}

function add(errors: FieldErrors, field: string, message: string) {
  errors[field] = [...(errors[field] ?? []), message];
}

/**
 * Rules that need the database or several fields: unique employee number, manager not self and no reporting
 * cycle, fixed-term end date, existing department/site/CCNL level (which also sets `ccnl` to its contract's name).
 * `userId` is the record's user (null while creating). Returns the field errors; fills `fields.ccnl`.
 */
export async function checkRecord(db: Db, userId: string | null, fields: RecordFields): Promise<FieldErrors> {
  const errors: FieldErrors = {};
  if (fields.employee_number) {
    const [taken] = await db
      .select({ user_id: employees.user_id })
      .from(employees)
      .where(eq(employees.employee_number, fields.employee_number));
    if (taken && taken.user_id !== userId)
      add(errors, 'employee_number', 'Matricola già assegnata a un altro dipendente');
  }
  if (fields.contract_type === 'tempo_determinato' && !fields.contract_end_date) {
    add(errors, 'contract_end_date', 'Per un contratto a tempo determinato serve la data di fine');
  }
  if (fields.contract_end_date && fields.hire_date && fields.contract_end_date <= fields.hire_date) {
    add(errors, 'contract_end_date', 'La fine del contratto deve essere successiva alla data di assunzione');
  }
  if (fields.birth_date && fields.birth_date > new Date().toISOString().slice(0, 10)) {
    add(errors, 'birth_date', 'La data di nascita non può essere futura');
  }
  if (fields.department_id) {
    const [row] = await db
      .select({ id: departments.id })
      .from(departments)
      .where(eq(departments.id, fields.department_id));
    if (!row) add(errors, 'department_id', 'Dipartimento inesistente');
  }
  if (fields.work_location_id) {
    const [row] = await db
      .select({ id: workLocations.id })
      .from(workLocations)
      .where(eq(workLocations.id, fields.work_location_id));
    if (!row) add(errors, 'work_location_id', 'Sede inesistente');
  }
  if (fields.ccnl_level_id) {
    const [row] = await db
      .select({ contract: ccnlContracts.name })
      .from(ccnlLevels)
      .innerJoin(ccnlContracts, eq(ccnlContracts.id, ccnlLevels.contract_id))
      .where(eq(ccnlLevels.id, fields.ccnl_level_id));
    if (!row) add(errors, 'ccnl_level_id', 'Livello CCNL inesistente');
    else fields.ccnl = row.contract;
  }
  if (fields.manager_id) {
    if (userId && fields.manager_id === userId) {
      add(errors, 'manager_id', 'Una persona non può essere responsabile di sé stessa');
    } else {
      const [manager] = await selectRows<{ status: string; role: string }>(
        db,
        sql`select status, role from users where id = ${fields.manager_id}`,
      );
      if (!manager) add(errors, 'manager_id', 'Responsabile inesistente');
      else if (manager.role === 'client') add(errors, 'manager_id', 'Un cliente non può essere responsabile');
      else if (manager.status === 'disabled') add(errors, 'manager_id', 'Il responsabile è disattivato');
      else if (userId && (await reportsTo(db, fields.manager_id, userId))) {
        add(errors, 'manager_id', 'Linea di riporto circolare: il responsabile scelto riporta già a questa persona');
      }
    }
  }
  return errors;
}

/** Whether `personId` is (directly or not) under `bossId` in the reporting line. */
async function reportsTo(db: Db, personId: string, bossId: string): Promise<boolean> {
  const [row] = await selectRows<{ found: boolean }>(
    db,
    sql`
      with recursive chain(id, depth) as (
        select manager_id, 1 from employees where user_id = ${personId}
        union all
        select e.manager_id, c.depth + 1 from chain c join employees e on e.user_id = c.id
        where c.id is not null and c.depth < 100
      )
      select exists (select 1 from chain where id = ${bossId}) as found`,
  );
  return row?.found ?? false;
}
