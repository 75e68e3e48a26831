import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from '@/platform/db/database';
import { DataDirLockedError } from '@/platform/db/lock';
import { migrate } from '@/platform/db/migrate';
import { MIGRATIONS_DIR } from '@/platform/db/migrations-dir';

const dirs: string[] = [];
const freshDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'portale-embedded-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))('embedded database', () => {
  it('refuses a second opener of the same data directory with a clear message', async () => {
    const dir = freshDir();
    const first = await openDatabase({ databaseUrl: null, dataDir: dir });
    try {
      await expect(openDatabase({ databaseUrl: null, dataDir: dir })).rejects.toThrow(DataDirLockedError);
      await expect(openDatabase({ databaseUrl: null, dataDir: dir })).rejects.toThrow(/è già in uso dal processo/);
    } finally {
      await first.close();
    }
    // Once closed, the directory can be opened again, and migrations are not applied twice.
    const again = await openDatabase({ databaseUrl: null, dataDir: dir });
    await migrate(again, MIGRATIONS_DIR);
    expect(await migrate(again, MIGRATIONS_DIR)).toEqual([]);
    await again.close();
  });

  it('opens cleanly after the writing process is killed with SIGKILL', async () => {
    const dir = freshDir();
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', join(import.meta.dirname, 'fixtures/embedded-writer.ts'), dir],
      // tsx reads the server's tsconfig for the `@/` alias.
      {
        stdio: ['ignore', 'pipe', 'pipe'],
        env: { ...process.env, TSX_TSCONFIG_PATH: join(import.meta.dirname, '../tsconfig.json') },
      },
    );
    let stderr = '';
    child.stderr.on('data', (chunk) => {
      stderr += chunk;
    });
    await new Promise<void>((resolve, reject) => {
      child.stdout.on('data', (chunk: Buffer) => {
        if (chunk.toString().includes('writing')) resolve();
      });
      child.on('exit', (code) => reject(new Error(`writer exited early (${code}): ${stderr}`)));
    });
    await new Promise((resolve) => setTimeout(resolve, 300)); // let it be mid-write
    const exited = new Promise((resolve) => child.on('exit', resolve));
    child.kill('SIGKILL');
    await exited;

    // The stale lock of the dead process is taken over, and the database opens and accepts writes.
    const database = await openDatabase({ databaseUrl: null, dataDir: dir });
    try {
      const [row] = await database.query<{ n: number }>(
        "select count(*)::int as n from audit_log where action = 'crash.test'",
      );
      expect(row!.n).toBeGreaterThan(50);
      await database.query("insert into audit_log (action) values ('after.crash')");
      expect(await migrate(database, MIGRATIONS_DIR)).toEqual([]);
    } finally {
      await database.close();
    }
  }, 60_000);
});
