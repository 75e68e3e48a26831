import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runContractReminders } from '@/modules/sales/contracts/reminders';
import { selectRows } from '@/platform/db/database';
import { type ContractsWorld, contractsWorld } from './sales-contracts-setup';

// The contracts' daily job (docs/sales.md, "Promemoria e rinnovi"), run for chosen days: reminders 60, 30 and 7
// days before the notice deadline or the end, each once; the automatic renewal and the conclusion on the end date.

let w: ContractsWorld;
beforeAll(async () => {
  w = await contractsWorld();
});
afterAll(() => w.t.close());

const run = (today: string) => runContractReminders(w.t.database.db, today);

async function notes(contractId: string, userId: string) {
  return selectRows<{ title: string; message: string }>(
    w.t.database.db,
    sql`select title, message from notifications where user_id = ${userId}
      and link = ${`/app/crm/contracts/${contractId}`} order by created_at, id`,
  );
}

async function active(extra: Record<string, unknown>) {
  const contract = await w.create(w.base({ start_date: '2029-01-01', ...extra }), w.admin);
  return w.move(contract.id, 'activate', 1, '2028-12-15');
}

describe('contracts: the daily reminders job', () => {
  it('reminds the owner and the creator before the notice deadline, once per threshold, then renews', async () => {
    // Ends 30 June 2030, renews for 12 months, 90 days of notice: the deadline is 1 April 2030.
    const contract = await active({
      title: 'Canone di assistenza',
      end_date: '2030-06-30',
      auto_renew: true,
      renewal_months: 12,
      notice_days: 90,
    });
    expect(contract.notice_deadline).toBe('2030-04-01');
    expect(await run('2030-01-30')).toMatchObject({ reminded: 0 });
    expect(await run('2030-01-31')).toMatchObject({ reminded: 1 });
    expect(await run('2030-01-31')).toMatchObject({ reminded: 0 });
    expect(await run('2030-02-15')).toMatchObject({ reminded: 0 });
    expect(await run('2030-03-02')).toMatchObject({ reminded: 1 });
    expect(await run('2030-03-25')).toMatchObject({ reminded: 1 });
    expect(await run('2030-03-26')).toMatchObject({ reminded: 0 });
    const owner = await notes(contract.id as string, w.ids.manager!);
    expect(owner.map((n) => n.title)).toEqual([
      `Disdetta entro il 1 aprile 2030: ${contract.number} Canone di assistenza`,
      `Disdetta entro il 1 aprile 2030: ${contract.number} Canone di assistenza`,
      `Disdetta entro il 1 aprile 2030: ${contract.number} Canone di assistenza`,
    ]);
    expect(owner[0]!.message).toBe(
      'Il contratto con Arredi Ferrari S.r.l. si rinnova da solo alla scadenza del 30 giugno 2030 per altri 12 mesi. ' +
        'Per non rinnovarlo, la disdetta va inviata entro il 1 aprile 2030 (tra 60 giorni).',
    );
    expect(owner[2]!.message).toContain('(tra 7 giorni)');
    expect(await notes(contract.id as string, w.ids.admin!)).toHaveLength(3);

    expect(await run('2030-06-29')).toMatchObject({ renewed: 0 });
    expect(await run('2030-06-30')).toMatchObject({ renewed: 1 });
    expect(await run('2030-06-30')).toMatchObject({ renewed: 0 });
    const renewed = await w.get(contract.id as string);
    expect(renewed).toMatchObject({ status: 'attivo', end_date: '2031-06-30', notice_deadline: '2031-04-01' });
    expect((renewed.activity as unknown[])[0]).toMatchObject({
      action: 'contract.renewed',
      actor_name: null,
      date: '2031-06-30',
    });
    const [audit] = await selectRows<{ actor_label: string; details: { end_date: unknown } }>(
      w.t.database.db,
      sql`select actor_label, details from audit_log where action = 'contract.renewed' and target_id = ${contract.id}`,
    );
    expect(audit).toEqual({
      actor_label: 'system',
      details: expect.objectContaining({ end_date: { from: '2030-06-30', to: '2031-06-30' } }),
    });
    const afterRenewal = await notes(contract.id as string, w.ids.manager!);
    expect(afterRenewal.at(-1)!.title).toBe(`Contratto rinnovato: ${contract.number} Canone di assistenza`);
    expect(afterRenewal.at(-1)!.message).toContain('ora scade il 30 giugno 2031');
    // The next term has its own reminders.
    expect(await run('2031-01-31')).toMatchObject({ reminded: 1 });
  });

  it('reminds before the end of a contract that does not renew, sends only the most urgent when late, then concludes it', async () => {
    const contract = await active({ title: 'Progetto di migrazione', end_date: '2030-02-10' });
    // 10 days before the end: the 60 and 30 days thresholds are both past, one reminder goes (the 30 days one).
    expect(await run('2030-01-31')).toMatchObject({ reminded: 1 });
    const sent = await notes(contract.id as string, w.ids.manager!);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.title).toBe(`Contratto in scadenza il 10 febbraio 2030: ${contract.number} Progetto di migrazione`);
    expect(sent[0]!.message).toContain('termina il 10 febbraio 2030 (tra 10 giorni) e non si rinnova da solo');
    const kinds = await selectRows<{ kind: string }>(
      w.t.database.db,
      sql`select kind from sales_contract_reminders where contract_id = ${contract.id} order by kind`,
    );
    expect(kinds.map((k) => k.kind)).toEqual(['end_30', 'end_60']);
    expect(await run('2030-02-03')).toMatchObject({ reminded: 1 });
    expect(await run('2030-02-10')).toMatchObject({ concluded: 1 });
    expect(await run('2030-02-11')).toMatchObject({ concluded: 0, reminded: 0 });
    expect(await w.get(contract.id as string)).toMatchObject({ status: 'concluso', end_date: '2030-02-10' });
    const last = await notes(contract.id as string, w.ids.manager!);
    expect(last.at(-1)!.title).toBe(`Contratto concluso: ${contract.number} Progetto di migrazione`);
    const [audit] = await selectRows<{ actor_label: string }>(
      w.t.database.db,
      sql`select actor_label from audit_log where action = 'contract.concluded' and target_id = ${contract.id}`,
    );
    expect(audit?.actor_label).toBe('system');
  });

  it('leaves drafts, terminated and open-ended contracts alone', async () => {
    const draft = await w.create(w.base({ title: 'Bozza', start_date: '2029-01-01', end_date: '2030-02-05' }));
    const open = await active({ title: 'A tempo indeterminato', end_date: null });
    const stopped = await active({ title: 'Disdetto', end_date: '2030-02-05' });
    await w.move(stopped.id as string, 'terminate', stopped.version, '2029-06-01');
    await run('2030-02-05');
    for (const id of [draft.id, open.id, stopped.id])
      expect(await notes(id as string, w.ids.manager!), String(id)).toEqual([]);
    expect((await w.get(draft.id)).status).toBe('bozza');
  });
});
