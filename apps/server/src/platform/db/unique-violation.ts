/**
 * The constraint a PostgreSQL unique violation (SQLSTATE 23505) broke, or null for any other error. Drivers put
 * the fields on the error itself (pg) or on its `cause` (Drizzle's wrapped errors), so both are read.
 */
export function uniqueViolation(error: unknown): { constraint: string } | null {
  const pg = error as { code?: string; constraint?: string; cause?: { code?: string; constraint?: string } } | null;
  if ((pg?.code ?? pg?.cause?.code) !== '23505') return null;
  return { constraint: pg?.constraint ?? pg?.cause?.constraint ?? '' };
}
