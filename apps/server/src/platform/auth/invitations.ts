import { type AdminUserCreate, type OneTimeLinkResult, ROLE_LABELS } from '@portale/shared';
import { eq } from 'drizzle-orm';
import { audit } from '@/platform/audit/audit';
import type { Db } from '@/platform/db/database';
import { notFound } from '@/platform/http/errors';
import type { Mailer } from '@/platform/mail/mailer';
import { getTenantConfig } from '@/platform/tenant/tenant-config';
import type { Actor } from './actor';
import { issueOneTimeToken, type OneTimePurpose } from './one-time-tokens';
import { hashPassword } from './passwords';
import { users } from './tables';
import { assertUniqueUser, toUser } from './users';

export interface LinkContext {
  /** e.g. https://portale.azienda.it — PUBLIC_URL, or the address the admin is using. */
  baseUrl: string;
  mailer: Mailer;
  ip: string;
}

const PAGE: Record<OneTimePurpose, string> = { activation: '/auth/activate', password_reset: '/auth/reset-password' };

async function sendLink(
  db: Db,
  user: typeof users.$inferSelect,
  purpose: OneTimePurpose,
  context: LinkContext,
): Promise<Omit<OneTimeLinkResult, 'user'>> {
  const { token, expiresAt } = await issueOneTimeToken(db, user.id, purpose);
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

/** Inserts an account in state pending with an unusable password (no link, no audit): for callers in a transaction. */
export async function insertPendingUser(db: Db, input: AdminUserCreate): Promise<typeof users.$inferSelect> {
  const [created] = await db
    .insert(users)
    .values({
      first_name: input.first_name,
      last_name: input.last_name,
      username: input.username,
      role: input.role,
      email: input.email.toLowerCase(),
      password_hash: await hashPassword(`unusable-${crypto.randomUUID()}-${crypto.randomUUID()}`),
      status: 'pending',
    })
    .returning();
  return created!;
}

/** Issues the activation link of a pending account and e-mails it (when SMTP works). */
export function sendActivationLink(
  db: Db,
  user: typeof users.$inferSelect,
  context: LinkContext,
): Promise<Omit<OneTimeLinkResult, 'user'>> {
  return sendLink(db, user, 'activation', context);
}

/**
 * Creates an account in state pending with an unusable password; the person activates it and chooses a
 * password through a one-time link, e-mailed when SMTP works, otherwise shown once to the admin.
 * Used by the admin users page and by the personnel module (issue 7), which adds the employee record.
 */
export async function createUser(
  db: Db,
  actor: Actor,
  input: AdminUserCreate,
  context: LinkContext,
): Promise<OneTimeLinkResult> {
  await assertUniqueUser(db, input.username, input.email);
  const created = await insertPendingUser(db, input);
  const link = await sendLink(db, created, 'activation', context);
  await audit(db, actor, {
    action: 'user.created',
    targetType: 'user',
    targetId: created.id,
    details: { username: input.username, role: input.role, email_sent: link.email_sent },
    ip: context.ip,
  });
  return { user: toUser(created), ...link };
}

export async function issuePasswordReset(
  db: Db,
  actor: Actor,
  userId: string,
  context: LinkContext,
): Promise<OneTimeLinkResult> {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user) throw notFound('Utente non trovato');
  const link = await sendLink(db, user, 'password_reset', context);
  await audit(db, actor, {
    action: 'user.password_reset_issued',
    targetType: 'user',
    targetId: userId,
    details: { username: user.username, email_sent: link.email_sent },
    ip: context.ip,
  });
  return { user: toUser(user), ...link };
}
