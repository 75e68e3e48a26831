/** Italian texts of the logged-in shell: sidebar, header, user menu, drawer. */
export const SHELL_TEXT = {
  skipToContent: 'Vai al contenuto principale',
  sidebar: {
    label: 'Navigazione principale',
    collapse: 'Comprimi menu laterale',
    expand: 'Espandi menu laterale',
    version: (version: string) => `Versione ${version}`,
    versionShort: (version: string) => `v${version}`,
    empty: 'Nessun modulo disponibile',
  },
  mobile: {
    open: 'Apri menu',
    close: 'Chiudi menu',
    title: 'Menu di navigazione',
  },
  header: {
    breadcrumbs: 'Percorso',
    home: 'Home',
    darkOn: 'Attiva tema scuro',
    darkOff: 'Attiva tema chiaro',
    loading: 'Caricamento della pagina',
  },
  userMenu: {
    trigger: 'Menu utente',
    profile: 'Profilo',
    settings: 'Impostazioni',
    drafts: 'Bozze',
    darkMode: 'Tema scuro',
    logout: 'Esci',
    loggedOut: 'Sei uscito dal portale',
  },
  guard: {
    loginHint: 'Accedi per continuare.',
  },
} as const;
