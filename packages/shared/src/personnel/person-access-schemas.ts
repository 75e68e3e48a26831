// Personnel/HR: what a viewer may see of a colleague (issue 15, privacy between colleagues).
import { z } from 'zod';

/** Contract data of a person: only where `PersonAccess.contract` (HR, the person, their direct manager). */
export const EMPLOYEE_CONTRACT_FIELDS = [
  'employee_number',
  'contract_type',
  'part_time_pct',
  'hire_date',
  'termination_date',
  'contract_end_date',
  'ccnl',
  'ccnl_level_id',
  'ccnl_level_code',
  'ccnl_level_name',
  'weekly_hours',
] as const;

/** Personal data of a person on their record: only where `PersonAccess.personal` (HR and the person). */
export const EMPLOYEE_PERSONAL_FIELDS = ['hourly_cost', 'birth_date', 'share_birthday'] as const;

/** How the viewer stands to a person: HR (manage_users or admin_access), the person, their direct manager, anyone else. */
export const PERSON_ACCESS_LEVELS = ['hr', 'self', 'manager', 'colleague'] as const;
export type PersonAccessLevel = (typeof PERSON_ACCESS_LEVELS)[number];

/**
 * What the viewer may see of a person, decided by the server: `contract` (employee number, contract, CCNL and
 * level, hire date, hours), `personal` (hourly cost, full birth date), `reserved` (the /private data) and the tabs
 * of the person page they may open. The page shows only what this says, it never tries and fails.
 */
export const PersonAccess = z.object({
  level: z.enum(PERSON_ACCESS_LEVELS),
  contract: z.boolean(),
  personal: z.boolean(),
  reserved: z.boolean(),
  tabs: z.object({
    skills: z.boolean(),
    allocation: z.boolean(),
    performance: z.boolean(),
    /** Leave balances (with the timesheet module on): the person, their manager, HR. */
    leave: z.boolean(),
    documents: z.boolean(),
  }),
});
export type PersonAccess = z.infer<typeof PersonAccess>;
