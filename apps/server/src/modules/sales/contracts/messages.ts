// The contracts' Italian messages that more than one file uses.
export const CONTRACT_MESSAGES = {
  notFound: 'Contratto non trovato',
  stale:
    'Il contratto è stato modificato da qualcun altro nel frattempo: ricarica la scheda per vedere la versione aggiornata',
  closed: 'Il contratto è concluso o disdetto: non si può più modificare',
  draftOnly: 'Il cliente e il tipo si cambiano solo finché il contratto è in bozza',
  moneyHidden:
    'Gli importi dei contratti sono riservati a chi consulta le pre-fatture: lascia il valore e gli importi come sono',
  clientNotFound: 'Cliente non trovato',
  projectsUnavailable: 'Il modulo dei progetti non è disponibile',
  projectNotFound: 'Progetto non trovato',
} as const;
