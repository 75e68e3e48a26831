import { formatEuro } from '@portale/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selectRows } from '@/platform/db/database';
import { attach, listOf, PDF_BYTES } from './attachments-setup';
import { as, login } from './helpers';
import { type Body, type ContractsWorld, contractsWorld } from './sales-contracts-setup';

// Contracts (docs/sales.md, "Contratti"): the billing milestones and their rules, the canone's generated
// milestones, linked projects, money left out without view_all_invoices, and the contract's attachments.

let w: ContractsWorld;
beforeAll(async () => {
  w = await contractsWorld();
});
afterAll(() => w.t.close());

const putMilestones = (id: string, version: number, milestones: Body[], who = w.manager) =>
  as(w.t.app, who, { method: 'PUT', url: `/api/crm/contracts/${id}/milestones`, payload: { version, milestones } });

type Milestone = { id: string; description: string; due_date: string; status: string } & Body;

describe('contracts: billing milestones', () => {
  it('checks amount or percentage, the 100% and the a corpo value with Italian messages', async () => {
    const post = (milestones: Body[], extra: Body = {}) =>
      as(w.t.app, w.manager, { method: 'POST', url: '/api/crm/contracts', payload: w.base({ milestones, ...extra }) });
    const both = await post([{ description: 'Anticipo', due_date: '2026-02-01', amount_cents: 100, percent: 10 }]);
    expect(both.statusCode).toBe(400);
    expect(both.json().details.fields).toEqual({
      'milestones.0.amount_cents': ["Indica l'importo oppure la percentuale, non entrambi"],
    });
    const neither = await post([{ description: 'Anticipo', due_date: '2026-02-01' }]);
    expect(neither.json().details.fields).toEqual({
      'milestones.0.amount_cents': ["Indica l'importo o la percentuale"],
    });
    const over100 = await post([
      { description: 'Anticipo', due_date: '2026-02-01', percent: 60 },
      { description: 'Saldo', due_date: '2026-06-01', percent: 50.5 },
    ]);
    expect(over100.json().details.fields.milestones).toEqual([
      'Le percentuali delle scadenze sommano 110,5%: al massimo 100%',
    ]);
    const overValue = await post([
      { description: 'Anticipo', due_date: '2026-02-01', percent: 50 },
      { description: 'Saldo', due_date: '2026-06-01', amount_cents: 700_000 },
    ]);
    expect(overValue.json().details.fields.milestones).toEqual([
      `Le scadenze sommano ${formatEuro(13_000, { cents: true })}, più del valore del contratto (${formatEuro(12_000, { cents: true })})`,
    ]);
    const noValue = await post([{ description: 'Anticipo', due_date: '2026-02-01', percent: 50 }], {
      value_cents: null,
    });
    expect(noValue.json().details.fields).toEqual({
      'milestones.0.percent': ['Per indicare una percentuale serve il valore del contratto'],
    });
    // Time and materials: the value is an estimate, so amounts may exceed it; percentages still add up to 100.
    const tm = await post(
      [
        { description: 'Primo mese', due_date: '2026-02-01', amount_cents: 900_000 },
        { description: 'Secondo mese', due_date: '2026-03-01', amount_cents: 900_000 },
      ],
      { type: 'tempo_materiali' },
    );
    expect(tm.statusCode, tm.body).toBe(201);
  });

  it('derives each status from its pre-invoice and keeps a billed milestone exactly as billed', async () => {
    const contract = await w.create(
      w.base({
        title: 'Contratto a stati di avanzamento',
        milestones: [
          { description: 'Anticipo', due_date: '2026-02-01', percent: 30 },
          { description: 'SAL', due_date: '2026-05-01', amount_cents: 400_000 },
          { description: 'Saldo', due_date: '2026-09-01', percent: 20 },
        ],
      }),
    );
    const [advance, progress, balance] = contract.milestones as Milestone[];
    expect(advance).toMatchObject({ percent: 30, amount_cents: null, billed_cents: 360_000, status: 'da_fatturare' });
    const draft = await w.preInvoice(contract.id, w.arredi, 9201);
    const invoiced = await w.preInvoice(contract.id, w.arredi, 9202, 'fatturata');
    await w.t.database.db.execute(
      sql`update sales_contract_milestones set pre_invoice_id = ${draft} where id = ${advance!.id}`,
    );
    await w.t.database.db.execute(
      sql`update sales_contract_milestones set pre_invoice_id = ${invoiced} where id = ${progress!.id}`,
    );
    const detail = await w.get(contract.id);
    expect((detail.milestones as Milestone[]).map((m) => [m.status, m.pre_invoice])).toEqual([
      ['in_prefattura', { id: draft, number: 'PF-2026/9201' }],
      ['fatturata', { id: invoiced, number: 'PF-2026/9202' }],
      ['da_fatturare', null],
    ]);
    const keep = (m: Milestone) => ({
      id: m.id,
      description: m.description,
      due_date: m.due_date,
      amount_cents: m.amount_cents,
      percent: m.percent,
    });
    const removed = await putMilestones(contract.id, detail.version, [keep(advance!), keep(balance!)]);
    expect(removed.statusCode).toBe(409);
    expect(removed.json().message).toBe(
      'La scadenza «SAL» è già nella pre-fattura PF-2026/9202: non si può togliere né modificare',
    );
    const changed = await putMilestones(contract.id, detail.version, [
      { ...keep(advance!), percent: 35 },
      keep(progress!),
      keep(balance!),
    ]);
    expect(changed.statusCode).toBe(409);
    const saved = await putMilestones(contract.id, detail.version, [
      keep(progress!),
      keep(advance!),
      { description: 'Saldo finale', due_date: '2026-12-01', percent: 20 },
    ]);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data.version).toBe(detail.version + 1);
    expect((saved.json().data.milestones as Milestone[]).map((m) => m.description)).toEqual([
      'SAL',
      'Anticipo',
      'Saldo finale',
    ]);
    const stale = await putMilestones(contract.id, detail.version, []);
    expect(stale.statusCode).toBe(409);
    expect(stale.json().details.current.version).toBe(detail.version + 1);
    const foreign = await putMilestones(contract.id, detail.version + 1, [
      { id: '00000000-0000-4000-8000-000000000000', description: 'X', due_date: '2026-01-01', percent: 1 },
    ]);
    expect(foreign.statusCode).toBe(400);
  });

  it('generates a canone: one milestone per fee period, or 12 periods when open-ended', async () => {
    const generate = (id: string, version: number) =>
      as(w.t.app, w.manager, {
        method: 'POST',
        url: `/api/crm/contracts/${id}/milestones/generate`,
        payload: { version },
      });
    const monthly = await w.create(w.base({ type: 'canone', fee_period: 'mensile', value_cents: 50_000 }));
    const first = await generate(monthly.id, 1);
    expect(first.statusCode, first.body).toBe(200);
    const milestones = first.json().data.milestones as Milestone[];
    expect(milestones).toHaveLength(12);
    expect(milestones[0]).toMatchObject({
      description: 'Canone mensile dal 01/01/2026 al 31/01/2026',
      due_date: '2026-01-01',
      amount_cents: 50_000,
    });
    expect(milestones[11]!.due_date).toBe('2026-12-01');
    // A billed period stays; the others are laid out again around it.
    const pf = await w.preInvoice(monthly.id, w.arredi, 9301);
    await w.t.database.db.execute(
      sql`update sales_contract_milestones set pre_invoice_id = ${pf} where id = ${milestones[0]!.id}`,
    );
    const again = (await generate(monthly.id, 2)).json().data;
    expect(again.milestones).toHaveLength(12);
    expect(again.milestones[0]).toMatchObject({ id: milestones[0]!.id, status: 'in_prefattura' });

    const open = await w.create(
      w.base({
        type: 'canone',
        fee_period: 'trimestrale',
        value_cents: 90_000,
        start_date: '2026-01-31',
        end_date: null,
      }),
    );
    const quarters = (await generate(open.id, 1)).json().data.milestones as Milestone[];
    expect(quarters).toHaveLength(12);
    expect(quarters.map((m) => m.due_date).slice(0, 3)).toEqual(['2026-01-31', '2026-04-30', '2026-07-31']);
    const fixed = await w.create(w.base());
    const refused = await generate(fixed.id, 1);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('Le scadenze si generano solo per i contratti a canone');
  });
});

