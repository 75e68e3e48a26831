import { ibanCheckDigits, taxCodeCheckChar } from '@portale/shared';
import { eq, sql } from 'drizzle-orm';
import { users } from '@/platform/auth/tables';
import { type Db, selectRows } from '@/platform/db/database';
import { employeePrivate, employees } from '@/platform/org/tables';
import { romeToday, weekOf } from './widgets';

const MONTH_LETTERS = 'ABCDEHLMPRST';

/** A well-formed (fictitious) codice fiscale: surname/name letters given, birth date and Milan's code (F205). */
function demoTaxCode(letters: string, birthDate: string, female: boolean): string {
  const year = birthDate.slice(2, 4);
  const month = MONTH_LETTERS[Number(birthDate.slice(5, 7)) - 1];
  const day = String(Number(birthDate.slice(8, 10)) + (female ? 40 : 0)).padStart(2, '0');
  const first15 = `${letters}${year}${month}${day}F205`;
  return first15 + taxCodeCheckChar(first15);
}

function demoIban(account: string): string {
  const bban = `X05428111010000${account.padStart(8, '0')}`;
  return `IT${ibanCheckDigits('IT', bban)}${bban}`;
}

/**
 * Demo data of personnel employees (demo mode, empty database only): completes the records created by the
 * demo organisation (admin, manager, dipendente; the client has none) with number, title, department, CCNL level,
 * birthday and private data. Giulia's shared birthday falls in the week of the seed, for the dashboard widget.
 */
export async function seedDemoEmployeeRecords(db: Db): Promise<void> {
  const staff = await db.select({ id: users.id, username: users.username }).from(users);
  const id = (username: string) => staff.find((u) => u.username === username)?.id;
  const departments = await selectRows<{ id: string; name: string }>(db, sql`select id, name from departments`);
  const department = (name: string) => departments.find((d) => d.name === name)?.id ?? null;
  const levels = await selectRows<{ id: string; code: string }>(
    db,
    sql`select l.id, l.code from ccnl_levels l join ccnl_contracts c on c.id = l.contract_id
      where c.name = 'Commercio e Terziario'`,
  );
  const level = (code: string) => levels.find((l) => l.code === code)?.id ?? null;
  const week = weekOf(romeToday());
  const giuliaBirthday = `1995-${week[2]!.slice(5)}`;
  const people = [
    {
      username: 'admin',
      record: {
        employee_number: 'M0001',
        job_title: 'Amministratrice delegata',
        department_id: department('Direzione'),
        ccnl_level_id: level('Quadri'),
        work_phone: '+39 02 4000 1001',
        birth_date: '1980-01-01',
        share_birthday: false,
        bio: 'Guida Demo S.r.l. dal 2019.',
      },
      private: {
        ral: 98000,
        tax_code: demoTaxCode('RSSLSN', '1980-01-01', true),
        iban: demoIban('1001'),
        address: 'Via Montenapoleone 8',
        postal_code: '20121',
        city: 'Milano',
        province: 'MI',
        emergency_contact_name: 'Paolo Rossi',
        emergency_contact_relation: 'Coniuge',
        emergency_contact_phone: '+39 333 100 2001',
      },
    },
    {
      username: 'manager',
      record: {
        employee_number: 'M0002',
        job_title: 'Project manager',
        department_id: department('Delivery'),
        ccnl_level_id: level('I'),
        work_phone: '+39 02 4000 1002',
        birth_date: '1985-08-12',
        share_birthday: true,
        bio: 'Coordina i progetti dei clienti e il team di sviluppo.',
      },
      private: {
        ral: 52000,
        tax_code: demoTaxCode('BNCMRC', '1985-08-12', false),
        iban: demoIban('1002'),
        address: 'Corso Buenos Aires 21',
        postal_code: '20124',
        city: 'Milano',
        province: 'MI',
        emergency_contact_name: 'Laura Bianchi',
        emergency_contact_relation: 'Sorella',
        emergency_contact_phone: '+39 333 100 2002',
      },
    },
    {
      username: 'dipendente',
      record: {
        employee_number: 'M0003',
        job_title: 'Sviluppatrice software',
        department_id: department('Delivery'),
        ccnl_level_id: level('III'),
        work_phone: '+39 02 4000 1003',
        birth_date: giuliaBirthday,
        share_birthday: true,
        bio: 'Sviluppo web e integrazioni.',
      },
      private: {
        ral: 34000,
        tax_code: demoTaxCode('SPSGLI', giuliaBirthday, true),
        iban: demoIban('1003'),
        address: 'Via Padova 120',
        postal_code: '20127',
        city: 'Milano',
        province: 'MI',
        emergency_contact_name: 'Anna Esposito',
        emergency_contact_relation: 'Madre',
        emergency_contact_phone: '+39 333 100 2003',
      },
    },
  ];
  for (const person of people) {
    const userId = id(person.username);
    if (!userId) continue;
    const [existing] = await db.select({ id: employees.user_id }).from(employees).where(eq(employees.user_id, userId));
    if (!existing) continue;
    const ccnl = person.record.ccnl_level_id ? { ccnl: 'Commercio e Terziario' } : {};
    await db
      .update(employees)
      .set({ ...person.record, ...ccnl })
      .where(eq(employees.user_id, userId));
    await db
      .insert(employeePrivate)
      .values({ user_id: userId, ...person.private })
      .onConflictDoNothing();
  }
}
