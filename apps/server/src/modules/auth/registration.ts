import type { RegisterBody } from '@portale/shared';
import { and, count, eq, gt, inArray, min, or, sql } from 'drizzle-orm';
import { audit } from '@/platform/audit/audit';
import { audited } from '@/platform/audit/audited';
import { auditLog } from '@/platform/audit/tables';
import { hashPassword, isCommonPassword } from '@/platform/auth/passwords';
import { users } from '@/platform/auth/tables';
import type { Db } from '@/platform/db/database';
import { uniqueViolation } from '@/platform/db/unique-violation';
import { badRequest, forbidden, tooManyRequests } from '@/platform/http/errors';
import type { Mailer } from '@/platform/mail/mailer';
import { getTenantConfig } from '@/platform/tenant/tenant-config';

/**
 * Registrations per IP address per hour are limited like the contact form (5 by default, REGISTRATION_LIMIT_PER_HOUR),
 * counted in the audit log so every instance agrees.
 */
const WINDOW_SECONDS = 3600;

const REGISTER_ACTIONS = ['auth.register', 'auth.register_existing'];

export const REGISTRATION_MESSAGES = {
  disabled: 'La registrazione di nuovi account è disabilitata.',
  commonPassword: 'Questa password è tra le più comuni: scegline una più sicura.',
  /** The same answer whether or not the account existed (docs/security.md, "Registration"). */
  received: 'Richiesta di registrazione ricevuta: controlla la tua e-mail.',
  tooMany: (minutes: number) => `Troppe registrazioni da questa rete. Riprova tra ${minutes} minuti.`,
} as const;

async function assertRegistrationAllowed(db: Db, ip: string, max: number): Promise<void> {
  const [row] = await db
    .select({ sent: count(), oldest: min(auditLog.created_at) })
    .from(auditLog)
    .where(
      and(
        inArray(auditLog.action, REGISTER_ACTIONS),
        eq(auditLog.ip, ip),
        gt(auditLog.created_at, sql`now() - make_interval(secs => ${WINDOW_SECONDS})`),
      ),
    );
  if ((row?.sent ?? 0) < max) return;
  const oldest = row?.oldest ?? null;
  const seconds = oldest
    ? Math.max(1, Math.ceil((oldest.getTime() + WINDOW_SECONDS * 1000 - Date.now()) / 1000))
    : WINDOW_SECONDS;
  throw tooManyRequests(seconds, REGISTRATION_MESSAGES.tooMany(Math.max(1, Math.ceil(seconds / 60))));
}

async function sendQuietly(mailer: Mailer, to: string, subject: string, text: string) {
  if (!mailer.enabled) return;
  try {
    await mailer.send({ to, subject, text });
  } catch {
    // The answer must not depend on the mail server: it would tell apart new and existing accounts.
  }
}

/**
 * A self-registration (spec: pending until an administrator activates it). It answers the same whether the
 * username or the e-mail already belongs to an account, so it cannot be used to find accounts; the address
 * learns the truth by e-mail instead.
 */
export async function register(
  db: Db,
  mailer: Mailer,
  input: RegisterBody,
  context: { ip: string; limitPerHour: number },
): Promise<{ status: 'pending' }> {
  const { ip } = context;
  const { security, company } = await getTenantConfig(db);
  if (!security.registration_enabled) throw forbidden(REGISTRATION_MESSAGES.disabled);
  await assertRegistrationAllowed(db, ip, context.limitPerHour);
  if (isCommonPassword(input.password)) {
    throw badRequest(REGISTRATION_MESSAGES.commonPassword, { password: [REGISTRATION_MESSAGES.commonPassword] });
  }
  const email = input.email.toLowerCase();
  // Hashed on both paths, so the time taken does not tell them apart either.
  const passwordHash = await hashPassword(input.password);
  const taken = await db
    .select({ username: users.username, email: users.email })
    .from(users)
    .where(or(eq(sql`lower(${users.username})`, input.username.toLowerCase()), eq(sql`lower(${users.email})`, email)));

  // The account and its audit row land together; a concurrent twin's unique violation answers like a taken name.
  const createdId =
    taken.length > 0
      ? null
      : await audited(
          db,
          null,
          async (tx) => {
            const [created] = await tx
              .insert(users)
              .values({
                username: input.username,
                email,
                first_name: input.first_name,
                last_name: input.last_name,
                password_hash: passwordHash,
                role: 'employee',
                status: 'pending',
              })
              .returning({ id: users.id });
            return created!.id;
          },
          (id) => ({
            action: 'auth.register',
            targetType: 'user',
            targetId: id,
            details: { username: input.username, email: input.email },
            ip,
          }),
        ).catch((error: unknown) => {
          if (!uniqueViolation(error)) throw error;
          return null;
        });

  if (createdId) {
    await sendQuietly(
      mailer,
      email,
      `Registrazione ricevuta – ${company.name}`,
      `Ciao ${input.first_name},\n\nabbiamo ricevuto la tua registrazione al portale di ${company.name} con il nome utente «${input.username}».\nUn amministratore attiverà il tuo account: riceverai l'accesso appena sarà approvato.\n`,
    );
  } else {
    const emailTaken = taken.some((row) => row.email.toLowerCase() === email);
    // No account changes: the attempt is recorded on its own, and counts towards the limit above.
    await audit(db, null, {
      action: 'auth.register_existing',
      targetType: 'user',
      details: { username: input.username, email: input.email, email_taken: emailTaken },
      ip,
    });
    await sendQuietly(
      mailer,
      email,
      `Registrazione al portale di ${company.name}`,
      emailTaken
        ? `Ciao,\n\nqualcuno ha chiesto di registrarsi al portale di ${company.name} con questo indirizzo, ma esiste già un account collegato.\nSe sei stato tu, accedi con il tuo nome utente; se non ricordi la password, chiedi un ripristino a un amministratore.\nSe non sei stato tu, puoi ignorare questo messaggio.\n`
        : `Ciao ${input.first_name},\n\nil nome utente «${input.username}» che hai scelto per il portale di ${company.name} non è disponibile.\nRipeti la registrazione con un altro nome utente.\n`,
    );
  }
  return { status: 'pending' };
}
