import { z } from 'zod';
import { isoDate } from '../dates';
import { LEAVE_UNITS } from '../leave-settings/schemas';
import { PaginationQuery, paginated } from '../pagination';

// /app/timesheet/requests (spec §2): leave and permission requests, balances and the team's absences.

/**
 * Leave types that are work done elsewhere, not time off: they do not reduce a person's capacity in the
 * utilisation report. Every other type (ferie, permessi, malattia, and types an admin adds) does.
 */
export const WORK_ELSEWHERE_LEAVE_CODES: readonly string[] = ['smart_working', 'trasferta'];

export const LEAVE_REQUEST_STATUSES = ['in_attesa', 'approvata', 'rifiutata', 'annullata'] as const;
export const LeaveRequestStatus = z.enum(LEAVE_REQUEST_STATUSES, { error: 'Stato non valido' });
export type LeaveRequestStatus = z.infer<typeof LeaveRequestStatus>;
export const LEAVE_REQUEST_STATUS_LABELS: Record<LeaveRequestStatus, string> = {
  in_attesa: 'In attesa',
  approvata: 'Approvata',
  rifiutata: 'Rifiutata',
  annullata: 'Annullata',
};

const dateField = (what: string) => isoDate(`${what} non valida`);
/** Quarter hours only (09:00, 09:15, …): permessi are counted in quarter hours like the timesheet. */
const quarterTime = (what: string) =>
  z
    .string({ error: `${what} non valida` })
    .regex(/^([01]\d|2[0-3]):(00|15|30|45)$/, `${what}: indica un orario a quarti d'ora (es. 09:15)`);

const RequestFields = z.object({
  leave_type_id: z.uuid('Tipo di assenza non valido'),
  start_date: dateField('Data di inizio'),
  /** Defaults to the start date (one day). */
  end_date: dateField('Data di fine').optional(),
  /** Hour-based types (permessi ROL, ex festività): a time range on one day. */
  start_time: quarterTime('Ora di inizio').nullish(),
  end_time: quarterTime('Ora di fine').nullish(),
});

const rangeChecks = <T extends z.ZodType<z.infer<typeof RequestFields>>>(schema: T) =>
  schema
    .refine((r) => !r.end_date || r.end_date >= r.start_date, {
      message: 'La fine non può precedere l’inizio',
      path: ['end_date'],
    })
    .refine((r) => !r.start_time || !r.end_time || r.end_time > r.start_time, {
      message: "L'ora di fine deve seguire l'ora di inizio",
      path: ['end_time'],
    });

export const LeaveRequestCreate = rangeChecks(
  RequestFields.extend({
    note: z.string().trim().max(1000, 'La nota può contenere al massimo 1000 caratteri').default(''),
    /** INPS certificate protocol number, required for malattia. */
    protocol_number: z
      .string()
      .trim()
      .max(40, 'Il numero di protocollo può contenere al massimo 40 caratteri')
      .nullish()
      .transform((v) => v || null),
  }),
);
export type LeaveRequestCreate = z.input<typeof LeaveRequestCreate>;

export const LeaveRequestPreviewQuery = rangeChecks(RequestFields);
export type LeaveRequestPreviewQuery = z.infer<typeof LeaveRequestPreviewQuery>;

export const LeaveTypeRef = z.object({
  id: z.uuid(),
  code: z.string(),
  name: z.string(),
  unit: z.enum(LEAVE_UNITS),
  color: z.string(),
});
export type LeaveTypeRef = z.infer<typeof LeaveTypeRef>;

const PersonRef = z.object({ id: z.uuid(), name: z.string() });

/** One request as every list shows it (a contract: the timesheet dashboard reads it too). */
export const LeaveRequest = z.object({
  id: z.uuid(),
  user: PersonRef,
  leave_type: LeaveTypeRef,
  start_date: z.string(),
  end_date: z.string(),
  /** 'HH:MM' for hour-based requests, else null. */
  start_time: z.string().nullable(),
  end_time: z.string().nullable(),
  hours: z.number(),
  days: z.number(),
  status: LeaveRequestStatus,
  note: z.string(),
  protocol_number: z.string().nullable(),
  /** Who decided it or, while pending, who is expected to. */
  approver: PersonRef.nullable(),
  decided_at: z.string().nullable(),
  decision_comment: z.string(),
  created_at: z.string(),
});
export type LeaveRequest = z.infer<typeof LeaveRequest>;

export const LeaveRequestListQuery = PaginationQuery.extend({
  /** mine: the caller's own; team: those the caller may decide (approval rule). */
  scope: z.enum(['mine', 'team'], { error: 'Ambito non valido' }).default('mine'),
  status: LeaveRequestStatus.optional(),
  year: z.coerce.number().int().min(2000, 'Anno non valido').max(2100, 'Anno non valido').optional(),
});
export type LeaveRequestListQuery = z.infer<typeof LeaveRequestListQuery>;

