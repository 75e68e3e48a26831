import { eq, inArray, sql } from 'drizzle-orm';
import type { AuditTargetNames } from '@/platform/audit/targets';
import { users } from '@/platform/auth/tables';
import { performanceReviews, reviewCycles } from '../tables';

/** A review in the audit log reads as "Giulia Bianchi · Valutazione 2026". */
export const reviewAuditNames: AuditTargetNames = (ids) =>
  sql`select ${performanceReviews.id}::text as id, ${users.first_name} || ' ' || ${users.last_name} || ' · ' || ${reviewCycles.name} as name
    from ${performanceReviews}
    join ${users} on ${eq(users.id, performanceReviews.employee_id)}
    join ${reviewCycles} on ${eq(reviewCycles.id, performanceReviews.cycle_id)}
    where ${inArray(sql`${performanceReviews.id}::text`, ids)}`;
