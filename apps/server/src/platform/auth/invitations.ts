import { type AdminUserCreate, type OneTimeLinkResult, ROLE_LABELS } from '@portale/shared';
import { eq } from 'drizzle-orm';
import { audited } from '@/platform/audit/audited';
import type { Db } from '@/platform/db/database';
import { found } from '@/platform/http/errors';
import type { Mailer } from '@/platform/mail/mailer';
import { getTenantConfig } from '@/platform/tenant/tenant-config';
import type { Actor } from './actor';
import { newOneTimeToken, type OneTimePurpose, type OneTimeToken, storeOneTimeToken } from './one-time-tokens';
import { hashPassword } from './passwords';
import { users } from './tables';
import { assertUniqueUser, toUser } from './users';

export interface LinkContext {
  /** e.g. https://portale.azienda.it — PUBLIC_URL, or the address the admin is using. */
  baseUrl: string;
  mailer: Mailer;
}

const PAGE: Record<OneTimePurpose, string> = { activation: '/auth/activate', password_reset: '/auth/reset-password' };

type UserRow = typeof users.$inferSelect;
type LinkResult = Omit<OneTimeLinkResult, 'user'>;

/**
 * E-mails a link token (when SMTP works) and answers what the admin hands over otherwise. It runs before the
 * transaction that stores the token, so no transaction waits on the mail server; should that transaction fail,
 * the mailed link is simply invalid.
 */
async function deliverLink(
  db: Db,
  user: Pick<UserRow, 'first_name' | 'username' | 'role' | 'email'>,
  purpose: OneTimePurpose,
  { token, expiresAt }: OneTimeToken,
  context: LinkContext,
): Promise<LinkResult> {
  const link = `${context.baseUrl}${PAGE[purpose]}?token=${token}`;
  const company = (await getTenantConfig(db)).company.name;
  const expires = expiresAt.toLocaleString('it-IT', { timeZone: 'Europe/Rome', dateStyle: 'long', timeStyle: 'short' });
  const text =
    purpose === 'activation'
      ? `Ciao ${user.first_name},\n\nè stato creato il tuo account sul portale di ${company} (nome utente: ${user.username}, ruolo: ${ROLE_LABELS[user.role as keyof typeof ROLE_LABELS]}).\nPer attivarlo e scegliere la password apri questo link entro il ${expires}:\n\n${link}\n`
      : `Ciao ${user.first_name},\n\nun amministratore ha avviato il ripristino della tua password sul portale di ${company}.\nPer sceglierne una nuova apri questo link entro il ${expires}:\n\n${link}\n\nSe non te lo aspettavi, avvisa il tuo amministratore.`;
  let emailSent = false;
  if (context.mailer.enabled) {
    try {
      await context.mailer.send({
        to: user.email,
        subject: purpose === 'activation' ? `Attiva il tuo account ${company}` : `Ripristino password ${company}`,
        text,
      });
      emailSent = true;
    } catch {
      // Fall through: the admin gets the link to hand over instead.
    }
  }
  return { link: emailSent ? null : link, email_sent: emailSent, expires_at: expiresAt.toISOString() };
}

/** The row of an account in state pending with an unusable password, its id chosen here. */
async function pendingUser(input: AdminUserCreate): Promise<typeof users.$inferInsert & { id: string }> {
  return {
    id: crypto.randomUUID(),
    first_name: input.first_name,
    last_name: input.last_name,
    username: input.username,
    role: input.role,
    email: input.email.toLowerCase(),
    password_hash: await hashPassword(`unusable-${crypto.randomUUID()}-${crypto.randomUUID()}`),
    status: 'pending',
  };
}

/** Inserts an account in state pending with an unusable password (no link, no audit): for callers in a transaction. */
export async function insertPendingUser(db: Db, input: AdminUserCreate): Promise<UserRow> {
  const [created] = await db
    .insert(users)
    .values(await pendingUser(input))
    .returning();
  return created!;
}

/** Issues the activation link of a pending account and e-mails it (when SMTP works). */
export async function sendActivationLink(db: Db, user: UserRow, context: LinkContext): Promise<LinkResult> {
  const token = newOneTimeToken('activation');
  const link = await deliverLink(db, user, 'activation', token, context);
  await storeOneTimeToken(db, user.id, 'activation', token);
  return link;
}

/**
 * Creates an account in state pending with an unusable password; the person activates it and chooses a
 * password through a one-time link, e-mailed when SMTP works, otherwise shown once to the admin. Used by the
 * admin users page and by the personnel module, which adds the employee record. The account, its link and the
 * audit row are written in one transaction.
 */
export async function createUser(
  db: Db,
  actor: Actor,
  input: AdminUserCreate,
  context: LinkContext,
): Promise<OneTimeLinkResult> {
  await assertUniqueUser(db, input.username, input.email);
  const values = await pendingUser(input);
  const token = newOneTimeToken('activation');
  const link = await deliverLink(db, values, 'activation', token, context);
  const created = await audited(
    db,
    actor,
    async (tx) => {
      const [row] = await tx.insert(users).values(values).returning();
      await storeOneTimeToken(tx, values.id, 'activation', token);
      return row!;
    },
    {
      action: 'user.created',
      targetType: 'user',
      targetId: values.id,
      details: { username: input.username, role: input.role, email_sent: link.email_sent },
    },
  );
  return { user: toUser(created), ...link };
}

export async function issuePasswordReset(
  db: Db,
  actor: Actor,
  userId: string,
  context: LinkContext,
): Promise<OneTimeLinkResult> {
  const [row] = await db.select().from(users).where(eq(users.id, userId));
  const user = found(row, 'Utente non trovato');
  const token = newOneTimeToken('password_reset');
  const link = await deliverLink(db, user, 'password_reset', token, context);
  await audited(db, actor, (tx) => storeOneTimeToken(tx, userId, 'password_reset', token), {
    action: 'user.password_reset_issued',
    targetType: 'user',
    targetId: userId,
    details: { username: user.username, email_sent: link.email_sent },
  });
  return { user: toUser(user), ...link };
}
