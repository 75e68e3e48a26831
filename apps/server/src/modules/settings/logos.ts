import type { TenantConfig } from '@portale/shared';
import { and, desc, eq, isNull, ne, sql } from 'drizzle-orm';
import { audited } from '@/platform/audit/audited';
import type { Actor } from '@/platform/auth/actor';
import type { Db } from '@/platform/db/database';
import { found } from '@/platform/http/errors';
import { type FileRow, type ReceivedFile, recordFile, releaseBlobs } from '@/platform/storage/files';
import type { FileStorage } from '@/platform/storage/storage';
import { files } from '@/platform/storage/tables';
import { forgetTenantConfig, getTenantConfig, saveTenantConfig } from '@/platform/tenant/tenant-config';

export const LOGO_NOT_FOUND = 'Logo non presente';

export type LogoVariantKey = 'primary' | 'transparent';

const purposeOf = (variant: LogoVariantKey) => `logo_${variant}`;
const fieldOf = (variant: LogoVariantKey) => (variant === 'primary' ? 'logo_primary_url' : 'logo_transparent_url');

/**
 * Records a new logo, already stored by `receiveUpload`: raster images only, recognised by their bytes (an SVG
 * served from our own origin could carry script). The public URL carries the file id so browsers fetch a new logo
 * at once.
 */
export async function uploadLogo(
  db: Db,
  storage: FileStorage,
  actor: Actor,
  variant: LogoVariantKey,
  upload: ReceivedFile,
): Promise<TenantConfig> {
  const config = await getTenantConfig(db);
  const { updated, retired } = await audited(
    db,
    actor,
    async (tx) => {
      const file = await recordFile(tx, storage, upload, { ownerUserId: actor.userId, purpose: purposeOf(variant) });
      const retired = await retireOlderLogos(tx, variant, file.id);
      const updated = {
        ...config,
        company: { ...config.company, [fieldOf(variant)]: `/api/config/logo/${variant}?v=${file.id}` },
      };
      await saveTenantConfig(tx, updated);
      return { updated, retired };
    },
    { action: 'config.logo_uploaded', targetType: 'tenant_config', details: { variant, bytes: upload.size } },
  ).catch(async (error: unknown) => {
    await releaseBlobs(db, storage, [upload.key]).catch(() => undefined);
    throw error;
  });
  await afterLogoChange(db, storage, retired);
  return updated;
}

/** Marks the variant's other logos deleted and answers their storage keys, removed once the change commits. */
async function retireOlderLogos(tx: Db, variant: LogoVariantKey, keepId: string | null): Promise<string[]> {
  const older = await tx
    .update(files)
    .set({ deleted_at: sql`now()` })
    .where(
      and(eq(files.purpose, purposeOf(variant)), isNull(files.deleted_at), keepId ? ne(files.id, keepId) : undefined),
    )
    .returning({ storage_key: files.storage_key });
  return older.map((file) => file.storage_key);
}

async function afterLogoChange(db: Db, storage: FileStorage, retired: string[]): Promise<void> {
  forgetTenantConfig(db);
  await releaseBlobs(db, storage, retired);
}

export async function removeLogo(
  db: Db,
  storage: FileStorage,
  actor: Actor,
  variant: LogoVariantKey,
): Promise<TenantConfig> {
  const config = await getTenantConfig(db);
  const updated = { ...config, company: { ...config.company, [fieldOf(variant)]: null } };
  const retired = await audited(
    db,
    actor,
    async (tx) => {
      const retired = await retireOlderLogos(tx, variant, null);
      await saveTenantConfig(tx, updated);
      return retired;
    },
    { action: 'config.logo_removed', targetType: 'tenant_config', details: { variant } },
  );
  await afterLogoChange(db, storage, retired);
  return updated;
}

/** The current logo's file; public, because the public site and the login page show it. */
export async function currentLogo(db: Db, variant: LogoVariantKey): Promise<FileRow> {
  const [file] = await db
    .select()
    .from(files)
    .where(and(eq(files.purpose, purposeOf(variant)), isNull(files.deleted_at)))
    .orderBy(desc(files.created_at))
    .limit(1);
  return found(file, LOGO_NOT_FOUND);
}
