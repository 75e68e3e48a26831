import {
  type ContractFormInput,
  type ContractMilestoneFormInput,
  feePeriods,
  formatContractNumber,
  formatDay,
  type SalesContractStatus,
} from '@portale/shared';
import { eq } from 'drizzle-orm';
import type { Db } from '@/platform/db/database';
import { clientCompanies } from '@/platform/org/client-companies';
import { nextNumber } from '../numbering';
import { salesContractMilestones, salesContracts } from './tables';

// Demo contracts of the full Demo S.r.l. (docs/sales.md, "Demo data"): one of each type, in each status, with the
// renewal and the end dates that make the list's "in scadenza" and the reminders worth looking at.

interface DemoContract {
  client: string;
  contract: Omit<ContractFormInput, 'client_id' | 'milestones'>;
  status: SalesContractStatus;
  signed_on?: string;
  milestones?: ContractMilestoneFormInput[];
}

const monthlyFee = (start: string, end: string, cents: number): ContractMilestoneFormInput[] =>
  feePeriods({ fee_period: 'mensile', start_date: start, end_date: end }, 120).map(([from, to]) => ({
    description: `Canone mensile dal ${formatDay(from, 'numeric')} al ${formatDay(to, 'numeric')}`,
    due_date: from,
    amount_cents: cents,
  }));

const DEMO_CONTRACTS: DemoContract[] = [
  {
    client: 'Arredi Ferrari S.r.l.',
    contract: {
      title: 'Assistenza e manutenzione del gestionale',
      type: 'canone',
      value_cents: 45_000,
      fee_period: 'mensile',
      start_date: '2026-04-01',
      end_date: '2027-03-31',
      auto_renew: true,
      renewal_months: 12,
      notice_days: 90,
      notes: 'Assistenza in orario d’ufficio, interventi entro 8 ore lavorative. Disdetta via PEC.',
    },
    status: 'attivo',
    signed_on: '2026-03-20',
    milestones: monthlyFee('2026-04-01', '2027-03-31', 45_000),
  },
  {
    client: 'Meccanica Lombarda S.p.A.',
    contract: {
      title: 'Migrazione del sistema ERP',
      type: 'a_corpo',
      value_cents: 4_800_000,
      start_date: '2026-03-01',
      end_date: '2026-12-31',
      notes: 'Collaudo finale entro dicembre; penale dello 0,5% per settimana di ritardo.',
    },
    status: 'attivo',
    signed_on: '2026-02-20',
    milestones: [
      { description: 'Anticipo alla firma', due_date: '2026-03-15', percent: 30 },
      { description: 'Stato di avanzamento: analisi e migrazione dati', due_date: '2026-07-31', percent: 40 },
      { description: 'Saldo al collaudo', due_date: '2026-12-31', percent: 30 },
    ],
  },
  {
    client: 'Logistica Adriatica S.r.l.',
    contract: {
      title: 'Supporto sistemistico 2027',
      type: 'tempo_materiali',
      value_cents: 2_000_000,
      start_date: '2027-01-01',
      end_date: '2027-12-31',
      notes: 'Stima di 250 ore alla tariffa del progetto; consuntivo mensile delle ore approvate.',
    },
    status: 'bozza',
  },
  {
    client: 'Hotel Belvedere Garda S.r.l.',
    contract: {
      title: 'Nuovo sito e prenotazioni online',
      type: 'a_corpo',
      value_cents: 1_250_000,
      start_date: '2025-02-01',
      end_date: '2025-09-30',
    },
    status: 'concluso',
    signed_on: '2025-01-25',
    milestones: [
      { description: 'Anticipo', due_date: '2025-02-01', amount_cents: 500_000 },
      { description: 'Saldo alla messa online', due_date: '2025-09-30', amount_cents: 750_000 },
    ],
  },
];

export async function seedDemoContracts(db: Db, ownerId: string | null): Promise<void> {
  for (const demo of DEMO_CONTRACTS) {
    const [client] = await db
      .select({ id: clientCompanies.id })
      .from(clientCompanies)
      .where(eq(clientCompanies.name, demo.client));
    if (!client) continue;
    const year = Number(demo.contract.start_date.slice(0, 4));
    const seq = await nextNumber(db, 'contract', year);
    const [row] = await db
      .insert(salesContracts)
      .values({
        ...demo.contract,
        year,
        seq,
        number: formatContractNumber(year, seq),
        client_company_id: client.id,
        status: demo.status,
        signed_on: demo.signed_on ?? null,
        owner_id: ownerId,
        created_by: ownerId,
      })
      .returning({ id: salesContracts.id });
    if (demo.milestones?.length)
      await db.insert(salesContractMilestones).values(
        demo.milestones.map((m, position) => ({
          contract_id: row!.id,
          position,
          description: m.description,
          due_date: m.due_date,
          amount_cents: m.amount_cents ?? null,
          percent: m.percent ?? null,
        })),
      );
  }
}
