import type { Db } from '@/platform/db/database';
import { monthStart } from '../dashboard/period';
import { demoContracts, hoursProject, seedDemoContracts } from './contracts';
import { clientsByName, type DemoContext, type DemoEvent, userByUsername, writeHistory } from './demo-kit';
import { seedDemoPreInvoices } from './pre-invoices';
import { seedDemoProposals } from './proposals';

/**
 * The full demo's deals (docs/sales.md, "Dati dimostrativi"): proposals in every status on two pipelines,
 * contracts linked to their clients' projects, pre-invoices, and their history in the audit log, dated relative to
 * `today`. Numbers come from the shared yearly sequences, so the next document made in the demo follows on.
 */
export async function seedDemoDeals(db: Db, today: string): Promise<void> {
  const ctx: DemoContext = {
    db,
    today,
    manager: await userByUsername(db, 'manager'),
    client: await userByUsername(db, 'cliente'),
  };
  const clients = await clientsByName(db);
  const events: DemoEvent[] = [];
  const proposals = await seedDemoProposals(ctx, clients, events);
  const tm = await hoursProject(ctx, monthStart(today, -1));
  const contracts = await seedDemoContracts(ctx, clients, proposals, demoContracts(tm), events);
  await seedDemoPreInvoices(ctx, clients, contracts, tm, events);
  await writeHistory(db, events);
}
