import { computeInvoiceTotals, InvoiceLine, todayInRome } from '@portale/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expireProposals } from '@/modules/sales/proposals/jobs';
import { selectRows } from '@/platform/db/database';
import { as, createTestApp, type LoggedIn, login, loginDemoStaff, type TestApp } from './helpers';
import { createProposal, defaultPipeline, demoClientId, line, sentProposal, transition } from './sales-proposals-setup';

let t: TestApp;
let admin: LoggedIn;
let manager: LoggedIn;
let employee: LoggedIn;
let client: LoggedIn;
let ids: Record<string, string>;
let clientId: string;

beforeAll(async () => {
  t = await createTestApp();
  ({ admin, manager, employee, client, ids } = await loginDemoStaff(t));
  clientId = await demoClientId(t);
});
afterAll(() => t.close());

const year = Number(todayInRome().slice(0, 4));

describe('Proposals: who reaches them', () => {
  it('refuses the employee and the client account with 403 on every staff route', async () => {
    const proposal = await createProposal(t, manager, clientId);
    const { id: pipelineId } = await defaultPipeline(t);
    for (const who of [employee, client]) {
      for (const url of [
        '/api/crm/proposals',
        `/api/crm/proposals/${proposal.id}`,
        '/api/crm/pipelines',
        `/api/crm/pipelines/${pipelineId}/board`,
      ]) {
        expect((await as(t.app, who, { url })).statusCode, url).toBe(403);
      }
      const write = await as(t.app, who, {
        method: 'POST',
        url: '/api/crm/proposals',
        payload: { client_id: clientId, title: 'X', lines: [line()] },
      });
      expect(write.statusCode).toBe(403);
      expect((await transition(t, who, proposal, 'send')).statusCode).toBe(403);
    }
  });
});

