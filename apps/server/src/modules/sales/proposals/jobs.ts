import { todayInRome } from '@portale/shared';
import { sql } from 'drizzle-orm';
import { audit } from '@/platform/audit/audit';
import { SYSTEM_ACTOR } from '@/platform/auth/actor';
import { type Db, selectRows } from '@/platform/db/database';
import type { JobDefinition } from '@/platform/jobs/scheduler';
import { notify } from '@/platform/notifications/notify';
import { outcomeNotice } from './transitions';

// The daily expiry (docs/sales.md, "Offerte"): a sent proposal still unanswered after its `valid_until` (a day in
// Europe/Rome: valid through that whole day) becomes `scaduta`, audited as the system, and its owner is told.

interface ExpiredRow {
  id: string;
  number: string;
  title: string;
  client_name: string;
  valid_until: string;
  owner_id: string | null;
  created_by: string | null;
}

/** Expires what is due on `today` (YYYY-MM-DD in Rome); answers how many proposals expired. */
export async function expireProposals(db: Db, today: string): Promise<number> {
  return db.transaction(async (tx) => {
    // `skip locked`: a proposal being decided right now is left to that decision (or to tomorrow's run).
    const expired = await selectRows<ExpiredRow>(
      tx,
      sql`update sales_proposals p set status = 'scaduta', expired_at = now(), version = p.version + 1,
          updated_at = now()
        from client_companies cc
        where cc.id = p.client_company_id and p.id in (select id from sales_proposals
          where status = 'inviata' and valid_until < ${today}::date for update skip locked)
        returning p.id::text as id, p.number, p.title, cc.name as client_name, p.valid_until::text as valid_until,
          p.owner_id::text as owner_id, p.created_by::text as created_by`,
    );
    for (const row of expired) {
      await audit(tx, SYSTEM_ACTOR, {
        action: 'proposal.expired',
        targetType: 'proposal',
        targetId: row.id,
        details: { number: row.number, title: row.title, valid_until: row.valid_until },
      });
      const owner = row.owner_id ?? row.created_by;
      if (owner) await notify(tx, [owner], outcomeNotice(row, 'scaduta'));
    }
    return expired.length;
  });
}

export function proposalExpiryJob(db: Db, clock: () => Date = () => new Date()): JobDefinition {
  return {
    name: 'sales-proposals-expiry',
    description: 'Segna come scadute le offerte inviate oltre la loro validità e avvisa i responsabili',
    intervalMs: 24 * 60 * 60 * 1000,
    firstRunDelayMs: 5 * 60 * 1000,
    async run() {
      await expireProposals(db, todayInRome(clock()));
    },
  };
}
