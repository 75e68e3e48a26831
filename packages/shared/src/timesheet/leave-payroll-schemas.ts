import { z } from 'zod';
import { LEAVE_UNITS } from '../leave-settings/schemas';
import { LeaveRequestStatus } from './requests-schemas';

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
