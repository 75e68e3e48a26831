import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  encodeLoosely,
  hostileString,
  hostileValue,
  type JsonSchema,
  mutate,
  nested,
  pathValue,
  plausible,
  prng,
  type Rng,
} from './fuzz/generate';
import { createTestApp, type LoggedIn, login, recordingMailer, type TestApp } from './helpers';

/**
 * Walks every operation of the OpenAPI document as every role with hostile input, and fails on any 5xx or a
 * request that hangs (docs/testing.md, "API fuzz test"). In `npx vitest run` it sends a bounded sample;
 * `npm run fuzz` sends many more. FUZZ_SEED replays a run; FUZZ_ITERATIONS sets the requests per operation
 * and role; FUZZ_BUDGET_MS stops sending new requests after that long.
 */
const SEED = Number(process.env.FUZZ_SEED ?? Math.floor(Math.random() * 2 ** 31));
const ITERATIONS = Number(process.env.FUZZ_ITERATIONS ?? 10);
const BUDGET_MS = Number(process.env.FUZZ_BUDGET_MS ?? 60_000);
const REQUEST_TIMEOUT_MS = 10_000;
const FUZZ_IP = '198.51.100.7';

/** Operations that would end the test's own sessions; everything else is fair game. */
const SKIPPED = new Set(['POST /api/auth/logout']);

type Role = 'anonymous' | 'cliente' | 'dipendente' | 'manager' | 'admin';
const ROLES: Role[] = ['anonymous', 'cliente', 'dipendente', 'manager', 'admin'];

interface Operation {
  method: string;
  path: string;
  pathParams: string[];
  query: { name: string; schema: JsonSchema; required: boolean }[];
  body: JsonSchema | undefined;
}

interface Failure {
  role: Role;
  request: string;
  status: number | 'hang';
  body: string;
}

let t: TestApp;
const sessions = new Map<Role, LoggedIn>();
const ids = new Set<string>();
let operations: Operation[] = [];

beforeAll(async () => {
  t = await createTestApp({}, { mailer: recordingMailer() });
  const document = (await t.app.inject({ url: '/api/openapi.json' })).json() as {
    paths: Record<string, Record<string, Record<string, unknown>>>;
  };
  operations = Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => {
      const parameters = (op.parameters ?? []) as {
        in: string;
        name: string;
        schema: JsonSchema;
        required?: boolean;
      }[];
      const content = (op.requestBody as { content?: Record<string, { schema: JsonSchema }> } | undefined)?.content;
      return {
        method: method.toUpperCase(),
        path,
        pathParams: parameters.filter((p) => p.in === 'path').map((p) => p.name),
        query: parameters
          .filter((p) => p.in === 'query')
          .map((p) => ({ name: p.name, schema: p.schema, required: p.required ?? false })),
        body: content?.['application/json']?.schema,
      };
    }),
  );
  for (const role of ROLES) if (role !== 'anonymous') sessions.set(role, await login(t.app, role));
});
afterAll(() => t?.close());

function harvestIds(body: string) {
  for (const match of body.matchAll(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g)) {
    if (ids.size < 2000) ids.add(match[0]);
  }
}

