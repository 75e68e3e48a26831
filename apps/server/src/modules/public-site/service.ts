import {
  type ConsentRecordCreate,
  type ContactMessage,
  type ContactMessageCreate,
  type ContactMessageListQuery,
  type ContactMessageStatus,
  type Pagination,
  paginationOf,
} from '@portale/shared';
import { and, count, desc, eq, gt, min, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { audited } from '@/platform/audit/audited';
import type { Actor } from '@/platform/auth/actor';
import type { Db } from '@/platform/db/database';
import { found, tooManyRequests } from '@/platform/http/errors';
import { contactMessages, cookieConsents } from './tables';

type Status = z.infer<typeof ContactMessageStatus>;
/** The body after validation: optional fields defaulted, `privacy_consent` guaranteed true. */
type ValidContactMessage = z.output<typeof ContactMessageCreate>;

/** At most 5 contact messages per IP per hour against spam, counted in the database so every instance agrees. */
export const CONTACT_LIMIT = { max: 5, windowSeconds: 3600 } as const;

const MESSAGE_NOT_FOUND = 'Messaggio non trovato';

async function assertContactAllowed(db: Db, ip: string): Promise<void> {
  const [row] = await db
    .select({ sent: count(), oldest: min(contactMessages.created_at) })
    .from(contactMessages)
    .where(
      and(
        eq(contactMessages.ip, ip),
        gt(contactMessages.created_at, sql`now() - make_interval(secs => ${CONTACT_LIMIT.windowSeconds})`),
      ),
    );
  if ((row?.sent ?? 0) < CONTACT_LIMIT.max) return;
  // The window frees a slot when the oldest message in it turns one hour old.
  const oldest = row?.oldest ?? null;
  const seconds = oldest
    ? Math.max(1, Math.ceil((oldest.getTime() + CONTACT_LIMIT.windowSeconds * 1000 - Date.now()) / 1000))
    : CONTACT_LIMIT.windowSeconds;
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  throw tooManyRequests(seconds, `Hai inviato troppi messaggi. Riprova tra ${minutes} minuti.`);
}

/** Stores a message from the public contact form; the visitor is anonymous, so there is no actor. */
export async function createContactMessage(db: Db, input: ValidContactMessage, ip: string): Promise<{ id: string }> {
  await assertContactAllowed(db, ip);
  const [row] = await db
    .insert(contactMessages)
    .values({
      name: input.name,
      email: input.email,
      company: input.company,
      phone: input.phone,
      subject: input.subject,
      message: input.message,
      // The schema only accepts `privacy_consent: true`: this is when the visitor accepted the notice.
      privacy_accepted_at: sql`now()`,
      ip,
    })
    .returning({ id: contactMessages.id });
  return { id: row!.id };
}

function toContactMessage(row: typeof contactMessages.$inferSelect): ContactMessage {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    company: row.company,
    phone: row.phone,
    subject: row.subject,
    message: row.message,
    status: row.status as Status,
    created_at: row.created_at.toISOString(),
  };
}

export async function listContactMessages(
  db: Db,
  _actor: Actor,
  query: ContactMessageListQuery,
): Promise<{ items: ContactMessage[]; pagination: Pagination }> {
  const where = query.status ? eq(contactMessages.status, query.status) : undefined;
  const [total] = await db.select({ n: count() }).from(contactMessages).where(where);
  const rows = await db
    .select()
    .from(contactMessages)
    .where(where)
    .orderBy(desc(contactMessages.created_at), desc(contactMessages.id))
    .limit(query.per_page)
    .offset((query.page - 1) * query.per_page);
  return {
    items: rows.map(toContactMessage),
    pagination: paginationOf(query.page, query.per_page, total?.n ?? 0),
  };
}

export async function setContactMessageStatus(
  db: Db,
  actor: Actor,
  id: string,
  status: Status,
): Promise<ContactMessage> {
  const [row] = await db.select().from(contactMessages).where(eq(contactMessages.id, id));
  const current = found(row, MESSAGE_NOT_FOUND);
  const [updated] = await audited(
    db,
    actor,
    (tx) => tx.update(contactMessages).set({ status }).where(eq(contactMessages.id, id)).returning(),
    {
      action: 'contact_message.status_changed',
      targetType: 'contact_message',
      targetId: id,
      details: { from: current.status, to: status },
    },
  );
  return toContactMessage(updated!);
}

/** Anonymous proof of a cookie decision (Garante guidelines of 10 June 2021): no IP, no user. */
export async function recordConsent(db: Db, input: ConsentRecordCreate): Promise<{ id: string }> {
  const [row] = await db
    .insert(cookieConsents)
    .values({
      consent_id: input.consent_id,
      necessary: true,
      preferences: input.preferences,
      analytics: input.analytics,
      marketing: input.marketing,
      method: input.method,
      policy_version: input.policy_version,
      decided_at: new Date(input.decided_at),
    })
    .returning({ id: cookieConsents.id });
  return { id: row!.id };
}
