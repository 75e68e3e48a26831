// The load generator's own process (see bench/load.ts): reads the spec from the file named on the command line,
// runs the load and prints a LoadReport as JSON on stdout.

import { readFileSync } from 'node:fs';
import http from 'node:http';
import type { LatencySummary, LoadAction, LoadReport, LoadSpec, LoadUser, LoadVar } from './load';

type WorkerReport = Omit<LoadReport, 'serverCpuMs' | 'databaseCpuMs'>;

const spec = JSON.parse(readFileSync(process.argv[2]!, 'utf8')) as LoadSpec;
const base = new URL(spec.base);
const agent = new http.Agent({ keepAlive: true, maxSockets: spec.connections });
const totalWeight = spec.actions.reduce((sum, a) => sum + a.weight, 0);

const times = new Map<string, number[]>(spec.actions.map((a) => [a.name, []]));
const errors: Record<string, Record<string, number>> = {};
const samples: Record<string, string> = {};
let recording = false;
let completed = 0;
/** Answers that arrived during the measurement window: the throughput, in either model. */
let answeredInWindow = 0;
let running = true;

function pick<T>(values: T[]): T {
  return values[Math.floor(Math.random() * values.length)]!;
}

/** Fills `{name}` placeholders; `chosen` keeps one value per name across the path and body of one request. */
function fill(template: string, user: LoadUser, chosen: Map<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (_, name: string) => {
    const known = chosen.get(name);
    if (known !== undefined) return known;
    const value: LoadVar | undefined = user.vars?.[name] ?? spec.vars?.[name];
    if (value === undefined) throw new Error(`variabile mancante: ${name}`);
    const picked = typeof value === 'string' ? value : pick(value);
    chosen.set(name, picked);
    return picked;
  });
}

function choose(): LoadAction {
  let r = Math.random() * totalWeight;
  for (const action of spec.actions) {
    r -= action.weight;
    if (r < 0) return action;
  }
  return spec.actions.at(-1)!;
}

/** The status, and the start of the body when the status is not a 2xx (for the report's samples). */
function send(action: LoadAction, user: LoadUser): Promise<{ status: number; body: string }> {
  const chosen = new Map<string, string>();
  const path = fill(action.path, user, chosen);
  const body = action.body === undefined ? undefined : fill(action.body, user, chosen);
  const headers: Record<string, string> = { cookie: user.cookie };
  if (action.method !== 'GET') headers['x-csrf-token'] = user.csrf;
  if (body !== undefined) {
    headers['content-type'] = 'application/json';
    headers['content-length'] = String(Buffer.byteLength(body));
  }
  return new Promise((resolve, reject) => {
    const request = http.request(
      { host: base.hostname, port: base.port, method: action.method, path, headers, agent },
      (response) => {
        const status = response.statusCode ?? 0;
        let text = '';
        if (status >= 200 && status < 300) response.resume();
        else response.on('data', (chunk: Buffer) => (text += chunk.toString()));
        response.on('end', () => resolve({ status, body: text.slice(0, 300) }));
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

async function connection(user: LoadUser): Promise<void> {
  while (running) {
    const action = choose();
    const started = performance.now();
    const { status, body } = await send(action, user).catch((e: Error) => ({ status: 0, body: e.message }));
    completed++;
    if (recording) {
      answeredInWindow++;
      record(action, status, body, performance.now() - started);
    }
  }
}

function summary(values: number[]): LatencySummary {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (p: number) => sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
  return { count: sorted.length, p50: at(50), p95: at(95), p99: at(99) };
}

/** Records one answer to a request sent during the measurement window. */
function record(action: LoadAction, status: number, body: string, ms: number): void {
  times.get(action.name)!.push(ms);
  const expected = action.expect ? action.expect.includes(status) : status >= 200 && status < 300;
  if (!expected) {
    samples[action.name] ??= `${status} ${body}`;
    errors[action.name] ??= {};
    errors[action.name]![status] = (errors[action.name]![status] ?? 0) + 1;
  }
}

const inFlight = new Set<Promise<void>>();

/**
 * The open model (`spec.rate`): requests arrive at random (exponential gaps) at `rate` per second whatever the
 * answers take, each from one of the users, as people clicking in their own time do. A request's time counts from
 * when it was due, so a server that falls behind sees its queue in the figures (no coordinated omission).
 */
async function arrivals(rate: number): Promise<void> {
  let due = performance.now();
  while (running) {
    const now = performance.now();
    while (due <= now) {
      const scheduled = due;
      const action = choose();
      const user = pick(spec.users);
      const counted = recording;
      const request = send(action, user)
        .catch((e: Error) => ({ status: 0, body: e.message }))
        .then(({ status, body }) => {
          completed++;
          if (recording) answeredInWindow++;
          if (counted) record(action, status, body, performance.now() - scheduled);
        });
      inFlight.add(request);
      void request.finally(() => inFlight.delete(request));
      due += -Math.log(1 - Math.random()) * (1000 / rate);
    }
    await sleep(Math.max(0, Math.min(5, due - performance.now())));
  }
  await Promise.all(inFlight);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const loops =
  spec.rate === undefined
    ? Array.from({ length: spec.connections }, (_, i) => connection(spec.users[i % spec.users.length]!))
    : [arrivals(spec.rate)];
await sleep(spec.warmupSeconds * 1000);
recording = true;
const started = performance.now();
await sleep(spec.seconds * 1000);
recording = false;
const elapsed = (performance.now() - started) / 1000;
running = false;
await Promise.all(loops);
agent.destroy();

const all = [...times.values()].flat();
const report: WorkerReport = {
  ...summary(all),
  rps: answeredInWindow / elapsed,
  completed,
  errors,
  samples,
  actions: Object.fromEntries([...times].map(([name, values]) => [name, summary(values)])),
};
process.stdout.write(JSON.stringify(report));
