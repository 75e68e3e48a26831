import { plural } from '@portale/shared';
import { UI_TEXT } from '@/ui/strings';

/** Every Italian string of the admin Users page (users tab and roles tab), in one place. */
export const USERS_TEXT = {
  title: 'Utenti',
  description: 'Gestisci gli account, le registrazioni in attesa e i permessi dei ruoli.',
  newUser: 'Nuovo utente',
  tabs: { users: 'Utenti', roles: 'Ruoli e permessi', label: 'Sezioni della pagina utenti' },

  toolbar: {
    label: 'Filtri utenti',
    search: 'Cerca utenti',
    searchPlaceholder: 'Cerca per nome, nome utente o e-mail',
    role: 'Ruolo',
    allRoles: 'Tutti i ruoli',
    status: 'Stato',
    allStatuses: 'Tutti gli stati',
    clear: UI_TEXT.clearFilters,
  },
  pending: {
    notice: (n: number) =>
      plural(n, {
        one: '{n} registrazione in attesa di attivazione',
        other: '{n} registrazioni in attesa di attivazione',
      }),
    show: 'Mostra',
  },

  table: {
    caption: 'Elenco degli utenti del portale',
    user: 'Utente',
    username: 'Nome utente',
    role: 'Ruolo',
    status: 'Stato',
    lastLogin: 'Ultimo accesso',
    actions: UI_TEXT.actions,
    never: 'Mai',
    you: 'Tu',
    emptyTitle: 'Nessun utente',
    emptyHint: 'Crea il primo account con il pulsante «Nuovo utente».',
    noMatchTitle: 'Nessun utente corrisponde ai filtri',
    noMatchHint: 'Modifica la ricerca o azzera i filtri per vedere tutti gli utenti.',
    loadError: 'Impossibile caricare gli utenti.',
  },

  actions: {
    trigger: (name: string) => `Azioni per ${name}`,
    activate: 'Attiva',
    disable: 'Disabilita',
    enable: 'Riattiva',
    changeRole: 'Cambia ruolo',
    resetPassword: 'Reimposta password',
    endSessions: 'Termina sessioni',
    failed: 'Operazione non riuscita',
    activated: (name: string) => `${name} è stato attivato e ora può accedere.`,
    enabled: (name: string) => `${name} è stato riattivato.`,
    disabled: (name: string) => `${name} è stato disabilitato e le sue sessioni sono state chiuse.`,
    activatedTitle: 'Account attivato',
    enabledTitle: 'Account riattivato',
    disabledTitle: 'Account disabilitato',
  },

  disable: {
    title: (name: string) => `Disabilitare ${name}?`,
    description:
      "L'account non potrà più accedere e tutte le sue sessioni attive verranno chiuse subito. Potrai riattivarlo in qualsiasi momento.",
    confirm: 'Disabilita',
  },
  endSessions: {
    title: (name: string) => `Terminare le sessioni di ${name}?`,
    description: "L'utente verrà disconnesso da tutti i dispositivi e dovrà accedere di nuovo.",
    confirm: 'Termina sessioni',
    done: 'Sessioni terminate',
    count: (n: number) =>
      n === 0
        ? 'Non c’erano sessioni attive.'
        : plural(n, { one: '{n} sessione chiusa.', other: '{n} sessioni chiuse.' }),
  },

  changeRole: {
    title: 'Cambia ruolo',
    description: (name: string) => `Scegli il nuovo ruolo di ${name}. Vale dalla sua prossima richiesta.`,
    field: 'Ruolo',
    submit: 'Salva ruolo',
    done: 'Ruolo aggiornato',
    doneMessage: (name: string, role: string) => `${name} ora è ${role}.`,
  },

  resetPassword: {
    title: 'Reimposta password',
    confirmDescription: (name: string) =>
      `Verrà generato un link monouso con cui ${name} potrà scegliere una nuova password. La password attuale resta valida finché il link non viene usato; poi tutte le sessioni vengono chiuse.`,
    confirm: 'Genera link',
    linkReady: 'Link di ripristino generato',
    emailed: 'Link di ripristino inviato per e-mail',
    emailedMessage: (email: string) => `Abbiamo inviato a ${email} il link per scegliere una nuova password.`,
    close: UI_TEXT.close,
  },

  create: {
    title: 'Nuovo utente',
    description:
      'La persona riceverà un link monouso per attivare l’account e scegliere la password: per e-mail se il server di posta è configurato, altrimenti te lo mostriamo qui.',
    firstName: 'Nome',
    lastName: 'Cognome',
    username: 'Nome utente',
    email: 'E-mail',
    role: 'Ruolo',
    submit: 'Crea utente',
    doneTitle: 'Utente creato',
    done: 'Utente creato',
    createdPending: (name: string) => `${name} è stato creato ed è in attesa di attivazione.`,
    emailed: (email: string) => `Abbiamo inviato a ${email} l’e-mail con il link per attivare l’account.`,
    another: 'Crea un altro utente',
    close: UI_TEXT.close,
    record: {
      legend: 'Scheda in Personale',
      enable: 'Crea anche la scheda in Personale',
      jobTitle: 'Mansione',
      department: 'Dipartimento',
      noDepartment: 'Nessun dipartimento',
      hireDate: 'Data di assunzione',
      later: 'Senza scheda la persona non compare in Personale: potrai completarla da Personale › Gestione.',
      created: (name: string) =>
        `${name} è stato creato, con la sua scheda in Personale, ed è in attesa di attivazione.`,
    },
  },

  link: {
    label: 'Link monouso',
    copy: 'Copia link',
    copied: 'Link copiato negli appunti',
    copyFailed: 'Impossibile copiare negli appunti',
    expires: (date: string) => `Valido fino al ${date}.`,
    showOnce: 'Viene mostrato solo ora: copialo e consegnalo all’interessato.',
  },

  roles: {
    intro:
      'Scegli quali permessi ha ogni ruolo. Le modifiche valgono dalla prossima richiesta degli utenti interessati.',
    caption: 'Permessi di ciascun ruolo, raggruppati per modulo',
    permission: 'Permesso',
    permissionsCount: (n: number) => plural(n, { one: '{n} permesso', other: '{n} permessi' }),
    cell: (role: string, description: string) => `${role}: ${description}`,
    locked: 'Non modificabile: toglierlo bloccherebbe l’accesso all’amministrazione.',
    save: 'Salva modifiche',
    discard: 'Annulla modifiche',
    unsaved: (n: number) =>
      plural(n, { one: '{n} ruolo con modifiche non salvate', other: '{n} ruoli con modifiche non salvate' }),
    noChanges: 'Nessuna modifica da salvare',
    saved: 'Permessi aggiornati',
    savedRoles: (roles: string) => `Ruoli aggiornati: ${roles}.`,
    saveFailed: (role: string) => `Permessi del ruolo ${role} non salvati`,
    loadError: 'Impossibile caricare ruoli e permessi.',
    confirmAdminTitle: 'Rimuovere il permesso admin_access?',
    confirmAdminDescription: (roles: string) =>
      `I membri di ${roles} perderanno l’accesso all’area di amministrazione dalla loro prossima richiesta.`,
    confirmAdmin: 'Rimuovi e salva',
    modules: {
      dashboard: 'Dashboard',
      personnel: 'Personale',
      recruiting: 'Recruiting',
      timesheet: 'Timesheet',
      projects: 'Progetti',
      business_intelligence: 'Business intelligence',
      sales: 'Vendite e fatturazione',
      funding: 'Bandi e finanziamenti',
      communications: 'Comunicazioni',
      documents: 'Documenti',
      compliance: 'Certificazioni e governance',
      ceo: 'Area CEO',
      engagement: 'Engagement',
      help: 'Assistenza',
      admin: 'Amministrazione',
    } as Record<string, string>,
  },
} as const;
