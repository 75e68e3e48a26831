import { DEFAULT_ROLE_PERMISSIONS, DEMO_PASSWORD, DEMO_USERS, KNOWN_FLAGS, PERMISSIONS, ROLES } from '@portale/shared';
import { count, eq, sql } from 'drizzle-orm';
import { seedDemoDocuments } from '@/modules/documents/demo/seed';
import { ensureCcnlCatalogue } from '@/modules/personnel/job-levels/catalogue';
import { seedDemoSales } from '@/modules/sales/seed';
import { rolePermissions } from '@/platform/access/tables';
import { audit } from '@/platform/audit/audit';
import { audited } from '@/platform/audit/audited';
import { hashPassword } from '@/platform/auth/passwords';
import { users } from '@/platform/auth/tables';
import type { Db } from '@/platform/db/database';
import { featureFlags } from '@/platform/flags/tables';
import type { FileStorage } from '@/platform/storage/storage';
import { tenantConfig } from '@/platform/tenant/tables';
import { defaultTenantConfig } from './default-config';
import { seedDemoAttachments } from './demo-attachments';
import { DEMO_COMPANY_PEOPLE, seedDemoCompany } from './demo-company';
import { seedDemoOrganisation } from './demo-organisation';

export interface SeedOptions {
  demo: boolean;
  sessionIdleMinutes: number;
  sessionAbsoluteHours: number;
  firstAdmin?: { email: string; password: string } | null;
  /**
   * In demo mode, also seed the full Demo S.r.l. (26 more people, six months of history). On unless false: the
   * server test template turns it off, so the modules' tests keep their small, hand-checked demo data.
   */
  demoCompany?: boolean;
  /** The day the demo history is dated from (YYYY-MM-DD); today in Europe/Rome unless given. */
  today?: string;
  /**
   * Where the demo company's documents store their bytes: the storage the app will use (main.ts builds it from the
   * configuration). Without it the demo archive is left out, as in the server tests' template.
   */
  storage?: FileStorage;
}

const romeToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Rome' }).format(new Date());

/**
 * Runs at every start and is idempotent: flags and permissions added by a new version appear, nothing an
 * admin changed is overwritten. Demo data goes only into an empty database.
 */
export async function seed(db: Db, options: SeedOptions): Promise<{ demoSeeded: boolean; adminCreated: boolean }> {
  await db
    .insert(featureFlags)
    .values(
      Object.entries(KNOWN_FLAGS).map(([key, flag]) => ({
        feature_key: key,
        display_name: flag.displayName,
        description: flag.description,
        is_enabled: flag.enabled,
        category: flag.category,
      })),
    )
    .onConflictDoNothing({ target: featureFlags.feature_key });

  // Administrators hold every permission, including ones a new version adds; other roles get their
  // defaults only while they have none, so an admin's edits survive restarts.
  const existing = await db.select({ role: rolePermissions.role }).from(rolePermissions);
  const seededRoles = new Set(existing.map((r) => r.role));
  const rows: { role: string; permission: string }[] = [];
  for (const role of ROLES) {
    if (role !== 'admin' && seededRoles.has(role)) continue;
    const permissions: readonly string[] = role === 'admin' ? PERMISSIONS : DEFAULT_ROLE_PERMISSIONS[role];
    for (const permission of permissions) rows.push({ role, permission });
  }
  await db.insert(rolePermissions).values(rows).onConflictDoNothing();

  // A configuration stored by an older version gains the sections and fields added since, with their defaults.
  const defaults = defaultTenantConfig(options);
  const [config] = await db.select().from(tenantConfig).limit(1);
  if (!config) {
    await db.insert(tenantConfig).values({ value: defaults });
  } else {
    const stored = config.value as Record<string, unknown>;
    const upgraded = withMissingFields(stored, defaults as unknown as Record<string, unknown>);
    if (JSON.stringify(upgraded) !== JSON.stringify(stored))
      await db.update(tenantConfig).set({ value: upgraded }).where(eq(tenantConfig.id, config.id));
  }

  await ensureCcnlCatalogue(db);

  const [userCount] = await db.select({ n: count() }).from(users);
  const empty = !userCount?.n;
  let demoSeeded = false;
  if (options.demo && empty) {
    const passwordHash = await hashPassword(DEMO_PASSWORD);
    await db.insert(users).values(
      DEMO_USERS.map((u) => ({
        ...u,
        password_hash: passwordHash,
        status: 'active',
      })),
    );
    await seedDemoOrganisation(db);
    const company = options.demoCompany !== false;
    const today = options.today ?? romeToday();
    if (company) await seedDemoCompany(db, today);
    await seedDemoSales(db, { full: company, today });
    const storage = options.storage;
    if (company && storage)
      await db.transaction(async (tx) => {
        await seedDemoDocuments(tx, storage, today);
        await seedDemoAttachments(tx, storage);
      });
    await audit(db, 'system', {
      action: 'seed.demo',
      details: {
        users: DEMO_USERS.length + (company ? DEMO_COMPANY_PEOPLE : 0),
      },
    });
    demoSeeded = true;
  }

  let adminCreated = false;
  if (options.firstAdmin && empty && !demoSeeded) {
    await createAdmin(db, options.firstAdmin.email, options.firstAdmin.password);
    adminCreated = true;
  }
  return { demoSeeded, adminCreated };
}

/** Creates an active administrator; the username is the e-mail's local part. */
export async function createAdmin(db: Db, email: string, password: string): Promise<{ username: string }> {
  const [existing] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()));
  if (existing) throw new Error(`Esiste già un utente con l'indirizzo ${email}`);
  const username =
    email
      .split('@')[0]!
      .replace(/[^a-zA-Z0-9._-]/g, '')
      .slice(0, 40) || 'admin';
  const [taken] = await db.select({ id: users.id }).from(users).where(eq(users.username, username));
  const finalUsername = taken ? `${username}-${Date.now().toString(36)}` : username;
  const passwordHash = await hashPassword(password);
  await audited(
    db,
    'system',
    (tx) =>
      tx.insert(users).values({
        username: finalUsername,
        email: email.toLowerCase(),
        first_name: 'Amministratore',
        last_name: '',
        password_hash: passwordHash,
        role: 'admin',
        status: 'active',
      }),
    {
      action: 'user.admin_created',
      details: { username: finalUsername, email },
    },
  );
  return { username: finalUsername };
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** `stored` with every key of `defaults` it lacks, at any depth of nested objects; what it holds is kept. */
function withMissingFields(
  stored: Record<string, unknown>,
  defaults: Record<string, unknown>,
): Record<string, unknown> {
  const result: Record<string, unknown> = { ...stored };
  for (const [key, fallback] of Object.entries(defaults)) {
    if (!(key in stored)) result[key] = fallback;
    else if (isRecord(stored[key]) && isRecord(fallback)) result[key] = withMissingFields(stored[key], fallback);
  }
  return result;
}
