import {
  type Holiday,
  holidayCalendar,
  shiftIsoDate,
  type TimesheetDay,
  type TimesheetProjectOption,
  type TimesheetWeekStatus,
} from '@portale/shared';
import { sql } from 'drizzle-orm';
import { type Db, selectRows } from '@/platform/db/database';
import { calendarDays, patronOf } from '@/platform/org/calendar';

export interface WeekState {
  status: TimesheetWeekStatus;
  submitted_at: Date | null;
  decided_at: Date | null;
  decided_by: string | null;
  comment: string;
}

/** A stored cell of the week with the project (and task) it is on. */
export interface WeekEntry {
  project_id: string;
  task_id: string | null;
  work_date: string;
  minutes: number;
  note: string;
  project: { id: string; code: string; name: string; color: string };
  task: { id: string; title: string } | null;
}

export interface WeekData {
  state: WeekState;
  ownerName: string;
  decidedByName: string;
  days: TimesheetDay[];
  entries: WeekEntry[];
  available: TimesheetProjectOption[];
}

interface Row {
  status: string | null;
  submitted_at: Date | string | null;
  decided_at: Date | string | null;
  decided_by: string | null;
  comment: string | null;
  first_name: string | null;
  last_name: string | null;
  decided_first: string | null;
  decided_last: string | null;
  weekly_hours: string | number | null;
  location: {
    name: string;
    city: string;
    patron_name: string;
    patron_month: number | null;
    patron_day: number | null;
  } | null;
  closures: { name: string; start_date: string; end_date: string }[];
  leave: {
    start_date: string;
    end_date: string;
    start_time: string | null;
    hours: string | number;
    name: string;
    code: string;
    color: string;
  }[];
  entries: {
    project_id: string;
    task_id: string | null;
    work_date: string;
    minutes: number;
    note: string;
    code: string;
    name: string;
    color: string;
    title: string | null;
  }[];
  available: TimesheetProjectOption[];
}

const asDate = (value: Date | string | null) => (value === null ? null : new Date(value));
const fullName = (first: string | null, last: string | null) => `${first ?? ''} ${last ?? ''}`.trim();

/**
 * Everything the weekly grid shows about `ownerId`'s week, in one statement: the week's state and who decided
 * it, the owner's calendar (weekly hours, patron saint, closures), approved leave, the stored cells with their
 * projects and tasks and, when `withAvailable`, the projects the owner may add rows for. One round trip matters
 * on the embedded database, where every query costs its own share of the server's one thread.
 */
