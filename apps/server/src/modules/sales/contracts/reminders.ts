import {
  CONTRACT_REMINDER_DAYS,
  formatDay,
  noticeDeadline,
  plural,
  renewedEndDate,
  todayInRome,
} from '@portale/shared';
import { sql } from 'drizzle-orm';
import { audited } from '@/platform/audit/audited';
import { SYSTEM_ACTOR } from '@/platform/auth/actor';
import { type Db, selectRows } from '@/platform/db/database';
import { isFeatureEnabled } from '@/platform/flags/flags';
import type { JobDefinition } from '@/platform/jobs/scheduler';
import { notify } from '@/platform/notifications/notify';
import { KEY_DATE_SQL } from './queries';

// Renewal and end of active contracts (docs/sales.md, "Promemoria e rinnovi"), once a day:
// - CONTRACT_REMINDER_DAYS (60, 30, 7) days before the notice deadline of a contract that renews by itself (end date
//   minus the notice days: "Disdetta entro il …"), or before the end of one that does not, its owner and its creator
//   are notified. Each (contract, threshold, date) is recorded in `sales_contract_reminders` in the same transaction
//   as the notification, so none goes twice, even with two instances; a late run sends only the most urgent.
// - On its end date, a contract that renews by itself has its end moved on by `renewal_months` (audited as the
//   system, notified); one that does not becomes `concluso`.

/** Thresholds of the reminders, most urgent last. */
const THRESHOLDS = [...CONTRACT_REMINDER_DAYS].sort((a, b) => b - a);

interface ContractFacts {
  id: string;
  number: string;
  title: string;
  client_name: string;
  end_date: string;
  auto_renew: boolean;
  renewal_months: number | null;
  notice_days: number | null;
  owner_id: string | null;
  created_by: string | null;
}

const FACTS = sql`c.id::text as id, c.number, c.title, cc.name as client_name, c.end_date::text as end_date,
  c.auto_renew, c.renewal_months, c.notice_days, c.owner_id::text as owner_id, c.created_by::text as created_by`;

const recipients = (c: ContractFacts) => [c.owner_id, c.created_by].filter((id): id is string => id !== null);
const link = (c: ContractFacts) => `/app/crm/contracts/${c.id}`;
const inDays = (days: number) =>
  days === 0 ? 'oggi' : plural(days, { one: 'tra {n} giorno', other: 'tra {n} giorni' });

function reminderText(c: ContractFacts, kind: 'notice' | 'end', due: string, days: number) {
  const day = formatDay(due, 'long');
  if (kind === 'notice')
    return {
      title: `Disdetta entro il ${day}: ${c.number} ${c.title}`,
      message: `Il contratto con ${c.client_name} si rinnova da solo alla scadenza del ${formatDay(c.end_date, 'long')} per altri ${c.renewal_months ?? 12} mesi. Per non rinnovarlo, la disdetta va inviata entro il ${day} (${inDays(days)}).`,
    };
  return {
    title: `Contratto in scadenza il ${day}: ${c.number} ${c.title}`,
    message: `Il contratto con ${c.client_name} termina il ${day} (${inDays(days)}) e non si rinnova da solo: prepara il rinnovo o una nuova offerta, se serve.`,
  };
}

/** Ends or renews the active contracts whose end date has come; answers how many of each. */
async function closeTerms(db: Db, today: string): Promise<{ renewed: number; concluded: number }> {
  const due = await selectRows<{ id: string }>(
    db,
    sql`select id::text as id from sales_contracts where status = 'attivo' and end_date <= ${today}::date
      order by end_date, id`,
  );
  let renewed = 0;
  let concluded = 0;
  for (const { id } of due) {
    const outcome = await audited(
      db,
      SYSTEM_ACTOR,
      async (tx) => {
        // Locked and read again: another instance may have handled it meanwhile.
        const [c] = await selectRows<ContractFacts>(
          tx,
          sql`select ${FACTS} from sales_contracts c join client_companies cc on cc.id = c.client_company_id
            where c.id = ${id} and c.status = 'attivo' and c.end_date <= ${today}::date for update of c`,
        );
        if (!c) return null;
        if (c.auto_renew) return renew(tx, c, today);
        await tx.execute(
          sql`update sales_contracts set status = 'concluso', version = version + 1, updated_at = now() where id = ${id}`,
        );
        await tx.execute(
          sql`insert into sales_contract_reminders (contract_id, kind, due_on) values (${id}, 'ended', ${c.end_date}::date)
            on conflict do nothing`,
        );
        await notify(tx, recipients(c), {
          type: 'info',
          title: `Contratto concluso: ${c.number} ${c.title}`,
          message: `Il contratto con ${c.client_name} è terminato il ${formatDay(c.end_date, 'long')} e non si rinnova: ora risulta concluso.`,
          link: link(c),
        });
        return { kind: 'concluded' as const, c, to: c.end_date };
      },
      (result) =>
        result && {
          action: result.kind === 'renewed' ? 'contract.renewed' : 'contract.concluded',
          targetType: 'contract',
          targetId: id,
          details:
            result.kind === 'renewed'
              ? { number: result.c.number, title: result.c.title, end_date: { from: result.c.end_date, to: result.to } }
              : { number: result.c.number, title: result.c.title, end_date: result.to, status: 'concluso' },
        },
    );
    if (outcome?.kind === 'renewed') renewed += 1;
    if (outcome?.kind === 'concluded') concluded += 1;
  }
  return { renewed, concluded };
}

