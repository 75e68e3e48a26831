// `npm run admin:create`: creates an administrator, from ADMIN_EMAIL/ADMIN_PASSWORD or by asking.
import { createInterface } from 'node:readline/promises';
import { Email, NewPassword } from '@portale/shared';
import { isCommonPassword } from '@/platform/auth/passwords';
import { loadConfig } from '@/platform/config';
import { openMigratedDatabase } from '@/platform/db/startup';
import { logSafeError } from '@/platform/http/log-safe-error';
import { createAdmin, seed } from '@/seed/seed';

async function ask(): Promise<{ email: string; password: string }> {
  const rl = createInterface({ input: process.stdin, output: process.stdout });
  try {
    const email = await rl.question('E-mail dell’amministratore: ');
    const password = await rl.question('Password (almeno 10 caratteri): ');
    return { email, password };
  } finally {
    rl.close();
  }
}

async function main() {
  const config = loadConfig();
  const input =
    process.env.ADMIN_EMAIL && process.env.ADMIN_PASSWORD
      ? { email: process.env.ADMIN_EMAIL, password: process.env.ADMIN_PASSWORD }
      : await ask();
  const email = Email.safeParse(input.email);
  const password = NewPassword.safeParse(input.password);
  if (!email.success) throw new Error(email.error.issues[0]?.message);
  if (!password.success) throw new Error(password.error.issues[0]?.message);
  if (isCommonPassword(password.data)) throw new Error('Questa password è tra le più comuni: scegline una più sicura.');

  const { database } = await openMigratedDatabase(config);
  try {
    await seed(database.db, {
      demo: false,
      sessionIdleMinutes: config.sessionIdleMinutes,
      sessionAbsoluteHours: config.sessionAbsoluteHours,
    });
    const { username } = await createAdmin(database.db, email.data, password.data);
    console.log(`Amministratore creato: ${email.data} (nome utente ${username}).`);
  } finally {
    await database.close();
  }
}

main().catch((error) => {
  const safe = logSafeError(error);
  console.error(safe instanceof Error ? safe.message : safe);
  process.exit(1);
});
