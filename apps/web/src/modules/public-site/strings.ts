/** Ends a sentence after a name that may already end with a full stop ("Demo S.r.l."). */
export const endSentence = (text: string) => (text.endsWith('.') ? text : `${text}.`);

/** Every Italian string of the public site except the long legal texts (see legal/). */
export const PUBLIC_SITE_TEXT = {
  login: 'Accedi',
  dashboard: 'Dashboard',
  skipLink: 'Vai al contenuto',
  homeLinkLabel: (company: string) => `${company} – torna alla home`,
  mainNav: 'Navigazione principale',
  openMenu: 'Apri il menu',
  closeMenu: 'Chiudi il menu',

  footer: {
    usefulLinks: 'Link Utili',
    legalInfo: 'Informazioni Legali',
    privacy: 'Privacy Policy',
    cookiePolicy: 'Cookie Policy',
    accessibility: 'Dichiarazione di accessibilità',
    manageCookies: 'Gestisci Cookie',
    contacts: 'Contatti',
    emailLabel: 'E-mail',
    phoneLabel: 'Telefono',
    vat: (vat: string) => `P. IVA ${vat}`,
    seat: (address: string) => `Sede legale: ${address}`,
    rea: (rea: string) => `REA ${rea}`,
    pecLabel: 'PEC',
    // "Demo S.r.l." already ends with a full stop: never print two.
    copyright: (year: number, company: string) => `© ${year} ${endSentence(company)} Tutti i diritti riservati.`,
  },

  restricted: {
    title: 'Accesso Riservato',
    body: (company: string) =>
      `Il portale di ${company} è riservato ai collaboratori dell'azienda. Accedi con le tue credenziali per continuare.`,
    help: 'Se sei un collaboratore e non hai ancora le credenziali, rivolgiti al tuo referente o all’amministratore del portale.',
    action: 'Accedi al Portale',
  },
  notAvailable: {
    title: 'Pagina non disponibile',
    body: 'Questa sezione del sito non è attiva.',
    home: 'Torna alla home',
  },
  configError: {
    title: 'Contenuti non disponibili',
    body: 'Non è stato possibile caricare i contenuti del sito. Alcune informazioni potrebbero mancare.',
  },

  home: {
    eyebrow: 'Benvenuti',
    primaryCta: 'Scopri i servizi',
    contactCta: 'Contattaci',
    servicesTitle: 'Cosa facciamo',
    servicesIntro: 'Competenze concrete per accompagnare la tua azienda, dal progetto ai risultati.',
    allServices: 'Tutti i servizi',
    productsTitle: 'I nostri prodotti',
    productsIntro: 'Soluzioni pronte all’uso, configurabili sulle esigenze della tua organizzazione.',
    allProducts: 'Tutti i prodotti',
    valuesTitle: 'I nostri valori',
    aboutLink: 'Chi siamo',
    careersTitle: 'Lavora con noi',
    careersBody: 'Cerchiamo persone curiose e competenti che vogliano crescere con noi.',
    careersCta: 'Scopri come candidarti',
    ctaTitle: 'Parliamo del tuo progetto',
    ctaBody: 'Raccontaci di cosa hai bisogno: ti risponderemo entro due giorni lavorativi.',
  },

  about: {
    title: 'Chi siamo',
    intro: 'La nostra storia',
    mission: 'La nostra missione',
    values: 'I nostri valori',
    team: 'Il nostro team',
    empty: (company: string) => `Le informazioni su ${company} saranno pubblicate a breve.`,
  },

  services: {
    title: 'Servizi',
    lead: (company: string) => `I servizi con cui ${company} affianca imprese e organizzazioni.`,
    empty: 'Nessun servizio pubblicato',
    emptyHint: 'Scrivici per conoscere le attività che possiamo svolgere per te.',
    ctaTitle: 'Hai un’esigenza specifica?',
    ctaBody: 'Ogni progetto parte da un colloquio: raccontaci i tuoi obiettivi.',
  },

  products: {
    title: 'Prodotti',
    lead: (company: string) => `Le soluzioni sviluppate da ${endSentence(company)}`,
    features: 'Funzionalità principali',
    empty: 'Nessun prodotto pubblicato',
    emptyHint: 'Contattaci per ricevere informazioni sulle nostre soluzioni.',
    demoCta: 'Richiedi una demo',
  },

  careers: {
    title: 'Lavora con noi',
    lead: (company: string) => `Entra a far parte del team di ${endSentence(company)}`,
    openPositions: 'Posizioni aperte',
    noPositions: 'Al momento non ci sono posizioni aperte.',
    noPositionsHint: 'Pubblichiamo qui le nuove ricerche di personale: torna a trovarci presto.',
    spontaneousTitle: 'Candidatura spontanea',
    spontaneousBody:
      'Ti piacerebbe lavorare con noi anche se non c’è una posizione adatta? Inviaci il tuo curriculum con una breve presentazione: lo valuteremo con attenzione e ti contatteremo se emergerà un’opportunità in linea con il tuo profilo.',
    spontaneousEmail: (email: string) => `Scrivi a ${email}`,
    spontaneousEmailSubject: 'Candidatura spontanea',
    spontaneousContact: 'Usa il modulo di contatto',
    privacyNote: 'I dati del curriculum sono trattati secondo la nostra',
    privacyLink: 'informativa sulla privacy',
  },

  contact: {
    title: 'Contatti',
    lead: 'Hai una domanda o vuoi parlarci di un progetto? Scrivici: ti risponderemo al più presto.',
    infoTitle: 'Recapiti',
    address: 'Indirizzo',
    email: 'E-mail',
    phone: 'Telefono',
    vat: 'Partita IVA',
    formTitle: 'Scrivici',
    requiredNote: 'I campi contrassegnati con * sono obbligatori.',
    name: 'Nome e cognome *',
    emailField: 'E-mail *',
    company: 'Azienda',
    phoneField: 'Telefono',
    subject: 'Oggetto',
    message: 'Messaggio *',
    messageHint: 'Almeno 10 caratteri.',
    privacyBefore: 'Ho letto l’',
    privacyLink: 'informativa sulla privacy',
    newTab: ' (si apre in una nuova scheda)',
    privacyAfter: ' e acconsento al trattamento dei miei dati per ricevere una risposta. *',
    submit: 'Invia messaggio',
    successTitle: 'Messaggio inviato',
    successBody: 'Grazie per averci scritto. Ti risponderemo all’indirizzo e-mail che hai indicato.',
    another: 'Invia un altro messaggio',
    unexpected: 'Si è verificato un errore imprevisto. Riprova.',
  },

  legal: {
    lastUpdate: (date: string) => `Ultimo aggiornamento: ${date}`,
    privacyTitle: 'Informativa sulla privacy',
    cookieTitle: 'Cookie Policy',
    accessibilityTitle: 'Dichiarazione di accessibilità',
  },

  testComponents: {
    title: 'Componenti',
    lead: 'Gli elementi del design system del portale, in tutte le varianti.',
  },

  messagesWidget: {
    title: 'Messaggi dal sito',
    empty: 'Nessun messaggio ricevuto',
    emptyHint: 'I messaggi inviati dal modulo di contatto del sito compariranno qui.',
    loading: 'Caricamento dei messaggi…',
    error: 'Impossibile caricare i messaggi.',
    markRead: 'Segna come letto',
    archive: 'Archivia',
    reply: 'Rispondi',
    noSubject: '(senza oggetto)',
    updateFailed: 'Aggiornamento non riuscito. Riprova.',
  },
} as const;
