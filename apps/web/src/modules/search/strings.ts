import { plural } from '@portale/shared';
/** Italian texts of the global search (spec §8 for the states). */
export const SEARCH_TEXT = {
  open: 'Cerca',
  dialogTitle: 'Ricerca globale',
  dialogDescription: 'Cerca persone, progetti, documenti e attività del portale.',
  inputLabel: 'Cerca nel portale',
  placeholder: 'Cerca persone, progetti, documenti...',
  results: 'Risultati della ricerca',
  empty: 'Inizia a digitare per cercare...',
  noResults: 'Nessun risultato trovato',
  errorTitle: 'Ricerca non disponibile',
  errorMessage: 'Il servizio di ricerca non è attualmente disponibile. Riprova più tardi.',
  searching: 'Ricerca in corso...',
  count: (n: number) => plural(n, { one: '{n} risultato', other: '{n} risultati' }),
  hintNavigate: 'per spostarti',
  hintOpen: 'per aprire',
  hintClose: 'per chiudere',
  close: 'Chiudi la ricerca',
} as const;
