import { formatDay, todayInRome } from '@portale/shared';
import { sql } from 'drizzle-orm';
import { type Db, selectRows } from '@/platform/db/database';
import type { JobDefinition } from '@/platform/jobs/scheduler';
import { notify } from '@/platform/notifications/notify';

// Expiry and retention reminders (docs/documents.md, "Promemoria"): once a day, for each live document, a
// notification 30 and 7 days before its expiry date, on the day, and when its retention date is reached. Who:
// the owner and the people named by a `write` grant on the document itself (they keep it up to date); not whole
// roles or departments, which would notify dozens for one contract. Each (document, threshold, date) is recorded
// in `document_reminders_sent` before notifying, in one transaction: never twice, even with two instances.

export type ReminderKind = 'expiry_30' | 'expiry_7' | 'expiry_0' | 'retention';

/** Days before the date, most urgent last: a late run sends only the most urgent reached threshold. */
const EXPIRY_THRESHOLDS: readonly [ReminderKind, number][] = [
  ['expiry_30', 30],
  ['expiry_7', 7],
  ['expiry_0', 0],
];
/** A date further in the past than this gets no reminder (an old archive uploaded with its dates). */
const LATE_DAYS = 30;

interface DueRow {
  id: string;
  title: string;
  kind: ReminderKind;
  due_on: string;
  days: number;
}

function message(row: DueRow, today: string): { title: string; message: string } {
  const day = formatDay(row.due_on);
  if (row.kind === 'retention') {
    return {
      title: `Conservazione terminata: ${row.title}`,
      message: `Il periodo di conservazione è terminato il ${day}: valuta se eliminarlo o prolungarlo.`,
    };
  }
  if (row.due_on < today) return { title: `Documento scaduto: ${row.title}`, message: `È scaduto il ${day}.` };
  if (row.due_on === today)
    return { title: `Documento in scadenza oggi: ${row.title}`, message: `Scade oggi, ${day}.` };
  return { title: `Documento in scadenza: ${row.title}`, message: `Scade il ${day}.` };
}

/**
 * Sends the reminders due on `today` (a date in Europe/Rome, `YYYY-MM-DD`). Answers how many documents were
 * reminded of something.
 */
export async function sendDocumentReminders(db: Db, today: string): Promise<number> {
  const thresholds = sql.join(
    EXPIRY_THRESHOLDS.map(([kind, days]) => sql`(${kind}, ${days}::int)`),
    sql`, `,
  );
  const due = await selectRows<DueRow>(
    db,
    sql`select d.id, d.title, k.kind, d.expires_on::text as due_on, k.days
      from documents d cross join (values ${thresholds}) as k(kind, days)
      where d.deleted_at is null and d.expires_on is not null
        and d.expires_on - k.days <= ${today}::date and d.expires_on >= ${today}::date - ${LATE_DAYS}::int
        and not exists (select 1 from document_reminders_sent r
          where r.document_id = d.id and r.kind = k.kind and r.due_on = d.expires_on)
      union all
      select d.id, d.title, 'retention', d.retention_until::text, 0
      from documents d
      where d.deleted_at is null and d.retention_until is not null
        and d.retention_until <= ${today}::date and d.retention_until >= ${today}::date - ${LATE_DAYS}::int
        and not exists (select 1 from document_reminders_sent r
          where r.document_id = d.id and r.kind = 'retention' and r.due_on = d.retention_until)
      order by 1, 5`,
  );
  // Per document and date kind: every reached threshold is recorded, only the most urgent one is sent.
  const groups = new Map<string, DueRow[]>();
  for (const row of due) {
    const key = `${row.id}:${row.kind === 'retention' ? 'retention' : 'expiry'}`;
    groups.set(key, [...(groups.get(key) ?? []), row]);
  }
  let reminded = 0;
  for (const rows of groups.values()) {
    const urgent = rows.reduce((a, b) => (b.days < a.days ? b : a));
    const sent = await db.transaction(async (tx) => {
      const inserted = await selectRows<{ kind: string }>(
        tx,
        sql`insert into document_reminders_sent (document_id, kind, due_on) values ${sql.join(
          rows.map((row) => sql`(${row.id}, ${row.kind}, ${row.due_on}::date)`),
          sql`, `,
        )} on conflict do nothing returning kind`,
      );
      if (!inserted.some((row) => row.kind === urgent.kind)) return false;
      const recipients = await selectRows<{ id: string }>(
        tx,
        sql`select d.owner_id as id from documents d where d.id = ${urgent.id} and d.owner_id is not null
          union select g.principal_id::uuid from document_access_grants g
          where g.document_id = ${urgent.id} and g.principal_type = 'user' and g.level = 'write'`,
      );
      await notify(
        tx,
        recipients.map((row) => row.id),
        { type: 'info', ...message(urgent, today), link: `/app/documents/${urgent.id}` },
      );
      return true;
    });
    if (sent) reminded += 1;
  }
  return reminded;
}

export function documentRemindersJob(db: Db, clock: () => Date = () => new Date()): JobDefinition {
  return {
    name: 'documents-reminders',
    description: 'Avvisa i proprietari dei documenti in scadenza o a fine conservazione',
    intervalMs: 24 * 60 * 60 * 1000,
    firstRunDelayMs: 5 * 60 * 1000,
    async run() {
      await sendDocumentReminders(db, todayInRome(clock()));
    },
  };
}
