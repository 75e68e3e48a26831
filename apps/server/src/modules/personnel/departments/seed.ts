import { eq, inArray } from 'drizzle-orm';
import { users } from '@/platform/auth/tables';
import type { Db } from '@/platform/db/database';
import { departments, employees } from '@/platform/org/tables';

/**
 * Demo S.r.l.'s departments (demo mode, empty database only): Direzione at the top with Delivery,
 * Amministrazione and Commerciale under it; admin in Direzione, manager and dipendente in Delivery.
 */
export async function seedDemoDepartments(db: Db): Promise<void> {
  const people = await db
    .select({ id: users.id, username: users.username })
    .from(users)
    .where(inArray(users.username, ['admin', 'manager', 'dipendente']));
  const id = (username: string) => people.find((p) => p.username === username)?.id ?? null;
  const [direzione] = await db
    .insert(departments)
    .values({
      name: 'Direzione',
      code: 'DIR',
      description: 'Direzione generale e coordinamento delle funzioni aziendali.',
      head_user_id: id('admin'),
      cost_center: 'CC-100',
    })
    .returning({ id: departments.id });
  const children = await db
    .insert(departments)
    .values([
      {
        name: 'Delivery',
        code: 'DEL',
        description: 'Progetti per i clienti: analisi, sviluppo e assistenza.',
        parent_id: direzione!.id,
        head_user_id: id('manager'),
        cost_center: 'CC-200',
      },
      {
        name: 'Amministrazione',
        code: 'AMM',
        description: 'Contabilità, paghe in collaborazione con il consulente del lavoro, acquisti.',
        parent_id: direzione!.id,
        cost_center: 'CC-300',
      },
      {
        name: 'Commerciale',
        code: 'COM',
        description: 'Offerte, clienti e partner.',
        parent_id: direzione!.id,
        cost_center: 'CC-400',
      },
    ])
    .returning({ id: departments.id, code: departments.code });
  const delivery = children.find((d) => d.code === 'DEL')!.id;
  const assign = async (username: string, departmentId: string) => {
    const userId = id(username);
    if (userId) {
      await db.update(employees).set({ department_id: departmentId }).where(eq(employees.user_id, userId));
    }
  };
  await assign('admin', direzione!.id);
  await assign('manager', delivery);
  await assign('dipendente', delivery);
}
