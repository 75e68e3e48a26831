import {
  AVATAR_MIME_TYPES,
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
import { AppError, found, notFound } from '@/platform/http/errors';
import { type FileStorage, IMAGE_EXTENSIONS, sniffImageType } from '@/platform/storage/storage';
import { files } from '@/platform/storage/tables';
import { userPreferences } from './tables';

export const PROFILE_MESSAGES = {
  fileNotFound: 'File non trovato',
  userNotFound: 'Utente non trovato',
  noFile: 'Nessun file ricevuto: scegli un’immagine da caricare.',
  profileUpdated: 'Profilo aggiornato',
  avatarUpdated: 'Immagine del profilo aggiornata',
  avatarRemoved: 'Immagine del profilo rimossa',
  preferencesUpdated: 'Preferenze salvate',
} as const;

const AVATAR_PURPOSE = 'avatar';
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

/** The content type is taken from the bytes, never from the declared type or the file name. */
export function avatarTypeOf(data: Buffer): (typeof AVATAR_MIME_TYPES)[number] | null {
  const sniffed = sniffImageType(data);
  return sniffed && (AVATAR_MIME_TYPES as readonly string[]).includes(sniffed) ? sniffed : null;
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

/** Removes the bytes of replaced or removed avatars once their rows are retired: they must not stay reachable. */
async function discardBytes(storage: FileStorage, keys: string[]): Promise<void> {
  for (const key of keys) await storage.delete(key);
}

export interface AvatarUpload {
  data: Buffer;
  /** Kept for the record only; it decides nothing. */
  originalName: string;
  mimeType: (typeof AVATAR_MIME_TYPES)[number];
}

export async function replaceAvatar(db: Db, storage: FileStorage, actor: Actor, upload: AvatarUpload): Promise<User> {
  const key = await storage.put(upload.data, IMAGE_EXTENSIONS[upload.mimeType] ?? 'bin');
  const { user, retired } = await audited(
    db,
    actor,
    async (tx) => {
      const [file] = await tx
        .insert(files)
        .values({
          owner_user_id: actor.userId,
          purpose: AVATAR_PURPOSE,
          original_name: upload.originalName.slice(0, 255) || 'avatar',
          mime_type: upload.mimeType,
          size_bytes: upload.data.length,
          storage_key: key,
        })
        .returning({ id: files.id });
      const retired = await retireAvatars(tx, actor.userId, file!.id);
      return { user: await updateUser(tx, actor.userId, { avatar_url: `${FILE_URL_PREFIX}${file!.id}` }), retired };
    },
    {
      action: 'user.avatar_updated',
      targetType: 'user',
      targetId: actor.userId,
      details: { size_bytes: upload.data.length, mime_type: upload.mimeType },
    },
  ).catch(async (error: unknown) => {
    // The row never made it: do not leave orphaned bytes behind.
    await storage.delete(key).catch(() => undefined);
    throw error;
  });
  await discardBytes(storage, retired);
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
  await discardBytes(storage, retired);
  return user;
}

export interface StoredFile {
  data: Buffer;
  mimeType: string;
}

/**
 * Avatars are shown next to names everywhere, so every logged-in colleague may read them; any other kind
 * of file stays private to its owner until its module brings its own access rule.
 */
export async function readFile(db: Db, storage: FileStorage, actor: Actor, id: string): Promise<StoredFile> {
  const [row] = await db
    .select()
    .from(files)
    .where(and(eq(files.id, id), isNull(files.deleted_at)));
  const file = found(row, PROFILE_MESSAGES.fileNotFound);
  if (file.purpose !== AVATAR_PURPOSE && file.owner_user_id !== actor.userId) {
    throw notFound(PROFILE_MESSAGES.fileNotFound);
  }
  return { data: found(await storage.get(file.storage_key), PROFILE_MESSAGES.fileNotFound), mimeType: file.mime_type };
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

/** A multipart request whose single file is over the avatar limit. */
export const avatarTooLarge = (message: string) => new AppError(413, 'PAYLOAD_TOO_LARGE', message);
