import type { TaskPriority, TaskStatus } from '@portale/shared';
import { inArray } from 'drizzle-orm';
import { users } from '@/platform/auth/tables';
import type { Db } from '@/platform/db/database';
import { ensureClientCompany } from '@/platform/org/client-company-lookup';
import { projectActivity, projectMembers, projects, projectTasks } from '../tables';

const DAY = 86_400_000;
const dateFromToday = (days: number) => new Date(Date.now() + days * DAY).toISOString().slice(0, 10);

type SeedTask = [
  title: string,
  status: TaskStatus,
  priority: TaskPriority,
  who: 'manager' | 'dipendente' | null,
  estimate: number,
  dueInDays: number | null,
];

interface SeedProject {
  code: string;
  name: string;
  /**
   * The client: Arredi Ferrari S.r.l., the demo `cliente` account's company (so its portal has projects to show and
   * the tests' small demo keeps one client company); null = internal.
   */
  client: { name: string; vat_number: string } | null;
  description: string;
  status: string;
  startInDays: number;
  endInDays: number;
  budget_hours: number | null;
  budget_amount: number | null;
  billing_type: string;
  hourly_rate: number | null;
  tags: string[];
  color: string;
  team: { who: 'admin' | 'manager' | 'dipendente'; role: string; allocation: number; rate?: number }[];
  tasks: SeedTask[];
}

/** The demo `cliente`'s company (seed/demo-organisation.ts makes it, the sales seed completes it). */
const ARREDI_FERRARI = { name: 'Arredi Ferrari S.r.l.', vat_number: '03456789019' };

const PROJECTS: SeedProject[] = [
  {
    code: 'ECOM-B2B',
    name: 'Portale e-commerce B2B',
    client: ARREDI_FERRARI,
    description:
      'Nuovo portale di ordini online per i rivenditori: catalogo con listini riservati, carrello, integrazione con il gestionale e pagamenti con bonifico o carta.',
    status: 'attivo',
    startInDays: -70,
    endInDays: 84,
    budget_hours: 900,
    budget_amount: 67_500,
    billing_type: 'tempo_materiali',
    hourly_rate: 75,
    tags: ['e-commerce', 'React', 'integrazione ERP'],
    color: '#0ea5e9',
    team: [
      { who: 'manager', role: 'Project manager', allocation: 40, rate: 90 },
      { who: 'dipendente', role: 'Sviluppatrice front-end', allocation: 80 },
    ],
    tasks: [
      ['Analisi dei requisiti con il cliente', 'completato', 'alta', 'manager', 24, -56],
      ['Design system e prototipo delle pagine', 'completato', 'media', 'dipendente', 40, -35],
      ['Catalogo prodotti con filtri e ricerca', 'in_corso', 'alta', 'dipendente', 60, 7],
      ['Listini riservati per rivenditore', 'in_corso', 'urgente', 'manager', 32, -3],
      ['Carrello e checkout', 'da_fare', 'alta', 'dipendente', 56, 28],
      ['Integrazione ordini con il gestionale', 'da_fare', 'alta', null, 80, 42],
      ['Pagamenti con carta (gateway)', 'da_fare', 'media', null, 24, 56],
      ['Test di accessibilità WCAG 2.1 AA', 'in_revisione', 'media', 'dipendente', 16, 2],
      ['Manuale utente per i rivenditori', 'da_fare', 'bassa', null, 12, 70],
    ],
  },
  {
    code: 'CLOUD-MIG',
    name: 'Migrazione infrastruttura in cloud',
    client: ARREDI_FERRARI,
    description:
      'Trasferimento di file server, posta e gestionale su cloud europeo, con backup giornalieri e piano di continuità operativa.',
    status: 'attivo',
    startInDays: -42,
    endInDays: 42,
    budget_hours: 320,
    budget_amount: 28_000,
    billing_type: 'a_corpo',
    hourly_rate: null,
    tags: ['cloud', 'sistemi'],
    color: '#10b981',
    team: [
      { who: 'manager', role: 'Responsabile tecnico', allocation: 30 },
      { who: 'dipendente', role: 'Sistemista', allocation: 20 },
    ],
    tasks: [
      ['Inventario dei server e delle licenze', 'completato', 'media', 'manager', 16, -30],
      ['Progetto della rete virtuale e VPN', 'completato', 'alta', 'manager', 24, -14],
      ['Migrazione caselle di posta', 'in_revisione', 'alta', 'dipendente', 20, -2],
      ['Migrazione file server', 'in_corso', 'alta', 'dipendente', 32, 10],
      ['Backup giornalieri e prova di ripristino', 'da_fare', 'urgente', 'manager', 12, 21],
      ['Formazione del personale amministrativo', 'da_fare', 'bassa', null, 8, 35],
    ],
  },
  {
    code: 'INT-INTRANET',
    name: 'Nuova intranet aziendale',
    client: null,
    description: 'Progetto interno: comunicazioni, documenti e richieste del personale in un unico portale.',
    status: 'pianificazione',
    startInDays: 14,
    endInDays: 150,
    budget_hours: 240,
    budget_amount: null,
    billing_type: 'interno',
    hourly_rate: null,
    tags: ['interno'],
    color: '#8b5cf6',
    team: [
      { who: 'admin', role: 'Sponsor', allocation: 10 },
      { who: 'manager', role: 'Project manager', allocation: 20 },
      { who: 'dipendente', role: 'Sviluppatrice', allocation: 30 },
    ],
    tasks: [
      ['Raccolta delle esigenze dei reparti', 'da_fare', 'media', 'manager', 12, 21],
      ['Scelta della piattaforma', 'da_fare', 'alta', 'manager', 8, 28],
      ['Mappa dei contenuti', 'da_fare', 'bassa', 'dipendente', 10, 35],
    ],
  },
  {
    code: 'GDPR-AUDIT',
    name: 'Audit GDPR e formazione',
    client: ARREDI_FERRARI,
    description: 'Verifica dei trattamenti, registro aggiornato, nomine e due sessioni di formazione.',
    status: 'completato',
    startInDays: -150,
    endInDays: -60,
    budget_hours: 80,
    budget_amount: 6_400,
    billing_type: 'a_corpo',
    hourly_rate: null,
    tags: ['privacy', 'consulenza'],
    color: '#f59e0b',
    team: [{ who: 'manager', role: 'Consulente privacy', allocation: 20 }],
    tasks: [
      ['Interviste ai responsabili dei trattamenti', 'completato', 'media', 'manager', 16, -120],
      ['Registro dei trattamenti aggiornato', 'completato', 'alta', 'manager', 24, -90],
      ['Sessioni di formazione', 'completato', 'media', 'manager', 8, -65],
    ],
  },
];

