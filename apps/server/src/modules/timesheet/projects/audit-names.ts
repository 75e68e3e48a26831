import { inArray, sql } from 'drizzle-orm';
import type { AuditTargetNames } from '@/platform/audit/targets';
import { projects } from '../tables';

/** A project in the audit log reads as "P-2026-001 · Portale clienti", deleted ones included. */
export const projectAuditNames: AuditTargetNames = (ids) =>
  sql`select ${projects.id}::text as id, ${projects.code} || ' · ' || ${projects.name} as name from ${projects} where ${inArray(sql`${projects.id}::text`, ids)}`;