describe('Proposals: numbers, totals and bad input', () => {
  it('numbers per year of the issue date and stores the totals of the shared rules', async () => {
    const lines = [
      line(),
      line({ description: 'Licenza', quantity: 1, unit: null, unit_price_cents: 12_345, discount_percent: 10 }),
      line({
        description: 'Corso esente',
        quantity: 1,
        unit: null,
        unit_price_cents: 10_000,
        vat_rate: 0,
        natura: 'N4',
      }),
      line({ kind: 'discount', description: 'Sconto fedeltà', quantity: 1, unit: null, unit_price_cents: -5_000 }),
    ];
    const created = await createProposal(t, manager, clientId, { lines, terms: 'Pagamento a 30 giorni' });
    expect(created.number).toMatch(new RegExp(`^${year}/\\d{4}$`));
    const expected = computeInvoiceTotals(
      lines.map((l) => InvoiceLine.parse(l)),
      { split_payment: false, charge_stamp_duty: true, withholding: null },
    );
    expect(created).toMatchObject({
      status: 'bozza',
      taxable_cents: expected.taxable_cents,
      vat_cents: expected.vat_cents,
      total_cents: expected.total_cents,
      version: 1,
    });
    // Bollo due (exempt lines over 77,47 €) and charged: 2,00 € more.
    expect(expected.stamp_duty.charged).toBe(true);
    const { stages } = await defaultPipeline(t);
    expect(created.stage.id).toBe(stages[0]!.id);
    const detail = (await as(t.app, manager, { url: `/api/crm/proposals/${created.id}` })).json().data;
    expect(detail.owner.id).toBe(ids.manager);
    expect(detail.valid_until > detail.issue_date).toBe(true);
    expect(detail.can_see_money).toBe(true);

    const lastYear = await createProposal(t, manager, clientId, {
      issue_date: '2025-12-30',
      valid_until: '2026-01-30',
    });
    const nextOfLastYear = await createProposal(t, manager, clientId, { issue_date: '2025-06-01' });
    expect(lastYear.number).toBe('2025/0001');
    expect(nextOfLastYear.number).toBe('2025/0002');
  });

  it('gives two concurrent creations two consecutive numbers', async () => {
    const both = await Promise.all([
      createProposal(t, manager, clientId, { issue_date: '2024-03-01' }),
      createProposal(t, admin, clientId, { issue_date: '2024-03-02' }),
    ]);
    expect(both.map((p) => p.number).sort()).toEqual(['2024/0001', '2024/0002']);
  });

  it('answers 400 with field errors for 0 % VAT without Natura, a negative price and a validity before the date', async () => {
    const post = (payload: Record<string, unknown>) =>
      as(t.app, manager, {
        method: 'POST',
        url: '/api/crm/proposals',
        payload: { client_id: clientId, title: 'Errata', lines: [line()], ...payload },
      });
    const noNatura = await post({ lines: [line({ vat_rate: 0 })] });
    expect(noNatura.statusCode).toBe(400);
    expect(noNatura.json().details.fields['lines.0.natura'][0]).toContain('natura');
    const negative = await post({ lines: [line({ unit_price_cents: -100 })] });
    expect(negative.statusCode).toBe(400);
    expect(negative.json().details.fields['lines.0.unit_price_cents']).toEqual([
      'Un prezzo negativo è ammesso solo in una riga di sconto',
    ]);
    const backwards = await post({ issue_date: '2026-03-10', valid_until: '2026-03-01' });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().details.fields.valid_until).toEqual([
      "La validità non può terminare prima della data dell'offerta",
    ]);
    const unknownClient = await post({ client_id: '00000000-0000-4000-8000-000000000000' });
    expect(unknownClient.statusCode).toBe(400);
    expect(Object.keys(unknownClient.json().details.fields)).toEqual(['client_id']);
  });

  it('checks the merged lines of a PATCH again, answers 409 on a stale version and keeps a sent proposal fixed', async () => {
    const created = await createProposal(t, manager, clientId);
    const patched = await as(t.app, manager, {
      method: 'PATCH',
      url: `/api/crm/proposals/${created.id}`,
      payload: { version: 1, lines: [line({ quantity: 2 })], title: 'Portale v2' },
    });
    expect(patched.statusCode, patched.body).toBe(200);
    expect(patched.json().data).toMatchObject({
      version: 2,
      title: 'Portale v2',
      taxable_cents: 16_000,
      total_cents: 19_520,
    });
    const stale = await as(t.app, admin, {
      method: 'PATCH',
      url: `/api/crm/proposals/${created.id}`,
      payload: { version: 1, title: 'Vecchia' },
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().details.current).toMatchObject({ id: created.id, title: 'Portale v2', version: 2 });
    // A withholding needs a line it applies to: the stored lines have none.
    const merged = await as(t.app, manager, {
      method: 'PATCH',
      url: `/api/crm/proposals/${created.id}`,
      payload: { version: 2, withholding: { type: 'RT01', rate: 20, causale: 'A' } },
    });
    expect(merged.statusCode).toBe(400);
    expect(merged.json().details.fields.withholding).toEqual(['Indica su quali righe si applica la ritenuta']);
    const dates = await as(t.app, manager, {
      method: 'PATCH',
      url: `/api/crm/proposals/${created.id}`,
      payload: { version: 2, valid_until: '2000-01-01' },
    });
    expect(dates.statusCode).toBe(400);
    expect(Object.keys(dates.json().details.fields)).toEqual(['valid_until']);

    const sent = await transition(t, manager, { id: created.id, version: 2 }, 'send');
    expect(sent.statusCode, sent.body).toBe(200);
    const fixed = await as(t.app, manager, {
      method: 'PATCH',
      url: `/api/crm/proposals/${created.id}`,
      payload: { version: 3, lines: [line({ quantity: 5 })] },
    });
    expect(fixed.statusCode).toBe(409);
    expect(fixed.json().message).toContain('solo quando l');
    // What a sent proposal still takes: notes, terms, owner, its stage; the same title and lines sent again (as a
    // form sends the whole record) are no change.
    const stored = (await as(t.app, manager, { url: `/api/crm/proposals/${created.id}` })).json().data;
    const notes = await as(t.app, manager, {
      method: 'PATCH',
      url: `/api/crm/proposals/${created.id}`,
      payload: { version: 3, notes: 'Richiamare giovedì', title: 'Portale v2', lines: stored.lines },
    });
    expect(notes.statusCode, notes.body).toBe(200);
    expect(notes.json().data).toMatchObject({ notes: 'Richiamare giovedì', version: 4 });
  });
});

