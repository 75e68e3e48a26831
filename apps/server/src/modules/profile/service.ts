import {
  DEFAULT_USER_PREFERENCES,
  NOTIFICATION_TYPES,
  type NotificationType,
  type ProfileUpdate,
  type ThemePreference,
  type User,
  type UserPreferences,
  type UserPreferencesUpdate,
} from '@portale/shared';
import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import { audited } from '@/platform/audit/audited';
import type { Actor } from '@/platform/auth/actor';
import { users } from '@/platform/auth/tables';
import { toUser } from '@/platform/auth/users';
import type { Db } from '@/platform/db/database';
import { found } from '@/platform/http/errors';
import { type ReceivedFile, recordFile, releaseBlobs } from '@/platform/storage/files';
import type { FileStorage } from '@/platform/storage/storage';
import { files } from '@/platform/storage/tables';
import { userPreferences } from './tables';

export const PROFILE_MESSAGES = {
  userNotFound: 'Utente non trovato',
  noFile: 'Nessun file ricevuto: scegli un’immagine da caricare.',
  profileUpdated: 'Profilo aggiornato',
  avatarUpdated: 'Immagine del profilo aggiornata',
  avatarRemoved: 'Immagine del profilo rimossa',
  preferencesUpdated: 'Preferenze salvate',
} as const;

export const AVATAR_PURPOSE = 'avatar';
const FILE_URL_PREFIX = '/api/files/';

async function updateUser(db: Db, userId: string, values: Partial<typeof users.$inferInsert>): Promise<User> {
  const [row] = await db.update(users).set(values).where(eq(users.id, userId)).returning();
  return toUser(found(row, PROFILE_MESSAGES.userNotFound));
}

/** Only the actor's own name: role, e-mail and username are changed by admins elsewhere. */
export async function updateOwnProfile(db: Db, actor: Actor, input: ProfileUpdate): Promise<User> {
  return audited(
    db,
    actor,
    (tx) => updateUser(tx, actor.userId, { first_name: input.first_name, last_name: input.last_name }),
    (user) => ({
      action: 'user.profile_updated',
      targetType: 'user',
      targetId: actor.userId,
      details: { from: actor.name, to: user.name },
    }),
  );
}

/** Soft-deletes the user's live avatar files but `keepId`, answering their storage keys. */
async function retireAvatars(tx: Db, userId: string, keepId: string | null): Promise<string[]> {
  const retired = await tx
    .update(files)
    .set({ deleted_at: sql`now()` })
    .where(
      and(
        eq(files.owner_user_id, userId),
        eq(files.purpose, AVATAR_PURPOSE),
        isNull(files.deleted_at),
        keepId ? ne(files.id, keepId) : undefined,
      ),
    )
    .returning({ storage_key: files.storage_key });
  return retired.map((file) => file.storage_key);
}

/**
 * The new avatar, already stored by `receiveUpload` (images only, recognised by their bytes). The replaced
 * avatars' rows are retired and their bytes deleted unless another file shares them: they must not stay reachable.
 */
export async function replaceAvatar(db: Db, storage: FileStorage, actor: Actor, upload: ReceivedFile): Promise<User> {
  const { user, retired } = await audited(
    db,
    actor,
    async (tx) => {
      const file = await recordFile(tx, storage, upload, { ownerUserId: actor.userId, purpose: AVATAR_PURPOSE });
      const retired = await retireAvatars(tx, actor.userId, file.id);
      return { user: await updateUser(tx, actor.userId, { avatar_url: `${FILE_URL_PREFIX}${file.id}` }), retired };
    },
    {
      action: 'user.avatar_updated',
      targetType: 'user',
      targetId: actor.userId,
      details: { size_bytes: upload.size, mime_type: upload.mime },
    },
  ).catch(async (error: unknown) => {
    // The row never made it: do not leave orphaned bytes behind.
    await releaseBlobs(db, storage, [upload.key]).catch(() => undefined);
    throw error;
  });
  await releaseBlobs(db, storage, retired);
  return user;
}

export async function removeAvatar(db: Db, storage: FileStorage, actor: Actor): Promise<User> {
  const { user, retired } = await audited(
    db,
    actor,
    async (tx) => {
      const retired = await retireAvatars(tx, actor.userId, null);
      return { user: await updateUser(tx, actor.userId, { avatar_url: null }), retired };
    },
    { action: 'user.avatar_removed', targetType: 'user', targetId: actor.userId },
  );
  await releaseBlobs(db, storage, retired);
  return user;
}

type PreferencesRow = typeof userPreferences.$inferSelect;

function toPreferences(row: PreferencesRow | undefined): UserPreferences {
  if (!row)
    return { ...DEFAULT_USER_PREFERENCES, notification_types: [...DEFAULT_USER_PREFERENCES.notification_types] };
  return {
    theme: row.theme as ThemePreference,
    notification_types: row.notification_types as NotificationType[],
    email_notifications: row.email_notifications,
  };
}

export async function getPreferences(db: Db, actor: Actor): Promise<UserPreferences> {
  const [row] = await db.select().from(userPreferences).where(eq(userPreferences.user_id, actor.userId));
  return toPreferences(row);
}

/** Partial update over the stored (or default) preferences, written as one upsert. */
export async function updatePreferences(db: Db, actor: Actor, input: UserPreferencesUpdate): Promise<UserPreferences> {
  const current = await getPreferences(db, actor);
  const next: UserPreferences = {
    theme: input.theme ?? current.theme,
    // Stored once each, in the catalogue order, whatever order the client sent.
    notification_types: input.notification_types
      ? NOTIFICATION_TYPES.filter((type) => input.notification_types?.includes(type))
      : current.notification_types,
    email_notifications: input.email_notifications ?? current.email_notifications,
  };
  const [row] = await db
    .insert(userPreferences)
    .values({ user_id: actor.userId, ...next })
    .onConflictDoUpdate({ target: userPreferences.user_id, set: next })
    .returning();
  return toPreferences(row);
}
