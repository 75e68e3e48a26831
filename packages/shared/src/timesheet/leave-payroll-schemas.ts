import { z } from 'zod';
import { LEAVE_UNITS } from '../leave-settings/schemas';
import { LeaveBalance, LeaveRequestStatus, LeaveTypeRef } from './requests-schemas';

// Issue 15, leave as Italian payroll needs it: what the approver sees before deciding, HR's balance
// adjustments, and the monthly attendance sheet (foglio presenze) for the payroll consultant.

const PersonRef = z.object({ id: z.uuid(), name: z.string() });

/** A colleague of the requester away on some of the requested days (approved or pending). */
export const AbsentColleague = z.object({
  user: PersonRef,
  /** Sick leave shows as the generic "Assenza" unless the approver decides that colleague's requests too. */
  leave_type: z.object({ code: z.string(), name: z.string(), color: z.string() }),
  start_date: z.string(),
  end_date: z.string(),
  start_time: z.string().nullable(),
  end_time: z.string().nullable(),
  status: LeaveRequestStatus,
});
export type AbsentColleague = z.infer<typeof AbsentColleague>;

/** GET /api/timesheet/requests/{id}/approval: only for whoever may decide the request. */
export const LeaveApprovalContext = z.object({
  request_id: z.uuid(),
  unit: z.enum(LEAVE_UNITS),
  /** The request in its type's unit. */
  amount: z.number(),
  /** False for types without a balance (malattia, smart working): nothing is left or owed. */
  counted: z.boolean(),
  /** What the requester has left of that type in the request's year once it is approved; null when not counted. */
  available_after: z.number().nullable(),
  /** Same manager or same department as the requester, away on at least one of the days. */
  absent_colleagues: z.array(AbsentColleague),
});
export type LeaveApprovalContext = z.infer<typeof LeaveApprovalContext>;

export const LEAVE_ADJUSTMENT_KINDS = ['apertura', 'rettifica'] as const;
export const LeaveAdjustmentKind = z.enum(LEAVE_ADJUSTMENT_KINDS, { error: 'Tipo di rettifica non valido' });
export type LeaveAdjustmentKind = z.infer<typeof LeaveAdjustmentKind>;
export const LEAVE_ADJUSTMENT_KIND_LABELS: Record<LeaveAdjustmentKind, string> = {
  apertura: 'Saldo di apertura',
  rettifica: 'Rettifica',
};

/** POST /api/timesheet/people/{id}/leave-adjustments: HR adds to or takes from one person's balance of a year. */
export const LeaveAdjustmentCreate = z.object({
  leave_type_id: z.uuid('Tipo di assenza non valido'),
  year: z
    .number({ error: 'Anno non valido' })
    .int('Anno non valido')
    .min(2000, 'Anno non valido')
    .max(2100, 'Anno non valido'),
  /** In the type's unit (days or hours), signed: negative takes away. */
  amount: z
    .number({ error: 'Indica una quantità' })
    .min(-1000, 'Al massimo 1000 in meno')
    .max(1000, 'Al massimo 1000 in più')
    .refine((n) => n !== 0, 'La quantità non può essere zero')
    .refine((n) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6, 'Al massimo due decimali'),
  kind: LeaveAdjustmentKind,
  reason: z
    .string({ error: 'Indica il motivo' })
    .trim()
    .min(3, 'Indica il motivo (almeno 3 caratteri)')
    .max(500, 'Il motivo può contenere al massimo 500 caratteri'),
});
export type LeaveAdjustmentCreate = z.infer<typeof LeaveAdjustmentCreate>;

export const LeaveAdjustment = z.object({
  id: z.uuid(),
  leave_type: LeaveTypeRef,
  year: z.number(),
  amount: z.number(),
  kind: LeaveAdjustmentKind,
  reason: z.string(),
  /** Null once the author's account is gone. */
  author: PersonRef.nullable(),
  created_at: z.string(),
});
export type LeaveAdjustment = z.infer<typeof LeaveAdjustment>;

export const PersonLeaveQuery = z.object({
  year: z.coerce.number().int().min(2000, 'Anno non valido').max(2100, 'Anno non valido').optional(),
});

/** GET /api/timesheet/people/{id}/leave: the person, their HR, their manager; nobody else. */
export const PersonLeave = z.object({
  person: PersonRef,
  year: z.number(),
  balances: z.array(LeaveBalance),
  /** Every adjustment of the person, newest first, with its reason. */
  adjustments: z.array(LeaveAdjustment),
  /** Whether the caller may add an adjustment (HR). */
  can_adjust: z.boolean(),
});
export type PersonLeave = z.infer<typeof PersonLeave>;

/** GET /api/timesheet/attendance-sheet: the month's sheet for payroll, as a file (HR only). */
export const AttendanceSheetQuery = z.object({
  month: z
    .string({ error: 'Indica il mese' })
    .regex(/^(20\d{2})-(0[1-9]|1[0-2])$/, 'Mese non valido: usa il formato AAAA-MM (es. 2026-11)'),
  department_id: z.uuid('Reparto non valido').optional(),
  format: z.enum(['csv', 'xlsx'], { error: 'Formato non valido: scegli csv o xlsx' }).default('xlsx'),
});
export type AttendanceSheetQuery = z.input<typeof AttendanceSheetQuery>;

/** GET /api/timesheet/attendance-sheet/options: what the download form offers. */
export const AttendanceSheetOptions = z.object({
  departments: z.array(z.object({ id: z.uuid(), name: z.string() })),
  /** The payroll codes on the sheet, with the leave type each stands for (the legend). */
  codes: z.array(z.object({ code: z.string(), names: z.array(z.string()) })),
});
export type AttendanceSheetOptions = z.infer<typeof AttendanceSheetOptions>;
