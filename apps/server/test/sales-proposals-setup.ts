import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { selectRows } from '@/platform/db/database';
import { as, type LoggedIn, type TestApp } from './helpers';

// What the proposals' tests share: lines, a proposal made through the API, the demo client and pipeline.

export const line = (extra: Record<string, unknown> = {}) => ({
  description: 'Sviluppo del portale',
  quantity: 10,
  unit: 'h',
  unit_price_cents: 8_000,
  vat_rate: 22,
  ...extra,
});

export interface CreatedProposal {
  id: string;
  number: string;
  version: number;
  status: string;
  total_cents?: number;
  taxable_cents?: number;
  vat_cents?: number;
  stage: { id: string; name: string; pipeline_id: string };
  board_rank: number;
}

export async function demoClientId(t: TestApp): Promise<string> {
  const [row] = await selectRows<{ id: string }>(
    t.database.db,
    sql`select id::text as id from client_companies where name = 'Arredi Ferrari S.r.l.'`,
  );
  return row!.id;
}

export async function defaultPipeline(t: TestApp) {
  const [pipeline] = await selectRows<{ id: string }>(
    t.database.db,
    sql`select id::text as id from sales_pipelines where is_default`,
  );
  const stages = await selectRows<{ id: string; name: string }>(
    t.database.db,
    sql`select id::text as id, name from sales_pipeline_stages where pipeline_id = ${pipeline!.id} order by position`,
  );
  return { id: pipeline!.id, stages };
}

export async function createProposal(
  t: TestApp,
  who: LoggedIn,
  clientId: string,
  extra: Record<string, unknown> = {},
): Promise<CreatedProposal> {
  const response = await as(t.app, who, {
    method: 'POST',
    url: '/api/crm/proposals',
    payload: { client_id: clientId, title: 'Portale aziendale', lines: [line()], ...extra },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data;
}

export async function transition(
  t: TestApp,
  who: LoggedIn,
  proposal: { id: string; version: number },
  action: string,
  extra: Record<string, unknown> = {},
) {
  return as(t.app, who, {
    method: 'POST',
    url: `/api/crm/proposals/${proposal.id}/transition`,
    payload: { action, version: proposal.version, ...extra },
  });
}

/** A proposal taken to `inviata` through the API; answers its latest state. */
export async function sentProposal(t: TestApp, who: LoggedIn, clientId: string, extra: Record<string, unknown> = {}) {
  const created = await createProposal(t, who, clientId, extra);
  const sent = await transition(t, who, created, 'send');
  expect(sent.statusCode, sent.body).toBe(200);
  return sent.json().data as CreatedProposal;
}
