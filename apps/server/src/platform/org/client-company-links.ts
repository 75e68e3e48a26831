import { count, eq } from 'drizzle-orm';
import { users } from '@/platform/auth/tables';
import type { Db } from '@/platform/db/database';

/**
 * Records of any module that point at a client company (`cliente` accounts, document grants, the CRM's contacts,
 * later projects, proposals, contracts): each module registers how to count and move its own, so the CRM can tell
 * whether a client may be deleted and can merge two clients without importing the other modules.
 */
export interface ClientCompanyLink {
  /** A stable key, also the name of the count in a merge's summary (`portal_users`, `document_grants`…). */
  key: string;
  count(db: Db, companyId: string): Promise<number>;
  /** Points every record of `fromId` at `toId` inside the merge's transaction; answers how many moved. */
  move(tx: Db, fromId: string, toId: string): Promise<number>;
}

const links = new Map<string, ClientCompanyLink>();

/** Each module registers its links once, at start-up (as its search provider). */
export function registerClientCompanyLink(link: ClientCompanyLink): void {
  links.set(link.key, link);
}

export function clientCompanyLinks(): ClientCompanyLink[] {
  return [...links.values()];
}

/** The `cliente` accounts of a company: platform data, so registered here. */
registerClientCompanyLink({
  key: 'portal_users',
  async count(db, companyId) {
    const [row] = await db.select({ n: count() }).from(users).where(eq(users.client_company_id, companyId));
    return row?.n ?? 0;
  },
  async move(tx, fromId, toId) {
    const moved = await tx
      .update(users)
      .set({ client_company_id: toId })
      .where(eq(users.client_company_id, fromId))
      .returning({ id: users.id });
    return moved.length;
  },
});
