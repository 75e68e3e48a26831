import { addDays, todayInRome } from '@portale/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selectRows } from '@/platform/db/database';
import { as } from './helpers';
import { type ContractsWorld, contractsWorld } from './sales-contracts-setup';

// Contracts (docs/sales.md, "Contratti"): access per role, search, CRUD and versions, statuses, delete rules,
// filters, and creation from an accepted proposal only. Milestones, projects, money and attachments are in
// sales-contracts-billing.test.ts, the daily reminders job in sales-contracts-reminders.test.ts.

let w: ContractsWorld;
beforeAll(async () => {
  w = await contractsWorld();
});
afterAll(() => w.t.close());

describe('contracts: who reaches them', () => {
  it('lets admin and manager read and write, refuses the employee and the client account with 403', async () => {
    const contract = await w.create(w.base({ title: 'Contratto per i ruoli' }));
    for (const who of [w.admin, w.manager]) {
      expect((await as(w.t.app, who, { url: '/api/crm/contracts' })).statusCode).toBe(200);
      expect((await as(w.t.app, who, { url: `/api/crm/contracts/${contract.id}` })).statusCode).toBe(200);
    }
    for (const who of [w.employee, w.client]) {
      for (const url of ['/api/crm/contracts', `/api/crm/contracts/${contract.id}`])
        expect((await as(w.t.app, who, { url })).statusCode, url).toBe(403);
      const write = await as(w.t.app, who, { method: 'POST', url: '/api/crm/contracts', payload: w.base() });
      expect(write.statusCode).toBe(403);
      const remove = await as(w.t.app, who, { method: 'DELETE', url: `/api/crm/contracts/${contract.id}` });
      expect(remove.statusCode).toBe(403);
    }
  });

  it('finds contracts in the global search for staff only', async () => {
    const contract = await w.create(w.base({ title: 'Manutenzione straordinaria impianti' }));
    const hits = (await as(w.t.app, w.manager, { url: '/api/search?q=manutenzione straordinaria' })).json().data;
    expect(hits).toContainEqual(
      expect.objectContaining({ type: 'contract', id: contract.id, path: `/app/crm/contracts/${contract.id}` }),
    );
    const byNumber = (
      await as(w.t.app, w.manager, { url: `/api/search?q=${encodeURIComponent(String(contract.number))}` })
    ).json().data;
    expect(byNumber.some((r: { id: string }) => r.id === contract.id)).toBe(true);
    for (const who of [w.employee, w.client]) {
      const results = (await as(w.t.app, who, { url: '/api/search?q=manutenzione straordinaria' })).json().data;
      expect(results.filter((r: { type: string }) => r.type === 'contract')).toEqual([]);
    }
  });
});