async function renew(tx: Db, c: ContractFacts, today: string) {
  const months = c.renewal_months ?? 12;
  // A run missed for longer than a renewal catches up: the end moves on until it is in the future.
  let renewals = 1;
  while (renewedEndDate(c.end_date, months, renewals) <= today) renewals += 1;
  const to = renewedEndDate(c.end_date, months, renewals);
  await tx.execute(
    sql`update sales_contracts set end_date = ${to}::date, version = version + 1, updated_at = now() where id = ${c.id}`,
  );
  await tx.execute(
    sql`insert into sales_contract_reminders (contract_id, kind, due_on) values (${c.id}, 'renewed', ${c.end_date}::date)
      on conflict do nothing`,
  );
  const deadline = noticeDeadline({ end_date: to, auto_renew: true, notice_days: c.notice_days });
  await notify(tx, recipients(c), {
    type: 'info',
    title: `Contratto rinnovato: ${c.number} ${c.title}`,
    message: `Il contratto con ${c.client_name} si è rinnovato da solo: ora scade il ${formatDay(to, 'long')}.${
      deadline ? ` Per non rinnovarlo ancora, la disdetta va inviata entro il ${formatDay(deadline, 'long')}.` : ''
    }`,
    link: link(c),
  });
  return { kind: 'renewed' as const, c, to };
}

interface DueReminder extends ContractFacts {
  kind: string;
  due_on: string;
  days: number;
}

/** Sends the reminders due on `today`; answers how many contracts were reminded of something. */
async function sendReminders(db: Db, today: string): Promise<number> {
  const thresholds = sql.join(
    THRESHOLDS.map((days) => sql`(${days}::int)`),
    sql`, `,
  );
  const due = await selectRows<DueReminder>(
    db,
    sql`select ${FACTS}, (case when c.auto_renew then 'notice_' else 'end_' end) || k.days as kind,
        ${KEY_DATE_SQL}::text as due_on, k.days
      from sales_contracts c join client_companies cc on cc.id = c.client_company_id
        cross join (values ${thresholds}) as k(days)
      where c.status = 'attivo' and c.end_date is not null
        and ${KEY_DATE_SQL} - k.days <= ${today}::date and ${KEY_DATE_SQL} >= ${today}::date
        and not exists (select 1 from sales_contract_reminders r where r.contract_id = c.id
          and r.kind = (case when c.auto_renew then 'notice_' else 'end_' end) || k.days and r.due_on = ${KEY_DATE_SQL})
      order by c.id, k.days`,
  );
  const byContract = new Map<string, DueReminder[]>();
  for (const row of due) byContract.set(row.id, [...(byContract.get(row.id) ?? []), row]);
  let reminded = 0;
  for (const rows of byContract.values()) {
    const urgent = rows.reduce((a, b) => (b.days < a.days ? b : a));
    const sent = await db.transaction(async (tx) => {
      const inserted = await selectRows<{ kind: string }>(
        tx,
        sql`insert into sales_contract_reminders (contract_id, kind, due_on) values ${sql.join(
          rows.map((row) => sql`(${row.id}, ${row.kind}, ${row.due_on}::date)`),
          sql`, `,
        )} on conflict do nothing returning kind`,
      );
      if (!inserted.some((row) => row.kind === urgent.kind)) return false;
      const daysLeft = Math.round((Date.parse(urgent.due_on) - Date.parse(today)) / 86_400_000);
      const kind = urgent.auto_renew ? 'notice' : 'end';
      await notify(tx, recipients(urgent), {
        type: 'info',
        ...reminderText(urgent, kind, urgent.due_on, daysLeft),
        link: link(urgent),
      });
      return true;
    });
    if (sent) reminded += 1;
  }
  return reminded;
}

export interface ContractRemindersOutcome {
  renewed: number;
  concluded: number;
  reminded: number;
}

/** The day's run for `today` (YYYY-MM-DD in Europe/Rome): first the terms that ended, then the reminders. */
export async function runContractReminders(db: Db, today: string): Promise<ContractRemindersOutcome> {
  if (!(await isFeatureEnabled(db, 'sales_module'))) return { renewed: 0, concluded: 0, reminded: 0 };
  const { renewed, concluded } = await closeTerms(db, today);
  const reminded = await sendReminders(db, today);
  return { renewed, concluded, reminded };
}

export function contractRemindersJob(db: Db, clock: () => Date = () => new Date()): JobDefinition {
  return {
    name: 'sales-contract-reminders',
    description: 'Ricorda le disdette e le scadenze dei contratti, rinnova quelli automatici e conclude gli altri',
    intervalMs: 24 * 60 * 60 * 1000,
    firstRunDelayMs: 5 * 60 * 1000,
    async run() {
      await runContractReminders(db, todayInRome(clock()));
    },
  };
}
