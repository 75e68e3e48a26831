import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selectRows } from '@/platform/db/database';
import { as, createTestApp, type LoggedIn, loginDemoStaff, type TestApp } from './helpers';
import { createProposal, demoClientId, sentProposal, transition } from './sales-proposals-setup';

// The board of a pipeline, the drag between cards, and the pipelines' rules (docs/sales.md, "Pipeline e board").

let t: TestApp;
let manager: LoggedIn;
let clientId: string;

beforeAll(async () => {
  t = await createTestApp();
  ({ manager } = await loginDemoStaff(t));
  clientId = await demoClientId(t);
});
afterAll(() => t.close());

type Stage = { id: string; name: string; open_count: number; open_value_cents?: number };
type PipelineBody = { id: string; name: string; is_default: boolean; version: number; stages: Stage[] };

async function newPipeline(name: string, stages: string[], extra: Record<string, unknown> = {}) {
  const response = await as(t.app, manager, {
    method: 'POST',
    url: '/api/crm/pipelines',
    payload: { name, stages: stages.map((stage) => ({ name: stage, probability: 50 })), ...extra },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as PipelineBody;
}

async function board(pipelineId: string, query = '') {
  const response = await as(t.app, manager, { url: `/api/crm/pipelines/${pipelineId}/board${query}` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
}

const titlesOf = (column: { cards: { title: string }[] }) => column.cards.map((card) => card.title);

async function move(proposal: { id: string }, stageId: string, afterId: string | null) {
  const current = (await as(t.app, manager, { url: `/api/crm/proposals/${proposal.id}` })).json().data;
  return as(t.app, manager, {
    method: 'POST',
    url: `/api/crm/proposals/${proposal.id}/move`,
    payload: { stage_id: stageId, after_id: afterId, version: current.version },
  });
}

describe('Board: columns and moves', () => {
  it('orders the cards by rank, moves one between two neighbours, to the top and to another stage', async () => {
    const pipeline = await newPipeline('Bandi', ['Studio', 'Consegna']);
    const [first, second] = pipeline.stages;
    const a = await createProposal(t, manager, clientId, { title: 'A', pipeline_id: pipeline.id });
    const b = await createProposal(t, manager, clientId, { title: 'B', pipeline_id: pipeline.id });
    const c = await createProposal(t, manager, clientId, { title: 'C', pipeline_id: pipeline.id });
    expect(titlesOf((await board(pipeline.id)).stages[0])).toEqual(['A', 'B', 'C']);

    const between = await move(c, first!.id, a.id);
    expect(between.statusCode, between.body).toBe(200);
    expect(titlesOf((await board(pipeline.id)).stages[0])).toEqual(['A', 'C', 'B']);
    expect((await move(b, first!.id, null)).statusCode).toBe(200);
    expect(titlesOf((await board(pipeline.id)).stages[0])).toEqual(['B', 'A', 'C']);
    const across = await move(a, second!.id, null);
    expect(across.json().data.stage).toMatchObject({ id: second!.id, name: 'Consegna' });
    const view = await board(pipeline.id);
    expect(titlesOf(view.stages[0])).toEqual(['B', 'C']);
    expect(titlesOf(view.stages[1])).toEqual(['A']);
    expect(view.stages[0]).toMatchObject({ total: 2, value_cents: 160_000 });
    expect(view.pipeline.stages.map((s: Stage) => s.open_count)).toEqual([2, 1]);

    // A stage of another pipeline, an anchor card not in the column, a stale version.
    const other = await newPipeline('Altrove', ['Unica']);
    const foreign = await move(b, other.stages[0]!.id, null);
    expect(foreign.statusCode).toBe(400);
    expect(Object.keys(foreign.json().details.fields)).toEqual(['stage_id']);
    const anchor = await move(b, first!.id, a.id);
    expect(anchor.statusCode).toBe(400);
    const stale = await as(t.app, manager, {
      method: 'POST',
      url: `/api/crm/proposals/${b.id}/move`,
      payload: { stage_id: first!.id, after_id: null, version: 1 },
    });
    expect(stale.statusCode).toBe(409);
    const audit = await selectRows<{ details: { from: string; to: string } }>(
      t.database.db,
      sql`select details from audit_log where action = 'proposal.moved' and target_id = ${a.id}`,
    );
    expect(audit.map((row) => row.details)).toEqual([expect.objectContaining({ from: 'Studio', to: 'Consegna' })]);
  });

  it('renumbers a column when two neighbours leave no room between them', async () => {
    const pipeline = await newPipeline('Fitta', ['Una']);
    const stage = pipeline.stages[0]!;
    const cards = [];
    for (const title of ['P', 'Q', 'R'])
      cards.push(await createProposal(t, manager, clientId, { title, pipeline_id: pipeline.id }));
    await t.database.db.execute(
      sql`update sales_proposals set board_rank = case title when 'P' then 1 when 'Q' then 1.0000000001 else 2 end
        where pipeline_id = ${pipeline.id}`,
    );
    const moved = await move(cards[2]!, stage.id, cards[0]!.id);
    expect(moved.statusCode, moved.body).toBe(200);
    const column = (await board(pipeline.id)).stages[0];
    expect(titlesOf(column)).toEqual(['P', 'R', 'Q']);
    const ranks = column.cards.map((card: { board_rank: number }) => card.board_rank);
    expect(ranks[1] - ranks[0]).toBeGreaterThan(1);
    expect(ranks[2] - ranks[1]).toBeGreaterThan(1);
  });

  it('shows decided proposals in the outcome columns, filters, and refuses to move a decided card', async () => {
    const pipeline = await newPipeline('Esiti', ['Aperte']);
    const won = await sentProposal(t, manager, clientId, { title: 'Vinta', pipeline_id: pipeline.id });
    const accepted = (await transition(t, manager, won, 'accept')).json().data;
    const lost = await sentProposal(t, manager, clientId, { title: 'Persa', pipeline_id: pipeline.id });
    await transition(t, manager, lost, 'refuse');
    await createProposal(t, manager, clientId, { title: 'Aperta', pipeline_id: pipeline.id });
    const view = await board(pipeline.id);
    expect(titlesOf(view.stages[0])).toEqual(['Aperta']);
    expect(titlesOf(view.outcomes.accettata)).toEqual(['Vinta']);
    expect(titlesOf(view.outcomes.rifiutata)).toEqual(['Persa']);
    expect(view.outcomes.scaduta).toMatchObject({ cards: [], total: 0 });
    expect(titlesOf((await board(pipeline.id, '?q=vint')).outcomes.accettata)).toEqual(['Vinta']);
    expect((await board(pipeline.id, '?q=vint')).stages[0].cards).toEqual([]);
    const decided = await move(accepted, pipeline.stages[0]!.id, null);
    expect(decided.statusCode).toBe(409);
  });

  it('sends 50 cards per column with the total, and up to 500 in the columns asked for with more=', async () => {
    const pipeline = await newPipeline('Molte', ['Piena', 'Vuota']);
    const [full, empty] = pipeline.stages;
    const first = await createProposal(t, manager, clientId, { title: 'Copia 000', pipeline_id: pipeline.id });
    // 59 copies of the first, straight in the table (60 through the API would only slow the test).
    await t.database.db.execute(sql`
      insert into sales_proposals (year, seq, number, client_company_id, title, pipeline_id, stage_id, board_rank,
        status, issue_date, valid_until, lines, taxable_cents, vat_cents, total_cents, owner_id, created_by)
      select p.year, 900000 + n, p.year || '/X' || n, p.client_company_id, 'Copia ' || lpad(n::text, 3, '0'),
        p.pipeline_id, p.stage_id, p.board_rank + n, p.status, p.issue_date, p.valid_until, p.lines, 100, 22, 122,
        p.owner_id, p.created_by
      from sales_proposals p, generate_series(1, 59) n where p.id = ${first.id}`);

    const cut = (await board(pipeline.id)).stages[0];
    expect(cut.cards).toHaveLength(50);
    expect(cut.total).toBe(60);
    expect(cut.cards[49].title).toBe('Copia 049');

    const longer = await board(pipeline.id, `?more=${full!.id},accettata`);
    expect(longer.stages[0].cards).toHaveLength(60);
    expect(longer.stages[0].cards[59].title).toBe('Copia 059');
    expect(longer.stages[1]).toMatchObject({ stage_id: empty!.id, cards: [], total: 0 });

    for (const more of ['qualcosa', `${full!.id},`, Array.from({ length: 31 }, () => 'accettata').join(',')]) {
      const bad = await as(t.app, manager, { url: `/api/crm/pipelines/${pipeline.id}/board?more=${more}` });
      expect(bad.statusCode, more).toBe(400);
      expect(bad.json().details.fields.more[0]).toMatch(/Colonne da ampliare non valide|Troppe colonne/);
    }
  });
});

describe('Pipelines: the rules', () => {
  it('replaces the stage list, refuses to drop a stage with open proposals naming it, keeps one default', async () => {
    const pipeline = await newPipeline('Rinnovi', ['Contatto', 'Proposta', 'Firma']);
    const [contatto, proposta, firma] = pipeline.stages;
    await createProposal(t, manager, clientId, { pipeline_id: pipeline.id, stage_id: proposta!.id });
    const put = (stages: unknown[], extra: Record<string, unknown> = {}) =>
      as(t.app, manager, {
        method: 'PUT',
        url: `/api/crm/pipelines/${pipeline.id}`,
        payload: { name: 'Rinnovi', stages, ...extra },
      });
    const busy = await put([{ id: contatto!.id, name: 'Contatto', probability: 10 }]);
    expect(busy.statusCode).toBe(400);
    expect(busy.json().message).toContain('«Proposta»');
    const reordered = await put([
      { id: proposta!.id, name: 'Proposta inviata', probability: 40 },
      { name: 'Negoziazione', probability: 60 },
      { id: contatto!.id, name: 'Contatto', probability: 10 },
    ]);
    expect(reordered.statusCode, reordered.body).toBe(200);
    expect(reordered.json().data.stages.map((s: Stage) => s.name)).toEqual([
      'Proposta inviata',
      'Negoziazione',
      'Contatto',
    ]);
    expect(reordered.json().data.stages.some((s: Stage) => s.id === firma!.id)).toBe(false);
    expect(reordered.json().data.stages[0].open_count).toBe(1);
    const stale = await put([{ id: proposta!.id, name: 'X', probability: 1 }], { version: 1 });
    expect(stale.statusCode).toBe(409);
    const foreign = await put([{ id: '00000000-0000-4000-8000-000000000000', name: 'X', probability: 1 }]);
    expect(foreign.statusCode).toBe(400);

    const defaults = async () =>
      (await as(t.app, manager, { url: '/api/crm/pipelines' }))
        .json()
        .data.items.filter((p: PipelineBody) => p.is_default);
    expect((await defaults()).map((p: PipelineBody) => p.name)).toEqual(['Vendite']);
    const made = await put([{ id: proposta!.id, name: 'Proposta inviata', probability: 40 }], { is_default: true });
    expect(made.statusCode, made.body).toBe(200);
    expect((await defaults()).map((p: PipelineBody) => p.name)).toEqual(['Rinnovi']);
    const unset = await put([{ id: proposta!.id, name: 'Proposta inviata', probability: 40 }], { is_default: false });
    expect(unset.statusCode).toBe(400);
    const duplicateName = await as(t.app, manager, {
      method: 'POST',
      url: '/api/crm/pipelines',
      payload: { name: 'rinnovi', stages: [{ name: 'A', probability: 0 }] },
    });
    expect(duplicateName.statusCode).toBe(409);
    const noStages = await as(t.app, manager, {
      method: 'POST',
      url: '/api/crm/pipelines',
      payload: { name: 'Vuota', stages: [] },
    });
    expect(noStages.statusCode).toBe(400);
    // Give the default back, so the other tests find "Vendite" as they expect.
    const vendite = (await as(t.app, manager, { url: '/api/crm/pipelines' }))
      .json()
      .data.items.find((p: PipelineBody) => p.name === 'Vendite');
    const back = await as(t.app, manager, {
      method: 'PUT',
      url: `/api/crm/pipelines/${vendite.id}`,
      payload: { name: 'Vendite', is_default: true, stages: vendite.stages },
    });
    expect(back.statusCode, back.body).toBe(200);
  });

  it('refuses to delete the default or a pipeline with open proposals; archives one with decided ones only', async () => {
    const vendite = (await as(t.app, manager, { url: '/api/crm/pipelines' }))
      .json()
      .data.items.find((p: PipelineBody) => p.is_default);
    const remove = (id: string) => as(t.app, manager, { method: 'DELETE', url: `/api/crm/pipelines/${id}` });
    expect((await remove(vendite.id)).statusCode).toBe(400);
    const busy = await newPipeline('Occupata', ['Una']);
    const open = await createProposal(t, manager, clientId, { pipeline_id: busy.id });
    const refused = await remove(busy.id);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toContain('«Occupata»');
    const sent = (await transition(t, manager, open, 'send')).json().data;
    await transition(t, manager, sent, 'refuse');
    const archived = await remove(busy.id);
    expect(archived.json().data).toEqual({ outcome: 'archived' });
    const names = (await as(t.app, manager, { url: '/api/crm/pipelines' }))
      .json()
      .data.items.map((p: PipelineBody) => p.name);
    expect(names).not.toContain('Occupata');
    const empty = await newPipeline('Vuota davvero', ['Una']);
    expect((await remove(empty.id)).json().data).toEqual({ outcome: 'deleted' });
    // Reopening a proposal of an archived pipeline brings it back on the default board.
    const reopened = await transition(t, manager, { id: open.id, version: sent.version + 1 }, 'reopen');
    expect(reopened.statusCode, reopened.body).toBe(200);
    expect(reopened.json().data.stage.pipeline_id).toBe(vendite.id);
  });
});
