import { UI_TEXT } from '@/ui/strings';

export type ErrorCode = '404' | '403' | '500' | 'network';

export interface ErrorPageText {
  eyebrow: string;
  title: string;
  description: string;
}

/** Spec §8 error pages: Italian texts for each code. */
export const ERROR_PAGE_TEXT: Record<ErrorCode, ErrorPageText> = {
  '404': {
    eyebrow: 'Errore 404',
    title: 'Pagina non trovata',
    description: 'La pagina che cerchi non esiste o è stata spostata. Controlla l’indirizzo oppure torna alla home.',
  },
  '403': {
    eyebrow: 'Errore 403',
    title: 'Non hai accesso a questa pagina',
    description:
      'Questa pagina è riservata ad altri ruoli. Se ti serve per il tuo lavoro, chiedi l’accesso al tuo responsabile o a un amministratore del portale; intanto puoi tornare alla pagina precedente o alla dashboard.',
  },
  '500': {
    eyebrow: 'Errore 500',
    title: 'Si è verificato un errore',
    description:
      'Qualcosa non ha funzionato da parte nostra. Riprova tra qualche istante: se il problema persiste, contatta l’assistenza.',
  },
  network: {
    eyebrow: 'Errore di rete',
    title: 'Connessione non disponibile',
    description: 'Non riusciamo a contattare il server. Verifica la connessione a Internet e riprova.',
  },
};

export const ERROR_ACTIONS = {
  home: 'Torna alla home',
  dashboard: 'Vai alla dashboard',
  back: 'Torna indietro',
  retry: UI_TEXT.retry,
  login: 'Accedi',
  switchAccount: 'Accedi con un altro account',
  detail: 'Dettaglio',
} as const;
