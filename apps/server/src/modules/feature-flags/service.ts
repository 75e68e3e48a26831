import type { FeatureFlag, FeatureFlagCreate, FeatureFlagUpdate, FlagCategory } from '@portale/shared';
import { asc, eq, sql } from 'drizzle-orm';
import { audited, changes } from '@/platform/audit/audited';
import type { Actor } from '@/platform/auth/actor';
import { users } from '@/platform/auth/tables';
import type { Db } from '@/platform/db/database';
import { featureFlags } from '@/platform/flags/tables';
import { conflict, found } from '@/platform/http/errors';

const FLAG_NOT_FOUND = 'Feature flag non trovato';

const flagColumns = {
  id: featureFlags.id,
  feature_key: featureFlags.feature_key,
  display_name: featureFlags.display_name,
  description: featureFlags.description,
  is_enabled: featureFlags.is_enabled,
  category: featureFlags.category,
  updated_at: featureFlags.updated_at,
  updated_by_name: sql<
    string | null
  >`case when ${users.id} is null then null else ${users.first_name} || ' ' || ${users.last_name} end`,
};

type FlagRow = { [K in keyof typeof flagColumns]: unknown } & { updated_at: Date; category: string };

function toFlag(row: FlagRow): FeatureFlag {
  return {
    ...(row as unknown as FeatureFlag),
    category: row.category as FlagCategory,
    updated_at: row.updated_at.toISOString(),
  };
}

function selectFlags(db: Db) {
  return db.select(flagColumns).from(featureFlags).leftJoin(users, eq(users.id, featureFlags.updated_by));
}

export async function listFlags(db: Db, _actor: Actor): Promise<FeatureFlag[]> {
  const rows = await selectFlags(db).orderBy(asc(featureFlags.category), asc(featureFlags.feature_key));
  return rows.map(toFlag);
}

async function getFlag(db: Db, id: string): Promise<FeatureFlag> {
  const [row] = await selectFlags(db).where(eq(featureFlags.id, id));
  return toFlag(found(row, FLAG_NOT_FOUND));
}

export async function checkFlag(db: Db, key: string): Promise<{ feature_key: string; is_enabled: boolean }> {
  const [row] = await db
    .select({ feature_key: featureFlags.feature_key, is_enabled: featureFlags.is_enabled })
    .from(featureFlags)
    .where(eq(featureFlags.feature_key, key));
  return found(row, FLAG_NOT_FOUND);
}

export async function createFlag(db: Db, actor: Actor, input: FeatureFlagCreate): Promise<FeatureFlag> {
  const [existing] = await db
    .select({ id: featureFlags.id })
    .from(featureFlags)
    .where(eq(featureFlags.feature_key, input.feature_key));
  if (existing) throw conflict('Esiste già un flag con questa chiave', { feature_key: ['Chiave già in uso'] });
  const id = await audited(
    db,
    actor,
    async (tx) => {
      const [created] = await tx
        .insert(featureFlags)
        .values({ ...input, updated_by: actor.userId })
        .returning({ id: featureFlags.id });
      return created!.id;
    },
    (id) => ({ action: 'feature_flag.created', targetType: 'feature_flag', targetId: id, details: { ...input } }),
  );
  return getFlag(db, id);
}

export async function updateFlag(db: Db, actor: Actor, id: string, input: FeatureFlagUpdate): Promise<FeatureFlag> {
  const before = await getFlag(db, id);
  await audited(
    db,
    actor,
    (tx) =>
      tx
        .update(featureFlags)
        .set({ ...input, updated_by: actor.userId })
        .where(eq(featureFlags.id, id)),
    {
      action: 'feature_flag.updated',
      targetType: 'feature_flag',
      targetId: id,
      details: { feature_key: before.feature_key, changes: changes(before, input) },
    },
  );
  return getFlag(db, id);
}

export async function deleteFlag(db: Db, actor: Actor, id: string): Promise<void> {
  const before = await getFlag(db, id);
  await audited(db, actor, (tx) => tx.delete(featureFlags).where(eq(featureFlags.id, id)), {
    action: 'feature_flag.deleted',
    targetType: 'feature_flag',
    targetId: id,
    details: { feature_key: before.feature_key, was_enabled: before.is_enabled },
  });
}
