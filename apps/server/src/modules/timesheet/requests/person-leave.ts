import {
  holdsPermission,
  type LeaveAdjustment,
  type LeaveAdjustmentCreate,
  type LeaveAdjustmentKind,
  type Permission,
  type PersonLeave,
} from '@portale/shared';
import { aliasedTable, desc, eq, sql } from 'drizzle-orm';
import { audited } from '@/platform/audit/audited';
import type { Actor } from '@/platform/auth/actor';
import { users } from '@/platform/auth/tables';
import type { Db } from '@/platform/db/database';
import { badRequest, found, notFound } from '@/platform/http/errors';
import { notify } from '@/platform/notifications/notify';
import { leaveTypes } from '@/platform/org/tables';
import { leaveBalanceAdjustments } from '../tables';
import { mayDecide } from './approval';
import { formatAmount, unitWord } from './balance';
import { activeLeaveTypes, balancesOf, todayIso, typeRef } from './balances';
import { REQUESTS_LINK } from './service';

/** Who adjusts balances: HR (`manage_users`, "Gestire dipartimenti e utenti"); administrators hold it too. */
export const ADJUST_BALANCES: Permission = 'manage_users';
const PERSON_NOT_FOUND = 'Persona non trovata';

const author = aliasedTable(users, 'author');
const nameOf = (u: typeof users) => sql<string>`${u.first_name} || ' ' || ${u.last_name}`;

/** The person, HR and whoever decides the person's requests (their manager) see the balances and adjustments. */
async function maySeeLeave(db: Db, actor: Actor, personId: string): Promise<boolean> {
  if (personId === actor.userId || holdsPermission(actor.permissions, ADJUST_BALANCES)) return true;
  return mayDecide(db, actor, personId);
}

async function personOf(db: Db, personId: string) {
  const [row] = await db
    .select({ id: users.id, name: nameOf(users) })
    .from(users)
    .where(eq(users.id, personId));
  return found(row, PERSON_NOT_FOUND);
}

async function adjustmentsOf(db: Db, personId: string): Promise<LeaveAdjustment[]> {
  const rows = await db
    .select({
      adjustment: leaveBalanceAdjustments,
      type: leaveTypes,
      author_name: sql<string | null>`case when ${author.id} is null then null else ${nameOf(author)} end`,
    })
    .from(leaveBalanceAdjustments)
    .innerJoin(leaveTypes, eq(leaveTypes.id, leaveBalanceAdjustments.leave_type_id))
    .leftJoin(author, eq(author.id, leaveBalanceAdjustments.author_id))
    .where(eq(leaveBalanceAdjustments.user_id, personId))
    .orderBy(desc(leaveBalanceAdjustments.created_at))
    .limit(500);
  return rows.map(({ adjustment: a, type, author_name }) => ({
    id: a.id,
    leave_type: typeRef(type),
    year: a.year,
    amount: a.amount,
    kind: a.kind as LeaveAdjustmentKind,
    reason: a.reason,
    author: a.author_id && author_name ? { id: a.author_id, name: author_name } : null,
    created_at: a.created_at.toISOString(),
  }));
}

/** One person's balances of a year and every adjustment HR made to them, with the reasons. */
export async function personLeave(db: Db, actor: Actor, personId: string, year?: number): Promise<PersonLeave> {
  const person = await personOf(db, personId);
  // A colleague learns nothing, not even that the person exists: the same 404 as an unknown id.
  if (!(await maySeeLeave(db, actor, personId))) throw notFound(PERSON_NOT_FOUND);
  const shown = year ?? Number(todayIso().slice(0, 4));
  return {
    person,
    year: shown,
    balances: await balancesOf(db, personId, shown, await activeLeaveTypes(db)),
    adjustments: await adjustmentsOf(db, personId),
    can_adjust: holdsPermission(actor.permissions, ADJUST_BALANCES),
  };
}

/**
 * HR adds to or takes from a person's balance of one type and year. A result below zero is allowed (leave
 * already taken in the previous system is a debt the payroll must see) and the answer says so; the form warns
 * before saving. The person is told, with the reason.
 */
export async function adjustBalance(
  db: Db,
  actor: Actor,
  personId: string,
  input: LeaveAdjustmentCreate,
): Promise<{ adjustment: LeaveAdjustment; available: number | null }> {
  const person = await personOf(db, personId);
  const [type] = await db.select().from(leaveTypes).where(eq(leaveTypes.id, input.leave_type_id));
  if (!type) throw badRequest('Tipo di assenza non valido', { leave_type_id: ['Scegli un tipo di assenza'] });
  if (type.allowances.length === 0)
    throw badRequest(`${type.name} non è soggetto a saldo: non c'è nulla da rettificare`, {
      leave_type_id: ['Scegli un tipo con un saldo'],
    });
  const unit = type.unit as 'days' | 'hours';
  const signed = `${input.amount > 0 ? '+' : '−'}${formatAmount(Math.abs(input.amount))} ${unitWord(unit, Math.abs(input.amount))}`;
  const row = await audited(
    db,
    actor,
    async (tx) => {
      const [created] = await tx
        .insert(leaveBalanceAdjustments)
        .values({ user_id: personId, ...input, author_id: actor.userId })
        .returning();
      if (personId !== actor.userId)
        await notify(tx, [personId], {
          title: `Il tuo saldo ${input.year} di ${type.name.toLowerCase()} è stato rettificato: ${signed}`,
          message: `${actor.name}: ${input.reason}`,
          type: 'info',
          link: REQUESTS_LINK,
        });
      return created!;
    },
    (created) => ({
      action: 'leave_balance.adjusted',
      targetType: 'user',
      targetId: personId,
      details: {
        adjustment_id: created.id,
        person: person.name,
        leave_type: type.code,
        year: input.year,
        amount: input.amount,
        kind: input.kind,
        reason: input.reason,
      },
    }),
  );
  const [balance] = await balancesOf(db, personId, input.year, [type]);
  return {
    adjustment: (await adjustmentsOf(db, personId)).find((a) => a.id === row.id)!,
    available: balance?.available ?? null,
  };
}
