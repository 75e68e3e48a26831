import { DEFAULT_LOADING_TEXT, formatNumber, plural } from '@portale/shared';

/** Italian texts of the design-system components (one place, so a second language can be added later). */
export const UI_TEXT = {
  loading: DEFAULT_LOADING_TEXT,
  // Words every module uses on its buttons and tables: written here once.
  cancel: 'Annulla',
  close: 'Chiudi',
  save: 'Salva',
  edit: 'Modifica',
  delete: 'Elimina',
  actions: 'Azioni',
  clearFilters: 'Azzera filtri',
  saveFailed: 'Salvataggio non riuscito',
  previousPage: 'Pagina precedente',
  nextPage: 'Pagina successiva',
  pageOf: (page: number, pages: number) => `Pagina ${page} di ${pages}`,
  page: (page: number) => `Pagina ${page}`,
  results: (total: number) => plural(total, { one: '{n} risultato', other: '{n} risultati' }),
  moreResults: (total: number) => `Più di ${formatNumber(total)} risultati`,
  pagination: 'Paginazione',
  sortAscending: 'ordinato in modo crescente',
  sortDescending: 'ordinato in modo decrescente',
  sortBy: (column: string) => `Ordina per ${column}`,
  tableLoading: 'Caricamento dei dati…',
  tableError: 'Impossibile caricare i dati.',
  progress: 'Avanzamento',
  retry: 'Riprova',
  sectionError: 'Impossibile caricare questa sezione.',
  sectionErrorHint: 'Si è verificato un problema imprevisto. Riprova tra qualche istante.',
  conflict: {
    field: 'Campo',
    yours: 'Le tue modifiche',
    theirs: 'Versione salvata',
    caption: 'Differenze tra le tue modifiche e la versione salvata',
    savedAt: (when: string) => `Versione salvata il ${when}.`,
    reload: 'Ricarica con la versione aggiornata',
  },
} as const;