describe('contracts: create, update, delete', () => {
  it('numbers a new draft, refuses bad terms with Italian field errors, and cleans fields its type ignores', async () => {
    const bad = await as(w.t.app, w.manager, {
      method: 'POST',
      url: '/api/crm/contracts',
      payload: w.base({ type: 'canone', end_date: '2025-12-31', auto_renew: true }),
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details.fields).toEqual({
      end_date: ['La data di fine non può precedere quella di inizio'],
      fee_period: ['Indica ogni quanto si fattura il canone'],
      renewal_months: ['Indica di quanti mesi si rinnova ogni volta'],
    });
    const contract = await w.create(w.base({ fee_period: 'mensile', renewal_months: 12, notice_days: 30 }));
    expect(contract).toMatchObject({
      number: expect.stringMatching(/^C-\d{4}\/\d{4}$/),
      status: 'bozza',
      fee_period: null,
      renewal_months: null,
      notice_days: null,
      notice_deadline: null,
      value_cents: 1_200_000,
      client: { id: w.arredi, name: 'Arredi Ferrari S.r.l.' },
      owner: { id: w.ids.manager },
      created_by: { id: w.ids.manager },
      can_edit: true,
      can_delete: true,
      can_see_money: true,
      version: 1,
    });
    const renewing = await w.create(
      w.base({ auto_renew: true, renewal_months: 12, notice_days: 90, title: 'Contratto che si rinnova' }),
    );
    expect(renewing.notice_deadline).toBe('2026-10-02');
  });

  it('answers 409 with the newer version on a stale update, keeps client and type to drafts, and audits', async () => {
    const contract = await w.create(w.base({ title: 'Contratto versionato' }));
    const first = await as(w.t.app, w.manager, {
      method: 'PATCH',
      url: `/api/crm/contracts/${contract.id}`,
      payload: { title: 'Contratto versionato (rev. 2)', client_id: w.other, version: 1 },
    });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data).toMatchObject({ version: 2, client: { id: w.other } });
    const stale = await as(w.t.app, w.admin, {
      method: 'PATCH',
      url: `/api/crm/contracts/${contract.id}`,
      payload: { notes: 'Nota', version: 1 },
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().details.current).toMatchObject({ id: contract.id, version: 2 });
    const activated = await as(w.t.app, w.manager, {
      method: 'POST',
      url: `/api/crm/contracts/${contract.id}/transition`,
      payload: { action: 'activate', version: 2, date: '2025-12-20' },
    });
    expect(activated.statusCode, activated.body).toBe(200);
    expect(activated.json().data).toMatchObject({ status: 'attivo', signed_on: '2025-12-20', version: 3 });
    const retype = await as(w.t.app, w.manager, {
      method: 'PATCH',
      url: `/api/crm/contracts/${contract.id}`,
      payload: { type: 'tempo_materiali', version: 3 },
    });
    expect(retype.statusCode).toBe(409);
    expect(
      (await as(w.t.app, w.manager, { method: 'DELETE', url: `/api/crm/contracts/${contract.id}` })).statusCode,
    ).toBe(409);
    const terminated = await as(w.t.app, w.manager, {
      method: 'POST',
      url: `/api/crm/contracts/${contract.id}/transition`,
      payload: { action: 'terminate', version: 3, date: '2026-06-30' },
    });
    expect(terminated.json().data).toMatchObject({ status: 'disdetto', terminated_on: '2026-06-30', can_edit: false });
    const closed = await as(w.t.app, w.manager, {
      method: 'PATCH',
      url: `/api/crm/contracts/${contract.id}`,
      payload: { notes: 'Ancora?', version: 4 },
    });
    expect(closed.statusCode).toBe(409);
    const again = await as(w.t.app, w.manager, {
      method: 'POST',
      url: `/api/crm/contracts/${contract.id}/transition`,
      payload: { action: 'activate', version: 4 },
    });
    expect(again.statusCode).toBe(409);
    const actions = await selectRows<{ action: string }>(
      w.t.database.db,
      sql`select action from audit_log where target_type = 'contract' and target_id = ${contract.id}
        order by created_at, id`,
    );
    expect(actions.map((a) => a.action)).toEqual([
      'contract.created',
      'contract.updated',
      'contract.activated',
      'contract.terminated',
    ]);
    const activity = (await w.get(contract.id)).activity as { action: string; fields: string[]; date: string }[];
    expect(activity.map((a) => a.action)).toEqual([
      'contract.terminated',
      'contract.activated',
      'contract.updated',
      'contract.created',
    ]);
    expect(activity[0]).toMatchObject({ date: '2026-06-30', actor_name: 'Marco Bianchi' });
    expect(activity[2]!.fields).toEqual(['title', 'client_id']);
  });

  it('deletes only a draft none of whose milestones is on a pre-invoice', async () => {
    const draft = await w.create(w.base({ title: 'Da eliminare' }));
    expect((await as(w.t.app, w.manager, { method: 'DELETE', url: `/api/crm/contracts/${draft.id}` })).statusCode).toBe(
      200,
    );
    expect((await as(w.t.app, w.manager, { url: `/api/crm/contracts/${draft.id}` })).statusCode).toBe(404);
    const billed = await w.create(
      w.base({
        title: 'Con scadenza fatturata',
        milestones: [{ description: 'Anticipo', due_date: '2026-02-01', percent: 30 }],
      }),
    );
    const pf = await w.preInvoice(billed.id, w.arredi, 9101);
    await w.t.database.db.execute(sql`update sales_contract_milestones set pre_invoice_id = ${pf}
      where contract_id = ${billed.id}`);
    expect((await w.get(billed.id)).can_delete).toBe(false);
    const refused = await as(w.t.app, w.manager, { method: 'DELETE', url: `/api/crm/contracts/${billed.id}` });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toContain('pre-fattura');
  });

  it('archives a client with contracts instead of deleting it', async () => {
    const company = await as(w.t.app, w.manager, {
      method: 'POST',
      url: '/api/crm/clients',
      payload: { name: 'Solo Contratti S.r.l.' },
    });
    const companyId = company.json().data.id;
    await w.create(w.base({ client_id: companyId, title: 'Unico legame' }));
    const removal = await as(w.t.app, w.manager, { method: 'DELETE', url: `/api/crm/clients/${companyId}` });
    expect(removal.json().data).toEqual({ outcome: 'archived' });
    const refused = await as(w.t.app, w.manager, {
      method: 'POST',
      url: '/api/crm/contracts',
      payload: w.base({ client_id: companyId }),
    });
    expect(refused.statusCode).toBe(400);
    expect(Object.keys(refused.json().details.fields)).toEqual(['client_id']);
  });

  it('filters by status, type, client and expiry, sorts and paginates in SQL', async () => {
    const today = todayInRome();
    const expiring = await w.create(
      w.base({
        client_id: w.other,
        title: 'In scadenza',
        start_date: addDays(today, -200),
        end_date: addDays(today, 20),
      }),
    );
    await as(w.t.app, w.manager, {
      method: 'POST',
      url: `/api/crm/contracts/${expiring.id}/transition`,
      payload: { action: 'activate', version: 1 },
    });
    const later = await w.create(
      w.base({ client_id: w.other, title: 'Lontano', start_date: addDays(today, -10), end_date: addDays(today, 300) }),
    );
    await as(w.t.app, w.manager, {
      method: 'POST',
      url: `/api/crm/contracts/${later.id}/transition`,
      payload: { action: 'activate', version: 1 },
    });
    const soon = (
      await as(w.t.app, w.manager, { url: `/api/crm/contracts?expiring_within=60&client_id=${w.other}` })
    ).json().data.items;
    expect(soon.map((c: { id: string }) => c.id)).toEqual([expiring.id]);
    expect(soon[0].expiring).toBe(true);
    const active = (
      await as(w.t.app, w.manager, { url: `/api/crm/contracts?client_id=${w.other}&status=attivo&sort=-end_date` })
    ).json().data;
    expect(active.items.map((c: { title: string }) => c.title)).toEqual(['Lontano', 'In scadenza']);
    const paged = (
      await as(w.t.app, w.manager, {
        url: `/api/crm/contracts?client_id=${w.other}&status=attivo&sort=title&per_page=1&page=2`,
      })
    ).json().data;
    expect(paged.items.map((c: { title: string }) => c.title)).toEqual(['Lontano']);
    expect(paged.pagination).toMatchObject({ total: 2, total_pages: 2 });
    const byText = (await as(w.t.app, w.manager, { url: '/api/crm/contracts?q=scadenza&type=a_corpo' })).json().data;
    expect(byText.items.map((c: { id: string }) => c.id)).toContain(expiring.id);
    expect((await as(w.t.app, w.manager, { url: '/api/crm/contracts?sort=password' })).statusCode).toBe(400);
    expect((await as(w.t.app, w.manager, { url: '/api/crm/contracts?expiring_within=0' })).statusCode).toBe(400);
  });
});

describe('contracts: from an accepted proposal', () => {
  it('takes only an accepted proposal of the same client without a contract yet', async () => {
    const accepted = await w.proposal(w.arredi, 'accettata', 9001);
    const sent = await w.proposal(w.arredi, 'inviata', 9002);
    const elsewhere = await w.proposal(w.other, 'accettata', 9003);
    const fromSent = await as(w.t.app, w.manager, {
      method: 'POST',
      url: '/api/crm/contracts',
      payload: w.base({ proposal_id: sent }),
    });
    expect(fromSent.statusCode).toBe(400);
    expect(fromSent.json().details.fields.proposal_id[0]).toContain('accettata');
    const mismatch = await as(w.t.app, w.manager, {
      method: 'POST',
      url: '/api/crm/contracts',
      payload: w.base({ proposal_id: elsewhere }),
    });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().details.fields.client_id[0]).toContain('altro cliente');
    const contract = await w.create(w.base({ proposal_id: accepted }));
    expect(contract.proposal).toEqual({ id: accepted, number: '2026/9001', title: 'Offerta per il gestionale' });
    const twice = await as(w.t.app, w.manager, {
      method: 'POST',
      url: '/api/crm/contracts',
      payload: w.base({ proposal_id: accepted }),
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().details.fields.proposal_id[0]).toContain(contract.number);
    const move = await as(w.t.app, w.manager, {
      method: 'PATCH',
      url: `/api/crm/contracts/${contract.id}`,
      payload: { client_id: w.other, version: 1 },
    });
    expect(move.statusCode).toBe(409);
  });
});
