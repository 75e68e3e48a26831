import { eq } from 'drizzle-orm';
import { seedDemoNews } from '@/modules/communications/news/seed';
import { kpiTemplates } from '@/modules/kpi-templates/tables';
import { loadDefaultLeaveTypes } from '@/modules/leave-settings/service';
import { seedDemoPersonnelModule } from '@/modules/personnel/seed';
import { seedDemoTimesheetModule } from '@/modules/timesheet/seed';
import { users } from '@/platform/auth/tables';
import type { Db } from '@/platform/db/database';
import { clientCompanies } from '@/platform/org/client-companies';
import { companyClosures, employees, workLocations } from '@/platform/org/tables';

/** Demo S.r.l.'s sites, closures, leave types and KPI templates (demo mode only, empty database only). */
export async function seedDemoOrganisation(db: Db): Promise<void> {
  await loadDefaultLeaveTypes(db, 'system');
  const [milano] = await db
    .insert(workLocations)
    .values([
      { name: 'Sede di Milano', city: 'Milano', patron_name: "Sant'Ambrogio", patron_month: 12, patron_day: 7 },
      { name: 'Ufficio di Roma', city: 'Roma', patron_name: 'Santi Pietro e Paolo', patron_month: 6, patron_day: 29 },
    ])
    .returning({ id: workLocations.id });
  await seedDemoEmployees(db, milano!.id);
  await seedDemoClientCompany(db);
  await seedDemoPersonnelModule(db);
  const year = new Date().getFullYear();
  await db.insert(companyClosures).values([
    { name: 'Chiusura estiva', start_date: `${year}-08-10`, end_date: `${year}-08-21` },
    { name: 'Chiusura natalizia', start_date: `${year}-12-24`, end_date: `${year + 1}-01-06` },
  ]);
  await db.insert(kpiTemplates).values([
    {
      name: 'Ore fatturabili',
      description: 'Quota delle ore lavorate addebitabili ai clienti',
      unit: '%',
      direction: 'higher_is_better',
      target: 75,
      frequency: 'monthly',
      category: 'Produttività',
      data_source: 'manual',
    },
    {
      name: 'Soddisfazione clienti',
      description: 'Punteggio medio dei questionari di fine progetto (1–10)',
      unit: 'punti',
      direction: 'higher_is_better',
      target: 8.5,
      frequency: 'quarterly',
      category: 'Qualità',
      data_source: 'manual',
    },
    {
      name: 'Tempo medio di risposta ai ticket',
      description: 'Ore lavorative tra apertura e prima risposta',
      unit: 'h',
      direction: 'lower_is_better',
      target: 4,
      frequency: 'monthly',
      category: 'Assistenza',
      data_source: 'manual',
    },
    {
      name: 'Utenti attivi sul portale',
      description: 'Account attivi, calcolati automaticamente',
      unit: 'utenti',
      direction: 'higher_is_better',
      target: null,
      frequency: 'monthly',
      category: 'Adozione',
      data_source: 'users.active',
    },
  ]);
  await seedDemoTimesheetModule(db);
  await seedDemoNews(db);
}

/** The demo `cliente` works for a client company, so folders shared with that company show to them. */
async function seedDemoClientCompany(db: Db): Promise<void> {
  const [company] = await db
    .insert(clientCompanies)
    .values({ name: 'Arredi Ferrari S.r.l.', vat_number: '03456789019' })
    .returning({ id: clientCompanies.id });
  await db.update(users).set({ client_company_id: company!.id }).where(eq(users.username, 'cliente'));
}

/** Employment records of the demo staff: the employee reports to the manager, the manager to the admin. */
async function seedDemoEmployees(db: Db, workLocationId: string): Promise<void> {
  const staff = await db.select({ id: users.id, username: users.username }).from(users);
  const id = (username: string) => staff.find((u) => u.username === username)?.id ?? null;
  const common = {
    work_location_id: workLocationId,
    contract_type: 'tempo_indeterminato',
    ccnl: 'Commercio e Terziario',
  };
  await db.insert(employees).values([
    { ...common, user_id: id('admin')!, manager_id: null, hourly_cost: 55, hire_date: '2019-03-01' },
    { ...common, user_id: id('manager')!, manager_id: id('admin'), hourly_cost: 45, hire_date: '2020-09-14' },
    { ...common, user_id: id('dipendente')!, manager_id: id('manager'), hourly_cost: 32, hire_date: '2023-02-01' },
  ]);
}
