import { plural } from '@portale/shared';
import { SALES_TITLES } from '../titles';

/** The CRM dashboard's Italian texts. */
export const DASHBOARD_TEXT = {
  title: SALES_TITLES.dashboard,
  description: 'Come sta andando il portafoglio clienti: chi è lead, chi è cliente, chi ricontattare.',
  loadError: 'Impossibile caricare la dashboard del CRM.',
  total: 'Clienti attivi in anagrafica',
  byStatus: 'Clienti per stato',
  clients: 'Clienti',
  newest: 'Ultimi clienti inseriti',
  noNewest: 'Nessun cliente ancora.',
  staleLeads: 'Lead da ricontattare',
  staleLeadsHint: 'I lead fermi da più tempo, dal meno recente.',
  noStaleLeads: 'Nessun lead in attesa: ottimo lavoro.',
  lastTouched: (when: string) => `Ultimo aggiornamento ${when}`,
  added: (when: string) => `Inserito ${when}`,
  seeAll: 'Vedi tutti',
  count: (n: number) => plural(n, { one: '{n} cliente', other: '{n} clienti' }),
  newClient: 'Nuovo cliente',
} as const;