/** A page of requests in the shared list shape (DESIGN.md §5): `{ items, pagination }`. */
export const LeaveRequestList = paginated(LeaveRequest);
export type LeaveRequestList = z.infer<typeof LeaveRequestList>;

export const LeaveRequestDecision = z
  .object({
    ids: z.array(z.uuid('Richiesta non valida')).min(1, 'Seleziona almeno una richiesta').max(100, 'Al massimo 100'),
    decision: z.enum(['approve', 'reject'], { error: 'Decisione non valida' }),
    comment: z.string().trim().max(1000, 'Il commento può contenere al massimo 1000 caratteri').default(''),
  })
  .refine((d) => d.decision === 'approve' || d.comment.length > 0, {
    message: 'Indica il motivo del rifiuto',
    path: ['comment'],
  });
export type LeaveRequestDecision = z.input<typeof LeaveRequestDecision>;
export const LeaveRequestDecisionResult = z.object({ updated: z.number() });

/** A type's yearly balance, in the type's unit (days or hours). */
export const LeaveBalance = z.object({
  leave_type: LeaveTypeRef,
  year: z.number(),
  /** False for types without allowances (malattia, smart working): only the usage is shown. */
  counted: z.boolean(),
  allowance: z.number(),
  carried_over: z.number(),
  /** HR's adjustments of the year (opening balances, corrections), signed. */
  adjusted: z.number(),
  /** When what was carried over from last year must be used by (null = no limit or nothing carried). */
  carry_over_expires_on: z.string().nullable(),
  /** Carried-over amount lost because it was not used in time. */
  expired: z.number(),
  approved: z.number(),
  /** Pending requests are reserved: they already reduce what is available. */
  pending: z.number(),
  /** null when not counted. */
  available: z.number().nullable(),
});
export type LeaveBalance = z.infer<typeof LeaveBalance>;

export const LeaveBalanceQuery = z.object({
  year: z.coerce.number().int().min(2000, 'Anno non valido').max(2100, 'Anno non valido').optional(),
});

export const LeaveRequestPreview = z.object({
  unit: z.enum(LEAVE_UNITS),
  days: z.number(),
  hours: z.number(),
  /** The request in the type's unit. */
  amount: z.number(),
  /** Days in the range that do not count, with why (weekend, holiday, patron saint, closure). */
  excluded: z.array(z.object({ date: z.string(), reason: z.string() })),
  balance: LeaveBalance,
  /** What would be left after this request (null when the type is not counted). */
  available_after: z.number().nullable(),
  /** Why the request could not be submitted as it is (balance, overlap…), or null. */
  problem: z.string().nullable(),
});
export type LeaveRequestPreview = z.infer<typeof LeaveRequestPreview>;

export const LeaveRequestsContext = z.object({
  /** Whether the caller may decide anyone's requests ("Da approvare"). */
  can_decide: z.boolean(),
  /** Contractual hours of a working day (weekly hours / 5). */
  daily_hours: z.number(),
  leave_types: z.array(LeaveTypeRef.extend({ requires_protocol: z.boolean(), requires_approval: z.boolean() })),
});
export type LeaveRequestsContext = z.infer<typeof LeaveRequestsContext>;

export const TeamAbsencesQuery = z
  .object({
    from: dateField('Data di inizio'),
    to: dateField('Data di fine'),
    include_pending: z
      .enum(['true', 'false'])
      .optional()
      .transform((v) => v === 'true'),
  })
  .refine((q) => q.to >= q.from, { message: 'La fine non può precedere l’inizio', path: ['to'] })
  .refine((q) => Date.parse(q.to) - Date.parse(q.from) <= 100 * 86_400_000, {
    message: 'Al massimo 100 giorni alla volta',
    path: ['to'],
  });

/** An absence on the team calendar; sick leave appears as a generic "Assenza" to colleagues. */
export const TeamAbsence = z.object({
  id: z.uuid(),
  user: PersonRef,
  leave_type: z.object({ code: z.string(), name: z.string(), color: z.string() }),
  start_date: z.string(),
  end_date: z.string(),
  start_time: z.string().nullable(),
  end_time: z.string().nullable(),
  status: LeaveRequestStatus,
});
export type TeamAbsence = z.infer<typeof TeamAbsence>;

export const TeamAbsences = z.object({
  absences: z.array(TeamAbsence),
  /** The caller's days off in the range (national, patron saint of their site, closures). */
  holidays: z.array(z.object({ date: z.string(), name: z.string(), kind: z.enum(['national', 'patron', 'closure']) })),
});
export type TeamAbsences = z.infer<typeof TeamAbsences>;

/** The label of the redacted type shown to colleagues. */
export const REDACTED_ABSENCE = { code: 'assenza', name: 'Assenza', color: '#64748b' } as const;