function buildRequest(op: Operation, rng: Rng): InjectOptions {
  const known = [...ids];
  let url = op.path.replace(/\{(\w+)\}/g, (_, name: string) => pathValue(name, rng, known));
  const query: string[] = [];
  for (const param of op.query) {
    if (!param.required && rng.chance(0.5)) continue;
    const value = rng.chance(0.35) ? hostileString(rng) : plausible(param.schema, rng, known);
    query.push(`${param.name}=${encodeLoosely(String(value))}`);
  }
  if (rng.chance(0.1))
    query.push(`${rng.pick(['extra', 'page', 'per_page', 'sort'])}=${encodeLoosely(hostileString(rng))}`);
  if (query.length) url += `?${query.join('&')}`;
  const options: InjectOptions = { method: op.method as InjectOptions['method'], url, remoteAddress: FUZZ_IP };
  if (op.method === 'GET' || op.method === 'HEAD') return options;

  const strategy = rng.int(0, 9);
  if (strategy <= 4) options.payload = plausible(op.body, rng, known) as object;
  else if (strategy <= 6) options.payload = mutate(plausible(op.body, rng, known), rng) as object;
  else if (strategy === 7) {
    options.headers = { 'content-type': 'application/json' };
    options.payload = rng.pick([
      '',
      '{}',
      '{',
      'null',
      '[]',
      '"x"',
      '{"a":1,}',
      JSON.stringify(nested(rng.int(60, 200))),
      JSON.stringify({ data: hostileValue(rng) }),
      '{"__proto__":{"admin":true}}',
    ]);
  } else if (strategy === 8) {
    options.headers = {
      'content-type': rng.pick([
        'text/plain',
        'application/x-www-form-urlencoded',
        'multipart/form-data; boundary=XXX',
        'application/xml',
        'application/json; charset=latin1',
      ]),
    };
    options.payload = rng.pick([
      'a=1&b=\u0000',
      '--XXX\r\nContent-Disposition: form-data; name="file"\r\n\r\nabc',
      '<x/>',
    ]);
  } else {
    options.payload = hostileValue(rng) as object;
  }
  return options;
}

async function send(options: InjectOptions, role: Role): Promise<LightMyRequestResponse | 'hang'> {
  const who = sessions.get(role);
  const headers = { ...(options.headers as Record<string, string>) };
  if (who) Object.assign(headers, { cookie: who.cookie, 'x-csrf-token': who.csrf });
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<'hang'>((resolve) => {
    timer = setTimeout(() => resolve('hang'), REQUEST_TIMEOUT_MS);
  });
  try {
    return await Promise.race([t.app.inject({ ...options, headers }), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** A role whose session died (revoked, expired by a fuzzed setting) logs in again; a lost account stays anonymous. */
async function keepAlive(role: Role, response: LightMyRequestResponse) {
  if (role === 'anonymous' || response.statusCode !== 401) return;
  try {
    sessions.set(role, await login(t.app, role));
  } catch {
    sessions.delete(role);
  }
}

it('answers hostile input on every operation and role without a 5xx or a hang', { timeout: 600_000 }, async () => {
  const rng = prng(SEED);
  const failures: Failure[] = [];
  const started = Date.now();
  let requests = 0;
  let stoppedEarly = false;
  console.info(
    `API fuzz: seed ${SEED} (FUZZ_SEED=${SEED} to replay), ${operations.length} operations × ${ROLES.length} roles`,
  );
  outer: for (let round = 0; round < ITERATIONS; round++) {
    for (const op of operations) {
      if (SKIPPED.has(`${op.method} ${op.path}`)) continue;
      for (const role of ROLES) {
        if (Date.now() - started > BUDGET_MS) {
          stoppedEarly = true;
          break outer;
        }
        const options = buildRequest(op, rng);
        const response = await send(options, role);
        requests++;
        const describe = `${options.method} ${String(options.url).slice(0, 200)} ${JSON.stringify(options.payload ?? '').slice(0, 300)}`;
        if (response === 'hang') {
          failures.push({ role, request: describe, status: 'hang', body: '' });
          continue;
        }
        if (response.statusCode >= 500) {
          failures.push({ role, request: describe, status: response.statusCode, body: response.body.slice(0, 300) });
        }
        if (response.statusCode < 300) harvestIds(response.body);
        await keepAlive(role, response);
      }
    }
  }
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.info(
    `API fuzz: ${requests} requests in ${seconds} s${stoppedEarly ? ' (time budget reached)' : ''}, ` +
      `${failures.length} failures, ${ids.size} ids harvested, roles still logged in: ${[...sessions.keys()].join(', ')}`,
  );
  for (const failure of failures.slice(0, 30))
    console.error(`[${failure.role}] ${failure.status} ${failure.request}\n  → ${failure.body}`);
  expect(
    failures.map((f) => `${f.status} ${f.request.slice(0, 120)}`),
    `seed ${SEED}`,
  ).toEqual([]);
});
