import type { Db } from '@/platform/db/database';
import { ccnlContracts, ccnlLevels } from '@/platform/org/tables';

// The CCNL every installation starts with. Minimum monthly pay (minimi tabellari, gross, 14 or 13 months) are
// indicative figures of the agreements in force at the time of writing: HR edits them from the job-levels page.

interface LevelSeed {
  code: string;
  name: string;
  description: string;
  pay: number;
}

interface ContractSeed {
  cnel_code: string;
  name: string;
  sector: string;
  valid_from: string | null;
  notes: string;
  /** Lowest first: sort_order follows this order. */
  levels: LevelSeed[];
}

const INDICATIVE =
  'Minimi tabellari indicativi, da verificare con le tabelle retributive in vigore e modificabili dalle Risorse umane.';

export const STANDARD_CCNL: readonly ContractSeed[] = [
  {
    cnel_code: 'H011',
    // Leave allowance rules match employees.ccnl by this name.
    name: 'Commercio e Terziario',
    sector: 'Terziario, distribuzione e servizi (Confcommercio)',
    valid_from: '2024-03-22',
    notes: `CCNL Terziario, Distribuzione e Servizi sottoscritto da Confcommercio. ${INDICATIVE}`,
    levels: [
      {
        code: 'VII',
        name: 'Settimo livello',
        description:
          'Lavoratori che svolgono attività semplici che non richiedono conoscenze professionali specifiche.',
        pay: 1_190.96,
      },
      {
        code: 'VI',
        name: 'Sesto livello',
        description: 'Lavoratori che compiono attività che richiedono conoscenze pratiche di tipo elementare.',
        pay: 1_389.56,
      },
      {
        code: 'V',
        name: 'Quinto livello',
        description:
          'Lavoratori che eseguono compiti che richiedono normali conoscenze ed adeguate capacità tecnico-pratiche.',
        pay: 1_547.62,
      },
      {
        code: 'IV',
        name: 'Quarto livello',
        description:
          'Lavoratori che eseguono compiti operativi anche di vendita e che richiedono specifiche conoscenze tecniche e particolari capacità tecnico-pratiche.',
        pay: 1_712.12,
      },
      {
        code: 'III',
        name: 'Terzo livello',
        description:
          'Lavoratori che svolgono mansioni che comportano specifiche conoscenze tecniche e particolari capacità tecnico-pratiche comunque acquisite.',
        pay: 1_940.61,
      },
      {
        code: 'II',
        name: 'Secondo livello',
        description:
          'Lavoratori di concetto che svolgono compiti operativamente autonomi e/o con funzioni di coordinamento e controllo.',
        pay: 2_236.13,
      },
      {
        code: 'I',
        name: 'Primo livello',
        description:
          'Lavoratori con funzioni ad alto contenuto professionale, anche con responsabilità di direzione esecutiva.',
        pay: 2_537.35,
      },
      {
        code: 'Quadri',
        name: 'Quadri',
        description:
          'Lavoratori con funzioni direttive di rilevante importanza per lo sviluppo e l’attuazione degli obiettivi dell’impresa.',
        pay: 2_713.29,
      },
    ],
  },
  {
    cnel_code: 'C011',
    name: 'Metalmeccanici Industria',
    sector: 'Industria metalmeccanica e installazione di impianti (Federmeccanica, Assistal)',
    // The classification by "campi di responsabilità di ruolo" applies from 1 June 2021.
    valid_from: '2021-06-01',
    notes: `Inquadramento unico per campi di responsabilità di ruolo (D, C, B, A) in vigore dal 1° giugno 2021. ${INDICATIVE}`,
    levels: [
      {
        code: 'D1',
        name: 'Ruoli operativi – D1',
        description:
          'Campo D, ruoli operativi: attività semplici eseguite secondo procedure definite (ex 1ª categoria).',
        pay: 1_791.06,
      },
      {
        code: 'D2',
        name: 'Ruoli operativi – D2',
        description:
          'Campo D, ruoli operativi: attività che richiedono conoscenze e capacità pratiche acquisite con l’esperienza (ex 2ª categoria).',
        pay: 1_977.79,
      },
      {
        code: 'C1',
        name: 'Ruoli tecnico-specifici – C1',
        description:
          'Campo C, ruoli tecnico-specifici: attività che richiedono specifiche conoscenze tecniche e autonomia operativa (ex 3ª categoria).',
        pay: 2_050.66,
      },
      {
        code: 'C2',
        name: 'Ruoli tecnico-specifici – C2',
        description:
          'Campo C, ruoli tecnico-specifici: attività complesse con approfondita preparazione tecnica (ex 4ª categoria).',
        pay: 2_128.33,
      },
      {
        code: 'C3',
        name: 'Ruoli tecnico-specifici – C3',
        description:
          'Campo C, ruoli tecnico-specifici: attività di elevata complessità, con coordinamento di altri lavoratori (ex 5ª categoria).',
        pay: 2_279.93,
      },
      {
        code: 'B1',
        name: 'Ruoli specialistici e gestionali – B1',
        description:
          'Campo B, ruoli specialistici e gestionali: responsabilità di processi o di gruppi con ampia autonomia (ex 5ª super).',
        pay: 2_440.33,
      },
      {
        code: 'B2',
        name: 'Ruoli specialistici e gestionali – B2',
        description:
          'Campo B, ruoli specialistici e gestionali: funzioni direttive o di elevata specializzazione (ex 6ª categoria).',
        pay: 2_615.26,
      },
      {
        code: 'B3',
        name: 'Ruoli specialistici e gestionali – B3',
        description:
          'Campo B, ruoli specialistici e gestionali: funzioni di alta specializzazione e coordinamento di unità organizzative (ex 7ª categoria).',
        pay: 2_826.04,
      },
      {
        code: 'A1',
        name: 'Ruoli di gestione del cambiamento e innovazione – A1',
        description:
          'Campo A: responsabilità di rilevante importanza nella gestione del cambiamento e dell’innovazione (ex 8ª categoria, quadri).',
        pay: 2_985.41,
      },
    ],
  },
];

export const isStandardCcnl = (cnelCode: string) => STANDARD_CCNL.some((c) => c.cnel_code === cnelCode);

/**
 * Inserts the standard contracts that are missing, each with its levels, in one transaction. A contract that
 * already exists (same CNEL code or name) is left exactly as HR edited it, levels included, so the catalogue
 * never overwrites or resurrects anything an admin changed. Runs at every start.
 */
export async function ensureCcnlCatalogue(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    for (const contract of STANDARD_CCNL) {
      const { levels, ...values } = contract;
      const [inserted] = await tx
        .insert(ccnlContracts)
        .values(values)
        .onConflictDoNothing()
        .returning({ id: ccnlContracts.id });
      if (!inserted) continue;
      await tx.insert(ccnlLevels).values(
        levels.map((level, index) => ({
          contract_id: inserted.id,
          code: level.code,
          name: level.name,
          description: level.description,
          minimum_monthly_pay: level.pay,
          sort_order: index + 1,
        })),
      );
    }
  });
}
