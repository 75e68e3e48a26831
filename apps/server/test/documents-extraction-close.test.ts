import { afterAll, describe, expect, it } from 'vitest';
import { extractionQueue } from '@/modules/documents/extraction';
import { textBytes, uploaded } from './documents-setup';
import { createTestApp, loginDemoStaff, type TestApp } from './helpers';

// The text extraction runs in a child process that stops after an idle while; closing the server must stop it at
// once, or a restart in tests (or a graceful shutdown) leaves an orphan parser holding memory.

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

let t: TestApp | null = null;
afterAll(async () => {
  await t?.close();
});

describe('closing the app', () => {
  it('stops the extraction worker it started', async () => {
    t = await createTestApp();
    const { employee } = await loginDemoStaff(t);
    await uploaded(t.app, employee, { title: 'Verbale' }, { name: 'verbale.txt', data: textBytes('verbale riunione') });
    await t.app.scheduler.runNow('documents-extraction');
    const pid = extractionQueue(t.app).extractor.workerPid;
    // The worker outlives its job (it waits for the next one until its idle time runs out).
    expect(pid).toBeTypeOf('number');
    expect(alive(pid!)).toBe(true);

    const app = t;
    t = null;
    await app.close();
    expect(alive(pid!)).toBe(false);
    expect(extractionQueue(app.app).extractor.workerPid).toBeUndefined();
  }, 60_000);
});
