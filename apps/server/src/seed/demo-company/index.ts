import type { Db } from '@/platform/db/database';
import { seedCompanyPeople } from './people';
import { seedCompanyProjects } from './projects-write';
import { seedCompanyReviews } from './reviews';
import { DEMO_PEOPLE } from './roster';
import { seedCompanyTime } from './time';

/** How many people the larger demo company adds to the demo logins. */
export const DEMO_COMPANY_PEOPLE = DEMO_PEOPLE.length;

/**
 * Demo S.r.l. at full size (issue 15): 26 more people in six departments with their reporting lines, levels,
 * skills and reviews, five more projects, and six months of leave and approved hours — on top of the demo
 * logins' records, after the modules' own demo seeds. Everything is derived from fixed tables and seeded random
 * streams, and dated relative to `today` (Europe/Rome): the same day gives the same data, and the history always
 * ends this week. One transaction, bulk inserts: a failure leaves only the demo logins' data.
 */
export async function seedDemoCompany(db: Db, today: string): Promise<void> {
  await db.transaction(async (tx) => {
    const ids = await seedCompanyPeople(tx);
    await seedCompanyProjects(tx, ids, today);
    await seedCompanyReviews(tx, ids, today);
    await seedCompanyTime(tx, ids, today);
  });
}