/** Demo S.r.l.'s projects with their team and tasks (demo mode, empty database only; no notifications). */
export async function seedDemoProjects(db: Db): Promise<void> {
  const staff = await db
    .select({ id: users.id, username: users.username })
    .from(users)
    .where(inArray(users.username, ['admin', 'manager', 'dipendente']));
  const id = (username: string) => staff.find((u) => u.username === username)?.id;
  const managerId = id('manager');
  if (!managerId) return;

  for (const seed of PROJECTS) {
    const [project] = await db
      .insert(projects)
      .values({
        code: seed.code,
        name: seed.name,
        client_company_id: seed.client ? await ensureClientCompany(db, seed.client) : null,
        description: seed.description,
        status: seed.status,
        start_date: dateFromToday(seed.startInDays),
        end_date: dateFromToday(seed.endInDays),
        manager_id: managerId,
        budget_hours: seed.budget_hours,
        budget_amount: seed.budget_amount,
        billing_type: seed.billing_type,
        hourly_rate: seed.hourly_rate,
        tags: seed.tags,
        color: seed.color,
        created_by: managerId,
      })
      .returning({ id: projects.id });
    const projectId = project!.id;
    const team = seed.team.filter((m) => id(m.who));
    if (team.length) {
      await db.insert(projectMembers).values(
        team.map((m) => ({
          project_id: projectId,
          user_id: id(m.who)!,
          project_role: m.role,
          allocation_pct: m.allocation,
          hourly_rate: m.rate ?? null,
        })),
      );
    }
    const positions = new Map<string, number>();
    await db.insert(projectTasks).values(
      seed.tasks.map(([title, status, priority, who, estimate, due]) => {
        const position = (positions.get(status) ?? 0) + 1024;
        positions.set(status, position);
        return {
          project_id: projectId,
          title,
          description: `Attività del progetto **${seed.name}**.\n\n- Definire i criteri di accettazione\n- Aggiornare il cliente a fine lavoro`,
          status,
          priority,
          assignee_id: who ? (id(who) ?? null) : null,
          estimate_hours: estimate,
          due_date: due === null ? null : dateFromToday(due),
          position,
          completed_at: status === 'completato' ? new Date(Date.now() + (due ?? 0) * DAY) : null,
          created_by: managerId,
        };
      }),
    );
    await db.insert(projectActivity).values({
      project_id: projectId,
      actor_id: managerId,
      action: 'project.created',
      details: { code: seed.code, name: seed.name },
      created_at: new Date(Date.now() + seed.startInDays * DAY),
    });
  }
}
