import { inArray, sql } from 'drizzle-orm';
import type { AuditTargetNames } from '@/platform/audit/targets';
import { selfHealingPatterns } from './tables';

/** A recurring error in the audit log reads by its title. */
export const patternAuditNames: AuditTargetNames = (ids) =>
  sql`select ${selfHealingPatterns.id}::text as id, ${selfHealingPatterns.title} as name from ${selfHealingPatterns} where ${inArray(sql`${selfHealingPatterns.id}::text`, ids)}`;
