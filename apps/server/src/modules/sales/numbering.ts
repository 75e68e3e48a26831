import { sql } from 'drizzle-orm';
import { type Db, selectRows } from '@/platform/db/database';

// Yearly numbers of proposals (2026/0042), contracts (C-2026/0007) and pre-invoices (PF-2026/0003): one counter per
// kind and year in `sales_number_sequences`, taken with an upsert inside the caller's transaction, so two requests
// at once never get the same number and a rolled-back creation gives its number back.

export type NumberedKind = 'proposal' | 'contract' | 'pre_invoice';

/** The next number of `kind` in `year`; call it inside the transaction that inserts the numbered row. */
export async function nextNumber(tx: Db, kind: NumberedKind, year: number): Promise<number> {
  const [row] = await selectRows<{ last: number }>(
    tx,
    sql`insert into sales_number_sequences (kind, year, last) values (${kind}, ${year}, 1)
      on conflict (kind, year) do update set last = sales_number_sequences.last + 1
      returning last`,
  );
  return Number(row!.last);
}

/** The year of an ISO date (YYYY-MM-DD), which numbers the document dated with it. */
export const yearOf = (isoDate: string) => Number(isoDate.slice(0, 4));