export async function readWeek(db: Db, ownerId: string, weekStart: string, withAvailable: boolean): Promise<WeekData> {
  const weekEnd = shiftIsoDate(weekStart, 6);
  const firstYear = Number(weekStart.slice(0, 4));
  const lastYear = Number(weekEnd.slice(0, 4));
  const [row] = await selectRows<Row>(
    db,
    sql`
      select w.status, w.submitted_at, w.decided_at, w.decided_by, w.comment,
        u.first_name, u.last_name, d.first_name as decided_first, d.last_name as decided_last,
        e.weekly_hours,
        case when l.id is null then null else json_build_object('name', l.name, 'city', l.city,
          'patron_name', l.patron_name, 'patron_month', l.patron_month, 'patron_day', l.patron_day) end as location,
        (select coalesce(json_agg(json_build_object('name', c.name, 'start_date', c.start_date,
            'end_date', c.end_date)), '[]'::json)
          from company_closures c
          where c.start_date <= ${`${lastYear}-12-31`}::date and c.end_date >= ${`${firstYear}-01-01`}::date
        ) as closures,
        (select coalesce(json_agg(json_build_object('start_date', r.start_date, 'end_date', r.end_date,
            'start_time', r.start_time, 'hours', r.hours, 'name', t.name, 'code', t.code, 'color', t.color)), '[]'::json)
          from leave_requests r join leave_types t on t.id = r.leave_type_id
          where r.user_id = o.id and r.status = 'approvata'
            and r.start_date <= ${weekEnd}::date and r.end_date >= ${weekStart}::date
        ) as leave,
        (select coalesce(json_agg(json_build_object('project_id', te.project_id, 'task_id', te.task_id,
            'work_date', te.work_date, 'minutes', te.minutes, 'note', te.note, 'code', p.code, 'name', p.name,
            'color', p.color, 'title', pt.title)), '[]'::json)
          from time_entries te join projects p on p.id = te.project_id
            left join project_tasks pt on pt.id = te.task_id
          where te.user_id = o.id and te.work_date >= ${weekStart}::date and te.work_date <= ${weekEnd}::date
        ) as entries,
        case when ${withAvailable} then (
          select coalesce(json_agg(json_build_object('id', p.id, 'code', p.code, 'name', p.name, 'color', p.color,
              'tasks', (select coalesce(json_agg(json_build_object('id', t.id, 'title', t.title) order by t.title),
                  '[]'::json)
                from project_tasks t
                where t.project_id = p.id and t.deleted_at is null and t.status <> 'completato'))
            order by p.code), '[]'::json)
          from projects p join project_members m on m.project_id = p.id and m.user_id = o.id
          where p.status = 'attivo' and p.deleted_at is null
        ) else '[]'::json end as available
      from (select ${ownerId}::uuid as id) o
        left join users u on u.id = o.id
        left join timesheet_weeks w on w.user_id = o.id and w.week_start = ${weekStart}::date
        left join users d on d.id = w.decided_by
        left join employees e on e.user_id = o.id
        left join work_locations l on l.id = e.work_location_id`,
  );
  if (!row) throw new Error('readWeek: no row');
  const patron = row.location ? patronOf(row.location) : null;
  const holidays: Holiday[] = [];
  for (let year = firstYear; year <= lastYear; year++)
    holidays.push(...holidayCalendar({ year, patron, closures: row.closures }));
  const calendar = calendarDays(
    weekStart,
    weekEnd,
    row.weekly_hours === null ? 40 : Number(row.weekly_hours),
    holidays,
  );
  const days = calendar.map((day) => ({
    date: day.date,
    working: day.working,
    hours: day.hours,
    holiday: day.holiday ? { name: day.holiday.name, kind: day.holiday.kind } : null,
    leave: row.leave
      .filter((l) => l.start_date <= day.date && l.end_date >= day.date)
      .map((l) => ({
        name: l.name,
        code: l.code,
        color: l.color,
        // A one-day request with a time range covers its own hours; longer ones cover each working day.
        hours: l.start_date === l.end_date && l.start_time ? Number(l.hours) : day.working ? day.hours : 0,
      })),
  }));
  return {
    state: row.status
      ? {
          status: row.status as TimesheetWeekStatus,
          submitted_at: asDate(row.submitted_at),
          decided_at: asDate(row.decided_at),
          decided_by: row.decided_by,
          comment: row.comment ?? '',
        }
      : { status: 'bozza', submitted_at: null, decided_at: null, decided_by: null, comment: '' },
    ownerName: fullName(row.first_name, row.last_name),
    decidedByName: fullName(row.decided_first, row.decided_last),
    days,
    entries: row.entries.map((e) => ({
      project_id: e.project_id,
      task_id: e.task_id,
      work_date: e.work_date,
      minutes: e.minutes,
      note: e.note,
      project: { id: e.project_id, code: e.code, name: e.name, color: e.color },
      task: e.task_id && e.title !== null ? { id: e.task_id, title: e.title } : null,
    })),
    available: row.available,
  };
}

/** What saving a week checks before writing, read in one statement (see `saveWeek`). */
export interface SaveContext {
  status: TimesheetWeekStatus;
  stored: { project_id: string; task_id: string | null; work_date: string; minutes: number; note: string }[];
  /** Active projects the user is a member of. */
  allowed: string[];
  known: { id: string; name: string; code: string }[];
  tasks: { id: string; project_id: string; deleted: boolean }[];
}

export async function readSaveContext(
  db: Db,
  userId: string,
  weekStart: string,
  projectIds: string[],
  taskIds: string[],
): Promise<SaveContext> {
  const weekEnd = shiftIsoDate(weekStart, 6);
  const [row] = await selectRows<Omit<SaveContext, 'status'> & { status: string | null }>(
    db,
    sql`
      select
        (select w.status from timesheet_weeks w where w.user_id = ${userId} and w.week_start = ${weekStart}::date)
          as status,
        (select coalesce(json_agg(json_build_object('project_id', te.project_id, 'task_id', te.task_id,
            'work_date', te.work_date, 'minutes', te.minutes, 'note', te.note)), '[]'::json)
          from time_entries te
          where te.user_id = ${userId} and te.work_date >= ${weekStart}::date and te.work_date <= ${weekEnd}::date
        ) as stored,
        (select coalesce(json_agg(p.id), '[]'::json)
          from projects p join project_members m on m.project_id = p.id and m.user_id = ${userId}
          where p.status = 'attivo' and p.deleted_at is null
        ) as allowed,
        (select coalesce(json_agg(json_build_object('id', p.id, 'name', p.name, 'code', p.code)), '[]'::json)
          from projects p
          where p.id in (select value::uuid from jsonb_array_elements_text(${JSON.stringify(projectIds)}::jsonb))
        ) as known,
        (select coalesce(json_agg(json_build_object('id', t.id, 'project_id', t.project_id,
            'deleted', t.deleted_at is not null)), '[]'::json)
          from project_tasks t
          where t.id in (select value::uuid from jsonb_array_elements_text(${JSON.stringify(taskIds)}::jsonb))
        ) as tasks`,
  );
  if (!row) throw new Error('readSaveContext: no row');
  return { ...row, status: (row.status ?? 'bozza') as TimesheetWeekStatus };
}
