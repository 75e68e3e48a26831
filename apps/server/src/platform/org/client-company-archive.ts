import { type SQL, sql } from 'drizzle-orm';

/**
 * Whether a client company is archived is the CRM's business (`sales_clients.archived_at`), yet other modules must
 * not offer an archived client in their pickers (a project's client). The sales module registers here how to tell,
 * so neither the platform nor the other modules read its tables; without it (no CRM in the build) nothing is archived.
 */
export interface ClientCompanyArchive {
  /** A condition that holds when the company whose id is the SQL expression `companyId` is archived. */
  archivedSql(companyId: SQL): SQL;
}

let archive: ClientCompanyArchive | null = null;

export function registerClientCompanyArchive(implementation: ClientCompanyArchive): void {
  archive = implementation;
}

/** A condition that holds when the client company `companyId` (a SQL expression) is not archived. */
export function liveClientCompanySql(companyId: SQL): SQL {
  return archive ? sql`not (${archive.archivedSql(companyId)})` : sql`true`;
}
