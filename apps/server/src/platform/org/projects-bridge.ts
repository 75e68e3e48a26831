import type { Actor } from '@/platform/auth/actor';
import type { Db } from '@/platform/db/database';

// What the sales module needs of the projects (a contract's projects, an accepted proposal turned into a project,
// the approved hours a time-and-materials pre-invoice bills), without importing the module that owns them: the
// projects module registers its implementation at start-up, as it registers its search provider.

export interface ProjectRef {
  id: string;
  code: string;
  name: string;
  /** A ProjectStatus of the shared timesheet schemas. */
  status: string;
  /** `a_corpo`, `tempo_materiali` or `interno`. */
  billing_type: string;
  start_date: string | null;
  end_date: string | null;
  client_company_id: string | null;
  deleted: boolean;
}

/** A project opened for a sale (an accepted proposal): the projects module applies its own rules (unique code…). */
export interface ProjectForSale {
  code: string;
  name: string;
  description: string;
  client_company_id: string;
  manager_id: string | null;
  start_date: string | null;
  end_date: string | null;
  billing_type: 'a_corpo' | 'tempo_materiali';
  /** Price of an a-corpo project, VAT excluded. */
  budget_amount_cents: number | null;
  /** Default hourly rate of a time-and-materials project. */
  hourly_rate_cents: number | null;
}

/** One person's approved billable time on a project in a period, with the rate that applies to it. */
export interface ApprovedHoursRow {
  user_id: string;
  name: string;
  minutes: number;
  /** The member's rate on the project, else the project's; null when neither is set. */
  rate_cents: number | null;
  entries: number;
}

export interface ProjectsBridge {
  /** Creates the project inside the caller's transaction, audited as the projects module audits a creation. */
  create(tx: Db, actor: Actor, input: ProjectForSale): Promise<ProjectRef>;
  /** Projects by id, or of one client company (deleted ones included, flagged). */
  find(db: Db, filter: { ids?: readonly string[]; clientCompanyId?: string }): Promise<ProjectRef[]>;
  /** Billable time of approved weeks between `from` and `to` (both included, YYYY-MM-DD), per person. */
  approvedBillableHours(db: Db, projectId: string, from: string, to: string): Promise<ApprovedHoursRow[]>;
}

let bridge: ProjectsBridge | null = null;

export function registerProjectsBridge(implementation: ProjectsBridge): void {
  bridge = implementation;
}

/** The registered bridge; null when the projects module is not part of this build (the sales pages say so). */
export function projectsBridge(): ProjectsBridge | null {
  return bridge;
}
