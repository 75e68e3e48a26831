import type { PublicContent } from '@portale/shared';

/** Public-site content a tenant starts with; the demo tenant gets a complete, realistic set. */
export function defaultPublicContent(demo: boolean): PublicContent {
  const legal = { privacy: '', cookie_policy: '', accessibility: '' };
  if (!demo) {
    return { about: { intro: '', mission: '', values: [] }, services: [], products: [], legal };
  }
  return {
    about: {
      intro:
        'Fondata a Milano nel 2009, Demo S.r.l. è una società di consulenza e sviluppo software che accompagna PMI e studi professionali nella digitalizzazione dei processi. Oggi siamo un team di quaranta persone tra sviluppatori, consulenti di processo e formatori.',
      mission:
        'Rendere la tecnologia uno strumento semplice e affidabile per chi lavora ogni giorno in azienda: progetti chiari, tempi rispettati, persone formate.',
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
    legal,
  };
}
