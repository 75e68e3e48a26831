import { and, eq } from 'drizzle-orm';
import type { Actor } from '@/platform/auth/actor';
import type { Db } from '@/platform/db/database';
import { drafts } from './tables';

/**
 * Removes the actor's draft of a form, for a module service that has just saved the real thing: called with its
 * transaction, the draft goes exactly when the form's content lands.
 */
export async function discardDraftOf(db: Db, actor: Actor, draftKey: string): Promise<void> {
  await db.delete(drafts).where(and(eq(drafts.user_id, actor.userId), eq(drafts.draft_key, draftKey)));
}