describe('Proposals: transitions', () => {
  it('sends, records a decision with its channel, name and author, reopens, and refuses the moves not allowed', async () => {
    const created = await createProposal(t, manager, clientId);
    const early = await transition(t, manager, created, 'accept');
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toContain('«Bozza»');
    const sent = (await transition(t, manager, created, 'send')).json().data;
    expect(sent).toMatchObject({ status: 'inviata', version: 2 });
    expect(sent.sent_at).not.toBeNull();
    expect((await transition(t, manager, sent, 'send')).statusCode).toBe(409);
    expect((await transition(t, manager, sent, 'reopen')).statusCode).toBe(409);
    const accepted = await transition(t, manager, sent, 'accept', { decision_name: 'Silvia Ferrari' });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json().data.decision).toMatchObject({
      channel: 'interno',
      name: 'Silvia Ferrari',
      by: { id: ids.manager },
      refusal_reason: null,
    });
    expect((await transition(t, manager, accepted.json().data, 'reopen')).statusCode).toBe(409);
    const removal = await as(t.app, manager, { method: 'DELETE', url: `/api/crm/proposals/${created.id}` });
    expect(removal.statusCode).toBe(409);
    expect(removal.json().message).toContain('bozza');

    const other = await sentProposal(t, manager, clientId);
    const refused = (await transition(t, manager, other, 'refuse', { refusal_reason: 'Prezzo alto' })).json().data;
    expect(refused).toMatchObject({
      status: 'rifiutata',
      decision: { refusal_reason: 'Prezzo alto', channel: 'interno' },
    });
    const past = await transition(t, manager, refused, 'reopen', { valid_until: '2001-01-01' });
    expect(past.statusCode).toBe(400);
    const reopened = await transition(t, manager, refused, 'reopen', { valid_until: '2099-12-31' });
    expect(reopened.statusCode, reopened.body).toBe(200);
    expect(reopened.json().data).toMatchObject({ status: 'bozza', valid_until: '2099-12-31', decision: null });

    const actions = await selectRows<{ action: string }>(
      t.database.db,
      sql`select action from audit_log where target_id = ${other.id} order by created_at`,
    );
    expect(actions.map((a) => a.action)).toEqual([
      'proposal.created',
      'proposal.sent',
      'proposal.refused',
      'proposal.reopened',
    ]);
  });

  it('deletes a draft, and duplicates a proposal into a new numbered draft', async () => {
    const draft = await createProposal(t, manager, clientId);
    const gone = await as(t.app, manager, { method: 'DELETE', url: `/api/crm/proposals/${draft.id}` });
    expect(gone.statusCode).toBe(200);
    expect((await as(t.app, manager, { url: `/api/crm/proposals/${draft.id}` })).statusCode).toBe(404);

    const sent = await sentProposal(t, manager, clientId, { title: 'Da copiare' });
    const copy = await as(t.app, manager, { method: 'POST', url: `/api/crm/proposals/${sent.id}/duplicate` });
    expect(copy.statusCode, copy.body).toBe(201);
    expect(copy.json().data).toMatchObject({ title: 'Da copiare', status: 'bozza', total_cents: sent.total_cents });
    expect(copy.json().data.number).not.toBe(sent.number);
  });
});

describe('Proposals: the expiry job', () => {
  it('expires sent proposals past their validity, audits as the system and notifies the owner', async () => {
    const due = await sentProposal(t, manager, clientId, { title: 'In scadenza' });
    const draft = await createProposal(t, manager, clientId, { title: 'Bozza vecchia' });
    await t.database.db.execute(
      sql`update sales_proposals set issue_date = '2026-01-01', valid_until = '2026-02-01'
        where id in (${due.id}, ${draft.id})`,
    );
    expect(await expireProposals(t.database.db, '2026-02-01')).toBe(0);
    expect(await expireProposals(t.database.db, '2026-02-02')).toBe(1);
    const detail = (await as(t.app, manager, { url: `/api/crm/proposals/${due.id}` })).json().data;
    expect(detail.status).toBe('scaduta');
    expect(detail.expired_at).not.toBeNull();
    expect((await as(t.app, manager, { url: `/api/crm/proposals/${draft.id}` })).json().data.status).toBe('bozza');
    const [entry] = await selectRows<{ actor_label: string }>(
      t.database.db,
      sql`select actor_label from audit_log where target_id = ${due.id} and action = 'proposal.expired'`,
    );
    expect(entry?.actor_label).toBe('system');
    const notes = await selectRows<{ link: string; title: string }>(
      t.database.db,
      sql`select link, title from notifications where user_id = ${ids.manager} and link = ${`/app/crm/proposals/${due.id}`}`,
    );
    expect(notes).toHaveLength(1);
    expect(notes[0]!.title).toContain('scaduta');
    // A reopened one is a draft again, with a new validity.
    const reopened = await transition(t, manager, detail, 'reopen');
    expect(reopened.statusCode, reopened.body).toBe(200);
    expect(reopened.json().data.expired_at).toBeNull();
  });
});

