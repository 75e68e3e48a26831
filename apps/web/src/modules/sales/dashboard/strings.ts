import { formatDay, formatNumber, plural } from '@portale/shared';
import { SALES_TITLES } from '../titles';

/** The CRM dashboard's Italian texts (and the home dashboard's sales cards). */
export const DASHBOARD_TEXT = {
  title: SALES_TITLES.dashboard,
  description: 'Come sta andando il portafoglio: offerte aperte, tasso di successo, fatturato, clienti e scadenze.',
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
  seeAllFem: 'Vedi tutte',
  count: (n: number) => plural(n, { one: '{n} cliente', other: '{n} clienti' }),
  newClient: 'Nuovo cliente',
  newProposal: 'Nuova offerta',
} as const;

/** "oggi", "domani", "tra 5 giorni". */
export function inDays(days: number): string {
  if (days === 0) return 'oggi';
  return plural(days, { one: 'domani', other: 'tra {n} giorni' });
}

/** The sales figures: pipeline, win rate, revenue, top clients, follow-ups, expiring contracts. */
export const SALES_TEXT = {
  figures: 'Indicatori di vendita',
  pipelineValue: 'Valore delle offerte aperte',
  pipelineCount: 'Offerte aperte',
  weighted: (value: string) => `${value} ponderato per probabilità`,
  openProposals: (n: number) => plural(n, { one: '{n} offerta aperta', other: '{n} offerte aperte' }),
  winRate: 'Tasso di successo (12 mesi)',
  winRateNone: 'Nessuna offerta decisa',
  winRateDetail: (accepted: number, decided: number) =>
    `${plural(accepted, { one: '{n} accettata', other: '{n} accettate' })} su ${plural(decided, { one: '{n} decisa', other: '{n} decise' })}`,
  outcomes: 'Esito delle offerte (12 mesi)',
  outcomesHint: (from: string) => `Le offerte decise dal ${formatDay(from, 'long')}: accettate, rifiutate o scadute.`,
  outcome: 'Esito',
  proposals: 'Offerte',
  accepted: 'Accettate',
  refused: 'Rifiutate',
  expired: 'Scadute',
  revenue: 'Fatturato degli ultimi 12 mesi',
  revenueDetail: 'Pre-fatture approvate e fatturate, imponibile',
  preInvoicesYear: 'Pre-fatture degli ultimi 12 mesi',
  followUp: 'Offerte da seguire',
  followUpHint: (days: number) =>
    `Inviate e in scadenza entro ${plural(days, { one: '{n} giorno', other: '{n} giorni' })}, o inviate da più tempo senza risposta.`,
  noFollowUp: 'Nessuna offerta in attesa di un sollecito.',
  expiring: 'Contratti in scadenza',
  expiringHint: (days: number) =>
    `Attivi, con la scadenza o il termine di disdetta entro ${plural(days, { one: '{n} giorno', other: '{n} giorni' })}.`,
  noExpiring: 'Nessun contratto in scadenza nei prossimi due mesi.',
  more: (shown: number, total: number) => `${formatNumber(shown)} di ${formatNumber(total)}`,
  pipeline: 'Pipeline per fase',
  pipelineHint:
    'Le offerte in bozza e inviate, per fase; il valore ponderato tiene conto della probabilità della fase.',
  stage: 'Fase',
  probability: 'Probabilità',
  open: 'Offerte',
  value: 'Valore',
  weightedValue: 'Ponderato',
  openBoard: 'Apri la bacheca',
  noPipelines: 'Nessuna pipeline di vendita.',
  emptyPipeline: 'Nessuna offerta aperta in questa pipeline.',
  revenueByMonth: 'Fatturato per mese',
  revenueHint: 'Imponibile delle pre-fatture per mese di emissione; in chiaro le approvate non ancora fatturate.',
  countByMonth: 'Pre-fatture per mese',
  countHint: 'Quante pre-fatture sono state approvate e fatturate ogni mese.',
  invoiced: 'Fatturato',
  approved: 'Approvato, da fatturare',
  month: 'Mese',
  forecast: 'Da fatturare: scadenze dei contratti',
  forecastHint: 'Le scadenze di fatturazione dei contratti attivi non ancora in pre-fattura, per mese.',
  overdue: (count: number, amount: string | null) =>
    `${plural(count, { one: '{n} scadenza già passata', other: '{n} scadenze già passate' })} da fatturare${amount ? ` (${amount})` : ''}.`,
  milestones: 'Scadenze',
  amount: 'Importo',
  noForecast: 'Nessuna scadenza da fatturare nei prossimi 12 mesi.',
  topClients: 'Migliori clienti (12 mesi)',
  topClientsHint: 'Per fatturato delle pre-fatture approvate e fatturate.',
  topClientsByCount: 'Per numero di pre-fatture approvate e fatturate.',
  noTopClients: 'Nessuna pre-fattura approvata negli ultimi 12 mesi.',
  preInvoices: (n: number) => plural(n, { one: '{n} pre-fattura', other: '{n} pre-fatture' }),
  client: 'Cliente',
  chart: 'Grafico',
  table: 'Tabella',
  viewAs: (title: string) => `Mostra «${title}» come`,
  dueIn: (days: number) => (days < 0 ? 'validità terminata' : `scade ${inDays(days)}`),
  noAnswer: (sentAt: string | null) =>
    sentAt ? `inviata il ${formatDay(sentAt.slice(0, 10), 'dayMonthShort')}, senza risposta` : 'senza risposta',
  noticeBy: (day: string, days: number) => `disdetta entro il ${formatDay(day, 'dayMonthShort')} (${inDays(days)})`,
  endsOn: (day: string, days: number) => `scade il ${formatDay(day, 'dayMonthShort')} (${inDays(days)})`,
  today: 'oggi',
  autoRenew: 'Rinnovo automatico',
} as const;
