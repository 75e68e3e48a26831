import { computeInvoiceTotals, type InvoiceLine, isAuditAction, type NaturaCode } from '@portale/shared';
import { sql } from 'drizzle-orm';
import { auditLog } from '@/platform/audit/tables';
import { type Db, selectRows } from '@/platform/db/database';
import { addDays } from '../dashboard/period';

// Small tools of the demo deals' seed (docs/sales.md, "Dati dimostrativi"): lines, totals, dates relative to today,
// the people and clients the deals belong to, and the audit trail that makes the client's timeline tell the story.

export interface DemoContext {
  db: Db;
  today: string;
  /** The demo manager: owner and author of the deals. */
  manager: { id: string; name: string } | null;
  /** The demo `cliente` (Arredi Ferrari S.r.l.), who accepts a proposal online. */
  client: { id: string; name: string } | null;
}

/** `today` moved by `days`, as a date (YYYY-MM-DD)… */
export const dayOf = (ctx: DemoContext, days: number) => addDays(ctx.today, days);
/** …and as an instant during office hours (Rome is UTC+1/+2: 08:30 UTC is mid-morning). */
export const instantOf = (ctx: DemoContext, days: number, hour = 8) =>
  new Date(`${dayOf(ctx, days)}T${String(hour).padStart(2, '0')}:30:00Z`);

type LineOptions = { unit?: string | null; discount?: number; vat?: number; natura?: NaturaCode | null };

export function line(description: string, quantity: number, unitPriceCents: number, options: LineOptions = {}) {
  return {
    kind: 'item' as const,
    description,
    quantity,
    unit: options.unit === undefined ? null : options.unit,
    unit_price_cents: unitPriceCents,
    discount_percent: options.discount ?? 0,
    vat_rate: options.natura ? 0 : (options.vat ?? 22),
    natura: options.natura ?? null,
    withholding: false,
  } satisfies InvoiceLine;
}

/** Consulting days at a day rate. */
export const days = (description: string, quantity: number, rateCents: number) =>
  line(description, quantity, rateCents, { unit: 'gg' });

/** A discount on the whole document, at the ordinary rate. */
export const discount = (description: string, cents: number) => ({
  ...line(description, 1, -Math.abs(cents)),
  kind: 'discount' as const,
});

/** Lines with their totals as the shared rules compute them (bollo charged when due). */
export function priced(lines: InvoiceLine[]) {
  const totals = computeInvoiceTotals(lines, { split_payment: false, charge_stamp_duty: true, withholding: null });
  return {
    lines,
    taxable_cents: totals.taxable_cents,
    vat_cents: totals.vat_cents,
    total_cents: totals.total_cents,
    amount_due_cents: totals.amount_due_cents,
    lines_cents: totals.line_totals_cents.reduce((sum, cents) => sum + cents, 0),
  };
}

export async function userByUsername(db: Db, username: string) {
  const [row] = await selectRows<{ id: string; name: string }>(
    db,
    sql`select id::text as id, first_name || ' ' || last_name as name from users where username = ${username}`,
  );
  return row ?? null;
}

/** The client companies by name (the demo's clients; a name not found is simply left out of the deals). */
export async function clientsByName(db: Db): Promise<Map<string, string>> {
  const rows = await selectRows<{ id: string; name: string }>(
    db,
    sql`select id::text as id, name from client_companies`,
  );
  return new Map(rows.map((r) => [r.name, r.id]));
}

export async function primaryContact(db: Db, clientId: string): Promise<string | null> {
  const [row] = await selectRows<{ id: string }>(
    db,
    sql`select id::text as id from sales_contacts where client_company_id = ${clientId}
      order by is_primary desc, created_at limit 1`,
  );
  return row?.id ?? null;
}

export interface DemoEvent {
  action: string;
  targetType: string;
  targetId: string;
  at: Date;
  by: { id: string; name: string; username?: string } | 'system' | null;
  details?: Record<string, unknown>;
  ip?: string | null;
}

/**
 * The deals' history in the audit log, dated when it happened. An action the log does not know yet (its area is
 * built later) is skipped rather than written without its Italian label.
 */
export async function writeHistory(db: Db, events: DemoEvent[]): Promise<void> {
  const rows = events
    .filter((event) => isAuditAction(event.action))
    .map((event) => ({
      actor_user_id: event.by && event.by !== 'system' ? event.by.id : null,
      actor_label: event.by === 'system' ? 'system' : event.by ? (event.by.username ?? null) : null,
      actor_name: event.by && event.by !== 'system' ? event.by.name : null,
      action: event.action,
      target_type: event.targetType,
      target_id: event.targetId,
      details: event.details ?? {},
      ip: event.ip ?? null,
      created_at: event.at,
      updated_at: event.at,
    }));
  if (rows.length > 0) await db.insert(auditLog).values(rows);
}
