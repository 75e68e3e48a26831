import type { PublicContent } from '@portale/shared';

/** Public-site content a tenant starts with; the demo tenant gets a complete, realistic set. */
export function defaultPublicContent(demo: boolean): PublicContent {
  const legal = { privacy: '', cookie_policy: '', accessibility: '' };
  if (!demo) {
    return {
      hero: { title: '', subtitle: '', cta_label: '', cta_page: 'contact' },
      about: { intro: '', mission: '', sections: [], values: [] },
      services: [],
      products: [],
      team: [],
      legal,
    };
  }
  return {
    hero: {
      title: 'Il vostro partner per la trasformazione digitale',
      subtitle:
        'Software su misura, consulenza e formazione per le piccole e medie imprese: dal primo incontro al progetto in produzione.',
      cta_label: 'Scopri i servizi',
      cta_page: 'services',
    },
    about: {
      intro:
        'Fondata a Milano nel 2009, Demo S.r.l. è una società di consulenza e sviluppo software che accompagna PMI e studi professionali nella digitalizzazione dei processi. Oggi siamo un team di quaranta persone tra sviluppatori, consulenti di processo e formatori.',
      mission:
        'Rendere la tecnologia uno strumento semplice e affidabile per chi lavora ogni giorno in azienda: progetti chiari, tempi rispettati, persone formate.',
      sections: [
        {
          title: 'Come lavoriamo',
          body: 'Ogni progetto parte da un’analisi condivisa dei processi e procede per rilasci brevi, con un referente dedicato e avanzamenti visibili al cliente in ogni momento.',
        },
        {
          title: 'Dove siamo',
          body: 'La sede è a Milano, in Via Roma 1; lavoriamo con clienti in tutta Italia, in presenza o da remoto.',
        },
      ],
      values: [
        { title: 'Trasparenza', description: 'Preventivi chiari, avanzamento visibile e nessuna sorpresa in fattura.' },
        { title: 'Competenza', description: 'Formazione continua e certificazioni su tecnologie e metodologie.' },
        { title: 'Vicinanza', description: 'Un referente dedicato per ogni cliente, in sede o da remoto.' },
        {
          title: 'Responsabilità',
          description: 'Software accessibile, sicuro e conforme al GDPR fin dalla progettazione.',
        },
      ],
    },
    services: [
      {
        title: 'Sviluppo software su misura',
        description:
          'Applicazioni web e gestionali progettati sui vostri processi, integrati con i sistemi che già usate.',
      },
      {
        title: 'Consulenza organizzativa',
        description: 'Analisi dei processi, mappatura dei flussi e piani di miglioramento misurabili.',
      },
      {
        title: 'Formazione',
        description: 'Corsi in aula e online su strumenti digitali, sicurezza informatica e metodologie agili.',
      },
      {
        title: 'Finanza agevolata',
        description: 'Ricerca bandi, predisposizione delle domande e rendicontazione dei progetti finanziati.',
      },
    ],
    products: [
      {
        name: 'Portale',
        description: 'La intranet aziendale per personale, progetti, vendite e comunicazione interna.',
        features: ['Timesheet e ferie', 'CRM e pre-fatture', 'Comunicazioni e documenti'],
      },
      {
        name: 'Demo Analytics',
        description: 'Cruscotti direzionali pronti all’uso sui dati del vostro gestionale.',
        features: ['Indicatori in tempo reale', 'Report esportabili', 'Accesso da mobile'],
      },
      {
        name: 'Demo Academy',
        description: 'Piattaforma di formazione con percorsi, attestati e monitoraggio dei progressi.',
        features: ['Corsi e quiz', 'Attestati di frequenza', 'Integrazione con il fascicolo del personale'],
      },
    ],
    team: [
      {
        name: 'Alessandra Rossi',
        role: 'Amministratrice delegata',
        bio: 'Guida Demo S.r.l. dal 2015 dopo dieci anni di consulenza organizzativa.',
      },
      {
        name: 'Marco Bianchi',
        role: 'Direttore tecnico',
        bio: 'Coordina i team di sviluppo e l’architettura dei progetti.',
      },
      { name: 'Chiara Romano', role: 'Responsabile formazione', bio: 'Progetta i percorsi di Demo Academy.' },
    ],
    legal,
  };
}
