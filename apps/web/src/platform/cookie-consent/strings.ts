import type { CookieCategory } from '@portale/shared';

/** Every Italian string of the cookie banner and preferences dialog. */
export const COOKIE_CONSENT_TEXT = {
  bannerTitle: 'Rispettiamo la tua privacy',
  bannerBody:
    'Usiamo cookie tecnici necessari al funzionamento del portale. Solo con il tuo consenso useremmo anche cookie di preferenze, statistici e di marketing. Puoi accettarli tutti, continuare con i soli necessari o scegliere per categoria, e cambiare idea quando vuoi con «Gestisci Cookie» in fondo alla pagina.',
  bannerDismissNote: 'Chiudere questo avviso con la X equivale a scegliere i soli cookie necessari.',
  policyLinkPrefix: 'Tutti i dettagli sono nella',
  policyLink: 'Cookie Policy',
  acceptAll: 'Accetta tutti',
  necessaryOnly: 'Solo necessari',
  customize: 'Personalizza',
  dismiss: 'Chiudi e continua con i soli cookie necessari',
  dialogTitle: 'Preferenze cookie',
  dialogDescription:
    'Scegli quali categorie di cookie consentire. I cookie necessari sono sempre attivi: senza di essi il portale non funziona. Le altre categorie restano disattivate finché non le attivi tu.',
  save: 'Salva preferenze',
  close: 'Chiudi le preferenze cookie',
  alwaysOn: 'Sempre attivi',
  resetChoice: 'Cancella la mia scelta',
  decidedOn: (decided: string, expires: string) =>
    `Scelta registrata il ${decided}; resterà valida fino al ${expires}, poi te la chiederemo di nuovo.`,
} as const;

export const COOKIE_CATEGORY_TEXT: Record<CookieCategory, { title: string; description: string }> = {
  necessary: {
    title: 'Necessari',
    description:
      'Indispensabili per il funzionamento del portale: mantengono la sessione di accesso e ricordano la tua scelta sui cookie e il tema chiaro o scuro. Non possono essere disattivati.',
  },
  preferences: {
    title: 'Preferenze',
    description: 'Ricordano impostazioni facoltative per personalizzare la tua esperienza di navigazione.',
  },
  analytics: {
    title: 'Statistici',
    description: 'Ci aiutano a capire, in forma aggregata e anonima, come viene usato il sito per migliorarlo.',
  },
  marketing: {
    title: 'Marketing',
    description: 'Servono a mostrarti contenuti e annunci pertinenti ai tuoi interessi, anche su altri siti.',
  },
};
