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
import { and, eq, isNull, sql } from 'drizzle-orm';
import { audit } from '@/platform/audit/audit';
import type { Actor } from '@/platform/auth/actor';
import { users } from '@/platform/auth/tables';
import { toUser } from '@/platform/auth/users';
import type { Db } from '@/platform/db/database';
import { AppError, notFound } from '@/platform/http/errors';
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

export interface RequestContext {
  ip: string;
}

async function updateUser(db: Db, userId: string, values: Partial<typeof users.$inferInsert>): Promise<User> {
  const [row] = await db
    .update(users)
    .set({ ...values, updated_at: sql`now()` })
    .where(eq(users.id, userId))
    .returning();
  if (!row) throw notFound(PROFILE_MESSAGES.userNotFound);
  return toUser(row);
}

/** Only the actor's own name: role, e-mail and username are changed by admins elsewhere. */
export async function updateOwnProfile(db: Db, actor: Actor, input: ProfileUpdate, ctx: RequestContext): Promise<User> {
  const user = await updateUser(db, actor.userId, { first_name: input.first_name, last_name: input.last_name });
  await audit(db, actor, {
    action: 'user.profile_updated',
    targetType: 'user',
    targetId: actor.userId,
    details: { from: actor.name, to: user.name },
    ip: ctx.ip,
  });
  return user;
}

/** The content type is taken from the bytes, never from the declared type or the file name. */
export function avatarTypeOf(data: Buffer): (typeof AVATAR_MIME_TYPES)[number] | null {
  const sniffed = sniffImageType(data);
  return sniffed && (AVATAR_MIME_TYPES as readonly string[]).includes(sniffed) ? sniffed : null;
}

/** Live avatar files of a user (normally at most one). */
async function liveAvatars(db: Db, userId: string) {
  return db
    .select({ id: files.id, storage_key: files.storage_key })
    .from(files)
    .where(and(eq(files.owner_user_id, userId), eq(files.purpose, AVATAR_PURPOSE), isNull(files.deleted_at)));
}

/** Soft-deletes the rows and removes the bytes: a replaced or removed avatar must not stay reachable. */
async function discardFiles(db: Db, storage: FileStorage, stale: { id: string; storage_key: string }[]) {
  for (const file of stale) {
    await db.update(files).set({ deleted_at: sql`now()`, updated_at: sql`now()` }).where(eq(files.id, file.id));
    await storage.delete(file.storage_key);
  }
}

export interface AvatarUpload {
  data: Buffer;
  /** Kept for the record only; it decides nothing. */
  originalName: string;
  mimeType: (typeof AVATAR_MIME_TYPES)[number];
}

export async function replaceAvatar(
  db: Db,
  storage: FileStorage,
  actor: Actor,
  upload: AvatarUpload,
  ctx: RequestContext,
): Promise<User> {
  const previous = await liveAvatars(db, actor.userId);
  const key = await storage.put(upload.data, IMAGE_EXTENSIONS[upload.mimeType] ?? 'bin');
  let user: User;
  try {
    user = await db.transaction(async (tx) => {
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
      return updateUser(tx, actor.userId, { avatar_url: `${FILE_URL_PREFIX}${file!.id}` });
    });
  } catch (error) {
    // The row never made it: do not leave orphaned bytes behind.
    await storage.delete(key).catch(() => undefined);
    throw error;
  }
  await discardFiles(db, storage, previous);
  await audit(db, actor, {
    action: 'user.avatar_updated',
    targetType: 'user',
    targetId: actor.userId,
    details: { size_bytes: upload.data.length, mime_type: upload.mimeType },
    ip: ctx.ip,
  });
  return user;
}

export async function removeAvatar(db: Db, storage: FileStorage, actor: Actor, ctx: RequestContext): Promise<User> {
  const previous = await liveAvatars(db, actor.userId);
  const user = await updateUser(db, actor.userId, { avatar_url: null });
  await discardFiles(db, storage, previous);
  await audit(db, actor, { action: 'user.avatar_removed', targetType: 'user', targetId: actor.userId, ip: ctx.ip });
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
  const [file] = await db
    .select()
    .from(files)
    .where(and(eq(files.id, id), isNull(files.deleted_at)));
  if (!file) throw notFound(PROFILE_MESSAGES.fileNotFound);
  if (file.purpose !== AVATAR_PURPOSE && file.owner_user_id !== actor.userId) {
    throw notFound(PROFILE_MESSAGES.fileNotFound);
  }
  const data = await storage.get(file.storage_key);
  if (!data) throw notFound(PROFILE_MESSAGES.fileNotFound);
  return { data, mimeType: file.mime_type };
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
    .onConflictDoUpdate({ target: userPreferences.user_id, set: { ...next, updated_at: sql`now()` } })
    .returning();
  return toPreferences(row);
}

/** A multipart request whose single file is over the avatar limit. */
export const avatarTooLarge = (message: string) => new AppError(413, 'PAYLOAD_TOO_LARGE', message);
