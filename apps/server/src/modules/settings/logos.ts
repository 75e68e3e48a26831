import { LOGO_MAX_BYTES, LOGO_MESSAGES, type TenantConfig } from '@portale/shared';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { audit } from '@/platform/audit/audit';
import type { Actor } from '@/platform/auth/actor';
import type { Db } from '@/platform/db/database';
import { AppError, badRequest, notFound } from '@/platform/http/errors';
import { type FileStorage, IMAGE_EXTENSIONS, sniffImageType } from '@/platform/storage/storage';
import { files } from '@/platform/storage/tables';
import { getTenantConfig, saveTenantConfig } from '@/platform/tenant/tenant-config';

export type LogoVariantKey = 'primary' | 'transparent';

const purposeOf = (variant: LogoVariantKey) => `logo_${variant}`;
const fieldOf = (variant: LogoVariantKey) => (variant === 'primary' ? 'logo_primary_url' : 'logo_transparent_url');

/**
 * Stores a new logo. Raster images only, recognised by their bytes: an SVG served from our own origin could
 * carry script. The public URL carries the file id so browsers fetch a new logo at once.
 */
export async function uploadLogo(
  db: Db,
  storage: FileStorage,
  actor: Actor,
  variant: LogoVariantKey,
  upload: { data: Buffer; filename: string; truncated: boolean },
  ip: string,
): Promise<TenantConfig> {
  if (upload.truncated || upload.data.length > LOGO_MAX_BYTES)
    throw new AppError(413, 'PAYLOAD_TOO_LARGE', LOGO_MESSAGES.tooLarge);
  const type = sniffImageType(upload.data);
  if (!type) throw badRequest(LOGO_MESSAGES.notImage, { file: [LOGO_MESSAGES.notImage] });
  const key = await storage.put(upload.data, IMAGE_EXTENSIONS[type]!);
  const [file] = await db
    .insert(files)
    .values({
      owner_user_id: actor.userId,
      purpose: purposeOf(variant),
      original_name: upload.filename.slice(0, 200),
      mime_type: type,
      size_bytes: upload.data.length,
      storage_key: key,
    })
    .returning({ id: files.id });
  await retireOlderLogos(db, storage, variant, file!.id);
  const config = await getTenantConfig(db);
  const updated = {
    ...config,
    company: { ...config.company, [fieldOf(variant)]: `/api/config/logo/${variant}?v=${file!.id}` },
  };
  await saveTenantConfig(db, updated);
  await audit(db, actor, {
    action: 'config.logo_uploaded',
    targetType: 'tenant_config',
    details: { variant, bytes: upload.data.length },
    ip,
  });
  return updated;
}

async function retireOlderLogos(db: Db, storage: FileStorage, variant: LogoVariantKey, keepId: string | null) {
  const older = await db
    .select()
    .from(files)
    .where(and(eq(files.purpose, purposeOf(variant)), isNull(files.deleted_at)));
  for (const file of older.filter((f) => f.id !== keepId)) {
    await storage.delete(file.storage_key);
    await db.update(files).set({ deleted_at: sql`now()`, updated_at: sql`now()` }).where(eq(files.id, file.id));
  }
}

export async function removeLogo(
  db: Db,
  storage: FileStorage,
  actor: Actor,
  variant: LogoVariantKey,
  ip: string,
): Promise<TenantConfig> {
  await retireOlderLogos(db, storage, variant, null);
  const config = await getTenantConfig(db);
  const updated = { ...config, company: { ...config.company, [fieldOf(variant)]: null } };
  await saveTenantConfig(db, updated);
  await audit(db, actor, { action: 'config.logo_removed', targetType: 'tenant_config', details: { variant }, ip });
  return updated;
}

/** The current logo's bytes; public, because the public site and the login page show it. */
export async function readLogo(db: Db, storage: FileStorage, variant: LogoVariantKey) {
  const [file] = await db
    .select()
    .from(files)
    .where(and(eq(files.purpose, purposeOf(variant)), isNull(files.deleted_at)))
    .orderBy(desc(files.created_at))
    .limit(1);
  const data = file ? await storage.get(file.storage_key) : null;
  if (!file || !data) throw notFound('Logo non presente');
  return { data, mimeType: file.mime_type };
}