describe('Proposals: money redaction', () => {
  it('leaves every amount out for a CRM editor without view_all_invoices and refuses their lines with 403', async () => {
    await t.database.db.execute(
      sql`insert into role_permissions (role, permission) values ('employee', 'view_all_projects'), ('employee', 'edit_project')`,
    );
    try {
      const editor = await login(t.app, 'dipendente');
      const proposal = await createProposal(t, manager, clientId, { title: 'Riservata' });
      const detail = await as(t.app, editor, { url: `/api/crm/proposals/${proposal.id}` });
      expect(detail.statusCode).toBe(200);
      const data = detail.json().data;
      expect(data.can_see_money).toBe(false);
      for (const key of ['taxable_cents', 'vat_cents', 'total_cents']) expect(data).not.toHaveProperty(key);
      expect(data.lines[0]).not.toHaveProperty('unit_price_cents');
      expect(data.lines[0]).toMatchObject({ description: 'Sviluppo del portale', quantity: 10 });
      const list = (await as(t.app, editor, { url: '/api/crm/proposals?q=Riservata&sort=-total' })).json().data;
      expect(list.items.length).toBeGreaterThan(0);
      for (const item of list.items) expect(item).not.toHaveProperty('total_cents');
      const { id: pipelineId } = await defaultPipeline(t);
      const board = (await as(t.app, editor, { url: `/api/crm/pipelines/${pipelineId}/board` })).json().data;
      expect(board.can_see_money).toBe(false);
      expect(JSON.stringify(board)).not.toMatch(/_cents/);
      const pipelines = (await as(t.app, editor, { url: '/api/crm/pipelines' })).json().data;
      expect(JSON.stringify(pipelines)).not.toMatch(/_cents/);

      const lines = await as(t.app, editor, {
        method: 'PATCH',
        url: `/api/crm/proposals/${proposal.id}`,
        payload: { version: 1, lines: [line()] },
      });
      expect(lines.statusCode).toBe(403);
      expect(lines.json().message).toContain('prezzi');
      const create = await as(t.app, editor, {
        method: 'POST',
        url: '/api/crm/proposals',
        payload: { client_id: clientId, title: 'X', lines: [line()] },
      });
      expect(create.statusCode).toBe(403);
      const title = await as(t.app, editor, {
        method: 'PATCH',
        url: `/api/crm/proposals/${proposal.id}`,
        payload: { version: 1, title: 'Riservata, rivista' },
      });
      expect(title.statusCode, title.body).toBe(200);
      expect(title.json().data).not.toHaveProperty('total_cents');
      const stale = await as(t.app, editor, {
        method: 'PATCH',
        url: `/api/crm/proposals/${proposal.id}`,
        payload: { version: 1, title: 'Altro' },
      });
      expect(stale.statusCode).toBe(409);
      expect(JSON.stringify(stale.json().details.current)).not.toMatch(/_cents/);
    } finally {
      await t.database.db.execute(
        sql`delete from role_permissions where role = 'employee' and permission in ('view_all_projects', 'edit_project')`,
      );
    }
  });
});

describe('Proposals: search and the client link', () => {
  it('finds proposals by number and title for CRM readers only', async () => {
    const created = await createProposal(t, manager, clientId, { title: 'Configuratore cucine' });
    const byTitle = (await as(t.app, manager, { url: '/api/search?q=configuratore' })).json().data;
    expect(byTitle).toContainEqual(
      expect.objectContaining({ type: 'proposal', id: created.id, path: `/app/crm/proposals/${created.id}` }),
    );
    const byNumber = (await as(t.app, manager, { url: `/api/search?q=${encodeURIComponent(created.number)}` })).json()
      .data;
    expect(byNumber.some((r: { id: string }) => r.id === created.id)).toBe(true);
    for (const who of [client, employee]) {
      const results = (await as(t.app, who, { url: '/api/search?q=configuratore' })).json().data;
      expect(results.filter((r: { type: string }) => r.type === 'proposal')).toEqual([]);
    }
  });

  it('archives rather than deletes a client with proposals, and a merge moves them', async () => {
    const make = async (name: string) =>
      (await as(t.app, manager, { method: 'POST', url: '/api/crm/clients', payload: { name } })).json().data
        .id as string;
    const target = await make('Offerte Destinazione S.r.l.');
    const source = await make('Offerte Origine S.r.l.');
    const proposal = await createProposal(t, manager, source);
    const merged = await as(t.app, manager, {
      method: 'POST',
      url: `/api/crm/clients/${target}/merge`,
      payload: { source_id: source, version: 1 },
    });
    expect(merged.statusCode, merged.body).toBe(200);
    expect(merged.json().data.moved.proposals).toBe(1);
    expect((await as(t.app, manager, { url: `/api/crm/proposals/${proposal.id}` })).json().data.client.id).toBe(target);
    const removal = await as(t.app, manager, { method: 'DELETE', url: `/api/crm/clients/${target}` });
    expect(removal.json().data).toEqual({ outcome: 'archived' });
  });
});
