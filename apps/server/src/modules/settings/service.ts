import {
  APP_VERSION,
  DEMO_PASSWORD,
  DEMO_USERS,
  groupFieldErrors,
  type PublicConfig,
  TenantConfig,
  type TenantConfigUpdate,
} from '@portale/shared';
import { audited, type Changes, changes, unchanged } from '@/platform/audit/audited';
import type { Actor } from '@/platform/auth/actor';
import type { Db } from '@/platform/db/database';
import { badRequest } from '@/platform/http/errors';
import { forgetTenantConfig, getTenantConfig, saveTenantConfig } from '@/platform/tenant/tenant-config';

export async function publicConfig(db: Db, demoMode: boolean): Promise<PublicConfig> {
  const config = await getTenantConfig(db);
  return {
    company: config.company,
    public_site: config.public_site,
    content: config.content,
    registration_enabled: config.security.registration_enabled,
    auto_error_submission: config.monitoring.auto_error_submission,
    demo: {
      enabled: demoMode,
      password: demoMode ? DEMO_PASSWORD : null,
      logins: demoMode ? DEMO_USERS.map(({ role, username, email }) => ({ role, username, email })) : [],
    },
    version: APP_VERSION,
  };
}

export function adminConfig(db: Db, _actor: Actor): Promise<TenantConfig> {
  return getTenantConfig(db);
}

/** Each section given replaces only the keys it names; the merged document must still be valid. */
export async function updateConfig(db: Db, actor: Actor, update: TenantConfigUpdate): Promise<TenantConfig> {
  const current = await getTenantConfig(db);
  const merged = TenantConfig.safeParse({
    company: { ...current.company, ...update.company },
    public_site: { ...current.public_site, ...update.public_site },
    security: { ...current.security, ...update.security },
    content: { ...current.content, ...update.content },
    monitoring: { ...current.monitoring, ...update.monitoring },
    invoicing: { ...current.invoicing, ...update.invoicing },
  });
  if (!merged.success) {
    const fields = groupFieldErrors(merged.error.issues.map((i) => ({ field: i.path.join('.'), message: i.message })));
    throw badRequest('Configurazione non valida', fields);
  }
  const diff = configChanges(current, merged.data, update);
  await audited(
    db,
    actor,
    (tx) => saveTenantConfig(tx, merged.data),
    () =>
      unchanged(diff) ? null : { action: 'config.updated', targetType: 'tenant_config', details: { changes: diff } },
  );
  forgetTenantConfig(db);
  return merged.data;
}

/** Longest text an audit row keeps of a changed value (a legal text may run to 50 000 characters). */
const AUDIT_TEXT_MAX = 300;
const clipped = (value: unknown) =>
  typeof value === 'string' && value.length > AUDIT_TEXT_MAX ? `${value.slice(0, AUDIT_TEXT_MAX)}…` : value;

/** The fields an update really changed, as `{ 'company.phone': { from, to } }`: not every field the form sent. */
function configChanges(before: TenantConfig, after: TenantConfig, update: TenantConfigUpdate): Changes {
  const diff: Changes = {};
  for (const section of Object.keys(update) as (keyof TenantConfigUpdate)[]) {
    const sectionDiff = changes(
      before[section] as object,
      after[section] as object,
      Object.keys(update[section] ?? {}) as never,
    );
    for (const [key, { from, to }] of Object.entries(sectionDiff))
      diff[`${section}.${key}`] = { from: clipped(from), to: clipped(to) };
  }
  return diff;
}
