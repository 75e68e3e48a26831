import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { leaveBalanceAdjustments } from '@/modules/timesheet/tables';
import { auditLog } from '@/platform/audit/tables';
import { notifications } from '@/platform/notifications/tables';
import { as, type LoggedIn } from './helpers';
import { admin, balance, client, employee, manager, setupRequestsApp, t, types } from './timesheet-requests-setup';

setupRequestsApp();

const adjust = (who: LoggedIn, personId: string, payload: Record<string, unknown>) =>
  as(t.app, who, { method: 'POST', url: `/api/timesheet/people/${personId}/leave-adjustments`, payload });
const leaveOf = (who: LoggedIn, personId: string, year = 2027) =>
  as(t.app, who, { url: `/api/timesheet/people/${personId}/leave?year=${year}` });

describe('balance adjustments', () => {
  it('lets HR set an opening balance that the balance counts, audited and told to the person', async () => {
    const giulia = employee.session.user.id;
    const before = (await balance(employee, 2027, 'ferie')).available as number;
    const created = await adjust(admin, giulia, {
      leave_type_id: types.ferie,
      year: 2027,
      amount: 4.5,
      kind: 'apertura',
      reason: 'Residuo ferie dal vecchio gestionale paghe',
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      message: 'Saldo rettificato',
      data: {
        leave_type: { code: 'ferie' },
        year: 2027,
        amount: 4.5,
        kind: 'apertura',
        reason: 'Residuo ferie dal vecchio gestionale paghe',
        author: { name: 'Alessandra Rossi' },
      },
    });
    expect(await balance(employee, 2027, 'ferie')).toMatchObject({ adjusted: 4.5, available: before + 4.5 });

    const [row] = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'leave_balance.adjusted'));
    expect(row).toMatchObject({ target_type: 'user', target_id: giulia });
    expect(row!.details).toMatchObject({ leave_type: 'ferie', amount: 4.5, kind: 'apertura', year: 2027 });
    const told = await t.database.db.select().from(notifications).where(eq(notifications.user_id, giulia));
    expect(told.map((n) => n.title)).toContain('Il tuo saldo 2027 di ferie è stato rettificato: +4,5 giorni');
  });

  it('shows the history with the reason to the person and their manager, never to a colleague or a client', async () => {
    const giulia = employee.session.user.id;
    const mine = await leaveOf(employee, giulia);
    expect(mine.statusCode).toBe(200);
    expect(mine.json().data).toMatchObject({ person: { name: 'Giulia Esposito' }, year: 2027, can_adjust: false });
    expect(mine.json().data.adjustments[0].reason).toBe('Residuo ferie dal vecchio gestionale paghe');
    const byManager = await leaveOf(manager, giulia);
    expect(byManager.statusCode).toBe(200);
    expect(byManager.json().data.adjustments).toHaveLength(1);
    expect((await leaveOf(admin, giulia)).json().data.can_adjust).toBe(true);

    // Giulia is not Marco's manager: she learns nothing about his balances, not even that he exists.
    const peek = await leaveOf(employee, manager.session.user.id);
    expect(peek.statusCode).toBe(404);
    expect(peek.json().message).toBe('Persona non trovata');
    expect((await leaveOf(client, giulia)).statusCode).toBe(403);
    expect((await leaveOf(admin, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
  });

  it('refuses adjustments from anyone but HR, and bad input with Italian messages', async () => {
    const giulia = employee.session.user.id;
    const valid = {
      leave_type_id: types.rol,
      year: 2027,
      amount: -8,
      kind: 'rettifica',
      reason: 'Permesso già goduto',
    };
    const byManager = await adjust(manager, giulia, valid);
    expect(byManager.statusCode).toBe(403);
    expect(byManager.json().message).toMatch(/^Non hai i permessi/);
    expect((await adjust(employee, giulia, valid)).statusCode).toBe(403);

    const noReason = await adjust(admin, giulia, { ...valid, reason: ' ' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().details.fields.reason).toEqual(['Indica il motivo (almeno 3 caratteri)']);
    const zero = await adjust(admin, giulia, { ...valid, amount: 0 });
    expect(zero.json().details.fields.amount).toEqual(['La quantità non può essere zero']);
    const sick = await adjust(admin, giulia, { ...valid, leave_type_id: types.malattia });
    expect(sick.statusCode).toBe(400);
    expect(sick.json().message).toBe("Malattia non è soggetto a saldo: non c'è nulla da rettificare");
    expect((await adjust(admin, '00000000-0000-4000-8000-000000000000', valid)).statusCode).toBe(404);

    const rows = await t.database.db
      .select()
      .from(leaveBalanceAdjustments)
      .where(eq(leaveBalanceAdjustments.leave_type_id, types.rol!));
    expect(rows).toHaveLength(0);
  });

  it('allows a correction that leaves the balance negative and says so', async () => {
    const giulia = employee.session.user.id;
    const available = (await balance(employee, 2027, 'rol')).available as number;
    const debt = await adjust(admin, giulia, {
      leave_type_id: types.rol,
      year: 2027,
      amount: -(available + 6),
      kind: 'rettifica',
      reason: 'Permessi goduti prima del passaggio al portale',
    });
    expect(debt.statusCode).toBe(201);
    expect(debt.json().message).toBe(
      'Saldo rettificato. Attenzione: il saldo 2027 di permessi rol è negativo (-6 ore)',
    );
    expect(await balance(employee, 2027, 'rol')).toMatchObject({ available: -6 });
  });
});