describe('contracts: linked projects', () => {
  it('links only a live project of the same client, through the projects bridge', async () => {
    const contract = await w.create(w.base({ title: 'Contratto con progetti' }));
    const mine = await w.project(w.arredi, 'CTR-ARR');
    const theirs = await w.project(w.other, 'CTR-ALT');
    const link = (projectId: string, method: 'POST' | 'DELETE' = 'POST') =>
      as(w.t.app, w.manager, { method, url: `/api/crm/contracts/${contract.id}/projects/${projectId}` });
    const linked = await link(mine);
    expect(linked.statusCode, linked.body).toBe(200);
    expect(linked.json().data.projects).toEqual([
      { id: mine, code: 'CTR-ARR', name: 'Progetto CTR-ARR', status: 'pianificazione', deleted: false },
    ]);
    expect((await link(mine)).statusCode).toBe(200);
    const wrong = await link(theirs);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toContain('è di un altro cliente');
    expect((await link('00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await link('not-a-uuid')).statusCode).toBe(400);
    const unlinked = await link(mine, 'DELETE');
    expect(unlinked.json().data.projects).toEqual([]);
    expect((await link(mine, 'DELETE')).statusCode).toBe(404);
    const audits = await selectRows<{ action: string }>(
      w.t.database.db,
      sql`select action from audit_log where target_id = ${contract.id} and action like 'contract.project%'
        order by created_at, id`,
    );
    expect(audits.map((a) => a.action)).toEqual(['contract.project_linked', 'contract.project_unlinked']);
  });
});

describe('contracts: money and attachments', () => {
  it('leaves value and amounts out for a reader without view_all_invoices, and refuses them from that reader', async () => {
    const contract = await w.create(
      w.base({
        title: 'Contratto riservato',
        milestones: [{ description: 'Unica', due_date: '2026-03-01', amount_cents: 500_000 }],
      }),
    );
    await w.t.database.db.execute(sql`insert into role_permissions (role, permission)
      values ('employee', 'view_all_projects'), ('employee', 'manage_contracts')`);
    try {
      const editor = await login(w.t.app, 'dipendente');
      const list = (await as(w.t.app, editor, { url: '/api/crm/contracts?sort=-value' })).json().data.items;
      expect(list.length).toBeGreaterThan(0);
      for (const item of list) expect(item).not.toHaveProperty('value_cents');
      const detail = (await as(w.t.app, editor, { url: `/api/crm/contracts/${contract.id}` })).json().data;
      expect(detail).toMatchObject({ can_see_money: false, can_edit: true });
      expect(detail).not.toHaveProperty('value_cents');
      expect(detail.milestones[0]).not.toHaveProperty('amount_cents');
      expect(detail.milestones[0]).not.toHaveProperty('billed_cents');
      const withValue = await as(w.t.app, editor, { method: 'POST', url: '/api/crm/contracts', payload: w.base() });
      expect(withValue.statusCode).toBe(403);
      const valueless = await as(w.t.app, editor, {
        method: 'POST',
        url: '/api/crm/contracts',
        payload: w.base({ value_cents: null, title: 'Senza valore' }),
      });
      expect(valueless.statusCode, valueless.body).toBe(201);
      const patch = (payload: Body) =>
        as(w.t.app, editor, { method: 'PATCH', url: `/api/crm/contracts/${contract.id}`, payload });
      expect((await patch({ value_cents: 1, version: 1 })).statusCode).toBe(403);
      const renamed = await patch({ title: 'Contratto riservato (rev.)', version: 1 });
      expect(renamed.statusCode, renamed.body).toBe(200);
      expect(renamed.json().data).not.toHaveProperty('value_cents');
      const rewrite = await putMilestones(contract.id, 2, [], editor);
      expect(rewrite.statusCode).toBe(403);
      const stale = await patch({ notes: 'x', version: 1 });
      expect(stale.statusCode).toBe(409);
      expect(stale.json().details.current).not.toHaveProperty('value_cents');
      const search = (await as(w.t.app, editor, { url: '/api/search?q=riservato' })).json().data;
      expect(JSON.stringify(search)).not.toContain('500');
    } finally {
      await w.t.database.db.execute(sql`delete from role_permissions where role = 'employee'
        and permission in ('view_all_projects', 'manage_contracts')`);
    }
  });

  it('lets CRM readers read the attachments and manage_contracts holders add them; 404 for the rest', async () => {
    const contract = await w.create(w.base({ title: 'Contratto con allegati' }));
    const added = await attach(w.t.app, w.manager, 'contract', contract.id, 'contratto-firmato.pdf', PDF_BYTES);
    expect(added.statusCode, added.body).toBe(201);
    const listed = await listOf(w.t.app, w.admin, 'contract', contract.id);
    expect(listed.json().data).toMatchObject({ can_upload: true, items: [{ name: 'contratto-firmato.pdf' }] });
    await w.t.database.db.execute(
      sql`insert into role_permissions (role, permission) values ('employee', 'view_all_projects')`,
    );
    try {
      const reader = await login(w.t.app, 'dipendente');
      const readable = await listOf(w.t.app, reader, 'contract', contract.id);
      expect(readable.statusCode).toBe(200);
      expect(readable.json().data.can_upload).toBe(false);
      expect((await attach(w.t.app, reader, 'contract', contract.id, 'x.pdf', PDF_BYTES)).statusCode).toBe(403);
    } finally {
      await w.t.database.db.execute(
        sql`delete from role_permissions where role = 'employee' and permission = 'view_all_projects'`,
      );
    }
    for (const who of [w.employee, w.client]) {
      expect((await listOf(w.t.app, who, 'contract', contract.id)).statusCode).toBe(404);
      expect((await attach(w.t.app, who, 'contract', contract.id, 'x.pdf', PDF_BYTES)).statusCode).toBe(404);
    }
    const missing = await listOf(w.t.app, w.manager, 'contract', '00000000-0000-4000-8000-000000000000');
    expect(missing.statusCode).toBe(404);
  });
});
