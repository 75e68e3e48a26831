import { formatNumber, plural } from '@portale/shared';

/** The client 360° page's Italian texts: the header's figures and the tabs of proposals to activity. */
export const CLIENT_360_TEXT = {
  summary: 'Riepilogo del cliente',
  openProposals: 'Offerte aperte',
  activeContracts: 'Contratti attivi',
  ofTotal: (total: number) => `su ${formatNumber(total)}`,
  projectsCount: 'Progetti',
  revenueYear: (year: number) => `Fatturato ${year}`,
  toInvoice: (n: number) => plural(n, { one: '{n} pre-fattura da fatturare', other: '{n} pre-fatture da fatturare' }),
  seeAll: (total: number) => `Vedi tutti (${formatNumber(total)})`,
  seeAllFem: (total: number) => `Vedi tutte (${formatNumber(total)})`,
  shown: (shown: number, total: number) =>
    total > shown ? `Le ultime ${formatNumber(shown)} di ${formatNumber(total)}` : '',
  proposals: {
    title: 'Offerte del cliente',
    count: (n: number) => plural(n, { one: '{n} offerta', other: '{n} offerte' }),
    empty: 'Nessuna offerta per questo cliente.',
    emptyHint: 'Prepara la prima offerta: righe, sconti e IVA si calcolano da soli.',
    add: 'Nuova offerta',
    validUntil: (day: string) => `valida fino al ${day}`,
  },
  contracts: {
    title: 'Contratti del cliente',
    count: (n: number) => plural(n, { one: '{n} contratto', other: '{n} contratti' }),
    empty: 'Nessun contratto per questo cliente.',
    emptyHint: 'Un contratto nasce di solito da un’offerta accettata, ma puoi anche registrarlo direttamente.',
    add: 'Nuovo contratto',
    period: (from: string, to: string | null) => (to ? `dal ${from} al ${to}` : `dal ${from}, senza scadenza`),
    autoRenew: 'rinnovo automatico',
  },
  projects: {
    title: 'Progetti del cliente',
    count: (n: number) => plural(n, { one: '{n} progetto', other: '{n} progetti' }),
    empty: 'Nessun progetto collegato a questo cliente.',
    emptyHint: 'I progetti si collegano al cliente dalla loro scheda, o nascono da un’offerta accettata.',
    unavailable: 'I progetti non sono disponibili in questa installazione.',
    period: (from: string | null, to: string | null) =>
      from && to ? `${from} – ${to}` : from ? `dal ${from}` : to ? `fino al ${to}` : '',
  },
  preInvoices: {
    title: 'Pre-fatture del cliente',
    count: (n: number) => plural(n, { one: '{n} pre-fattura', other: '{n} pre-fatture' }),
    empty: 'Nessuna pre-fattura per questo cliente.',
    emptyHint: 'Le pre-fatture si creano dalle scadenze di un contratto, dalle ore approvate di un progetto o a mano.',
    invoice: (number: string) => `fattura ${number}`,
  },
  documents: {
    title: 'Documenti condivisi con il cliente',
    hint: 'I documenti delle cartelle (o con accessi propri) condivisi con questa azienda cliente.',
    count: (n: number) => plural(n, { one: '{n} documento', other: '{n} documenti' }),
    empty: 'Nessun documento condiviso con questo cliente.',
    emptyHint:
      'Condividi una cartella con l’azienda dagli accessi della cartella: i suoi utenti la vedranno nel portale.',
    open: 'Apri i documenti',
  },
  activity: {
    title: 'Attività sul cliente',
    empty: 'Nessuna attività registrata per questo cliente.',
    emptyHint: 'Qui compaiono le modifiche al cliente, ai contatti, alle offerte, ai contratti e alle pre-fatture.',
    by: (actor: string) => `da ${actor}`,
    deleted: 'eliminato',
    subjects: {
      client: 'Cliente',
      contact: 'Contatto',
      proposal: 'Offerta',
      contract: 'Contratto',
      pre_invoice: 'Pre-fattura',
    },
  },
} as const;
