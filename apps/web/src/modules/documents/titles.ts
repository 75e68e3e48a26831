// Page titles only, for the route tree's staticData: every route's options are in the entry chunk, which every
// visitor of the public site downloads, so they must not bring the module's whole strings file.
export const DOCUMENTS_TITLES = {
  group: 'Documenti',
  dashboard: 'Dashboard documenti',
  list: 'Elenco documenti',
  search: 'Ricerca documenti',
  document: 'Documento',
} as const;
