import { z } from 'zod';
import { isIsoMonday, isValidIsoDate } from './iso-dates';

// The weekly timesheet (spec §2, timesheet/entry): the grid of one user's week, its approval and the timesheet
// dashboard.

export const TIMESHEET_WEEK_STATUSES = ['bozza', 'inviato', 'approvato', 'rifiutato'] as const;
export const TimesheetWeekStatus = z.enum(TIMESHEET_WEEK_STATUSES);
export type TimesheetWeekStatus = z.infer<typeof TimesheetWeekStatus>;
export const TIMESHEET_WEEK_STATUS_LABELS: Record<TimesheetWeekStatus, string> = {
  bozza: 'Bozza',
  inviato: 'In approvazione',
  approvato: 'Approvata',
  rifiutato: 'Rifiutata',
};

/** The most a day may hold (minutes), and the step every entry is made of. */
export const MAX_DAY_MINUTES = 24 * 60;
export const QUARTER_MINUTES = 15;

export * from './iso-dates';

// ---- Hours typed by people ----

/**
 * Reads what someone typed in a cell as minutes rounded to the nearest quarter hour: "7,5", "7.5", "7:30",
 * "7h30", "7.25", "45m", "" (= 0). Returns null when it is not a duration or exceeds 24 hours.
 */
export function parseHoursInput(raw: string): number | null {
  const text = raw.trim().toLowerCase().replace(/\s+/g, '');
  if (text === '') return 0;
  let minutes: number;
  const clock = /^(\d{1,2})(?::|h)(\d{1,2})?m?$/.exec(text);
  const onlyMinutes = /^(\d{1,4})m$/.exec(text);
  const decimal = /^(\d{0,2})(?:[.,](\d{1,2}))?h?$/.exec(text);
  if (clock) {
    const mins = Number(clock[2] ?? 0);
    if (mins >= 60) return null;
    minutes = Number(clock[1]) * 60 + mins;
  } else if (onlyMinutes) {
    minutes = Number(onlyMinutes[1]);
  } else if (decimal && (decimal[1] !== '' || decimal[2] !== undefined)) {
    minutes = Number(`${decimal[1] || '0'}.${decimal[2] ?? '0'}`) * 60;
  } else {
    return null;
  }
  const rounded = Math.round(minutes / QUARTER_MINUTES) * QUARTER_MINUTES;
  return rounded > MAX_DAY_MINUTES ? null : rounded;
}

/** Minutes as Italian decimal hours: 450 → "7,5", 495 → "8,25", 0 → "". */
export function formatMinutesAsHours(minutes: number, zero = ''): string {
  if (!minutes) return zero;
  const hours = minutes / 60;
  return Number.isInteger(hours) ? String(hours) : hours.toFixed(2).replace(/0$/, '').replace('.', ',');
}

// ---- Schemas ----

export const TimesheetWeekStartParam = z.object({
  weekStart: z
    .string()
    .refine(isValidIsoDate, 'Data non valida: usa il formato AAAA-MM-GG')
    .refine(isIsoMonday, 'La settimana deve iniziare di lunedì'),
});

export const TimesheetWeekQuery = z.object({
  /** An approver opening someone else's week (read only). */
  user_id: z.uuid('Utente non valido').optional(),
});

export const TimesheetCell = z.object({
  date: z.string(),
  minutes: z.number().int(),
  note: z.string(),
});
export type TimesheetCell = z.infer<typeof TimesheetCell>;

const TimesheetProjectRef = z.object({ id: z.uuid(), code: z.string(), name: z.string(), color: z.string() });
const TimesheetTaskRef = z.object({ id: z.uuid(), title: z.string() });

export const TimesheetRow = z.object({
  project: TimesheetProjectRef,
  task: TimesheetTaskRef.nullable(),
  /** Always seven cells, Monday to Sunday (minutes 0 where nothing is logged). */
  cells: z.array(TimesheetCell),
  total_minutes: z.number().int(),
});
export type TimesheetRow = z.infer<typeof TimesheetRow>;

export const TimesheetDay = z.object({
  date: z.string(),
  working: z.boolean(),
  /** Contractual hours of the day (weekly hours / 5 on working days). */
  hours: z.number(),
  holiday: z.object({ name: z.string(), kind: z.enum(['national', 'patron', 'closure']) }).nullable(),
  /** Approved leave on the day, with the hours it covers. */
  leave: z.array(z.object({ name: z.string(), code: z.string(), color: z.string(), hours: z.number() })),
});
export type TimesheetDay = z.infer<typeof TimesheetDay>;

export const TimesheetProjectOption = TimesheetProjectRef.extend({ tasks: z.array(TimesheetTaskRef) });
export type TimesheetProjectOption = z.infer<typeof TimesheetProjectOption>;

export const TimesheetUserRef = z.object({ id: z.uuid(), name: z.string() });

export const TimesheetWeek = z.object({
  user: TimesheetUserRef,
  week_start: z.string(),
  week_end: z.string(),
  status: TimesheetWeekStatus,
  /** Approved weeks are locked: nobody edits them until an admin reopens them. */
  locked: z.boolean(),
  /** The viewer may change the cells (own week, draft or rejected). */
  editable: z.boolean(),
  /** The viewer may approve or reject this week (it is submitted and the viewer is an approver). */
  can_decide: z.boolean(),
  can_reopen: z.boolean(),
  submitted_at: z.string().nullable(),
  decided_at: z.string().nullable(),
  decided_by: TimesheetUserRef.nullable(),
  comment: z.string(),
  days: z.array(TimesheetDay),
  rows: z.array(TimesheetRow),
  totals: z.object({
    /** Minutes per day, Monday to Sunday. */
    days: z.array(z.number().int()),
    week: z.number().int(),
    /** Contractual minutes of the week (net of holidays). */
    expected: z.number().int(),
    /** Minutes of approved leave in the week. */
    leave: z.number().int(),
  }),
  available_projects: z.array(TimesheetProjectOption),
});
export type TimesheetWeek = z.infer<typeof TimesheetWeek>;

