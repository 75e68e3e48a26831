// The sales module's Italian messages that more than one file uses.
export const SALES_MESSAGES = {
  clientNotFound: 'Cliente non trovato',
  contactNotFound: 'Contatto non trovato',
  ownerNotFound: 'Il responsabile indicato non esiste o non è un utente interno attivo',
  staleClient:
    'Il cliente è stato modificato da qualcun altro nel frattempo: ricarica la scheda per vedere la versione aggiornata',
  staleContact:
    'Il contatto è stato modificato da qualcun altro nel frattempo: ricarica per vedere la versione aggiornata',
  archived: 'Il cliente è archiviato: ripristinalo per modificarlo',
  notArchived: 'Il cliente non è archiviato',
  mergeSelf: 'Un cliente non si può unire a sé stesso',
} as const;