const CellInput = z.object({
  date: z.string().refine(isValidIsoDate, 'Data non valida'),
  minutes: z
    .number({ error: 'Le ore devono essere un numero' })
    .int('Le ore vanno indicate in quarti d’ora')
    .min(0, 'Le ore non possono essere negative')
    .max(MAX_DAY_MINUTES, 'Una cella non può superare le 24 ore')
    .refine((m) => m % QUARTER_MINUTES === 0, 'Le ore vanno indicate in quarti d’ora (0,25 h)'),
  note: z.string().trim().max(500, 'La nota può contenere al massimo 500 caratteri').default(''),
});

export const TimesheetWeekSave = z.object({
  rows: z
    .array(
      z.object({
        project_id: z.uuid('Progetto non valido'),
        task_id: z.uuid('Attività non valida').nullable().default(null),
        cells: z.array(CellInput).max(7, 'Una riga ha al massimo sette giorni'),
      }),
    )
    .max(100, 'Al massimo 100 righe per settimana'),
});
export type TimesheetWeekSave = z.input<typeof TimesheetWeekSave>;

export const TimesheetCopyPrevious = z.object({
  /** false: only the rows (project and task), as Harvest and Kimai do; true: the hours too. */
  include_hours: z.boolean().default(false),
});
export type TimesheetCopyPrevious = z.input<typeof TimesheetCopyPrevious>;

export const TimesheetApproval = z.object({
  user: TimesheetUserRef,
  week_start: z.string(),
  submitted_at: z.string().nullable(),
  total_minutes: z.number().int(),
  expected_minutes: z.number().int(),
  projects: z.array(z.object({ code: z.string(), name: z.string(), color: z.string(), minutes: z.number().int() })),
});
export type TimesheetApproval = z.infer<typeof TimesheetApproval>;

/** What waits for the caller's decision, for the dashboard's "Da approvare" card. */
export const TimesheetApprovalsSummary = z.object({
  /** Whether the caller decides anybody's weeks or requests at all (manager, admin, or view_all_projects). */
  approver: z.boolean(),
  /** Submitted weeks the caller may approve. */
  weeks: z.number().int(),
  /** Pending leave requests the caller may approve. */
  leave: z.number().int(),
});
export type TimesheetApprovalsSummary = z.infer<typeof TimesheetApprovalsSummary>;

export const TIMESHEET_DECISIONS = ['approve', 'reject'] as const;

export const TimesheetDecide = z
  .object({
    items: z
      .array(
        z.object({
          user_id: z.uuid('Utente non valido'),
          week_start: z.string().refine(isIsoMonday, 'Settimana non valida'),
        }),
      )
      .min(1, 'Seleziona almeno una settimana')
      .max(200, 'Al massimo 200 settimane alla volta'),
    decision: z.enum(TIMESHEET_DECISIONS, { error: 'Decisione non valida' }),
    comment: z.string().trim().max(1000, 'Il commento può contenere al massimo 1000 caratteri').default(''),
  })
  .refine((v) => v.decision !== 'reject' || v.comment.length > 0, {
    message: 'Per rifiutare indica un commento',
    path: ['comment'],
  });
export type TimesheetDecide = z.input<typeof TimesheetDecide>;

export const TimesheetDecideResult = z.object({ decided: z.number().int() });

export const TimesheetReopen = z.object({
  user_id: z.uuid('Utente non valido'),
  comment: z.string().trim().max(1000, 'Il commento può contenere al massimo 1000 caratteri').default(''),
});
export type TimesheetReopen = z.input<typeof TimesheetReopen>;

export const TimesheetMissing = z.object({
  user: TimesheetUserRef,
  /** Complete weeks (Mondays, newest first) among the last four that are not submitted or approved. */
  weeks: z.array(z.object({ week_start: z.string(), status: TimesheetWeekStatus, minutes: z.number().int() })),
});
export type TimesheetMissing = z.infer<typeof TimesheetMissing>;

export const TimesheetAbsence = z.object({
  user: TimesheetUserRef,
  leave_type: z.object({ name: z.string(), color: z.string() }),
  start_date: z.string(),
  end_date: z.string(),
  start_time: z.string().nullable(),
  end_time: z.string().nullable(),
});
export type TimesheetAbsence = z.infer<typeof TimesheetAbsence>;

export const TimesheetDashboard = z.object({
  /** 'all' for admins, 'team' otherwise (the people the caller approves, and the caller). */
  scope: z.enum(['team', 'all']),
  people: z.number().int(),
  week_start: z.string(),
  month: z.string(),
  week_minutes: z.number().int(),
  week_expected_minutes: z.number().int(),
  month_minutes: z.number().int(),
  pending_approvals: z.number().int(),
  missing: z.array(TimesheetMissing),
  absences_today: z.array(TimesheetAbsence),
});
export type TimesheetDashboard = z.infer<typeof TimesheetDashboard>;
