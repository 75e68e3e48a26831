import { ERROR_REPORT_MESSAGES, SCREENSHOT_MESSAGES } from '@portale/shared';
import { UI_TEXT } from '@/ui/strings';
import { HELP_PAGE_TITLE } from './titles';

/** Italian texts of error reporting (widget, detailed report, report page). Spec texts come from shared. */
export const HELP_TEXT = {
  widget: {
    button: 'Segnala un problema',
    shortcut: 'Alt+E',
    title: 'Segnala un problema',
    intro: 'Cosa non va? Scegli una voce: la segnalazione parte subito.',
    detailed: 'Segnalazione dettagliata',
    detailedHint: 'Descrivi il problema con passaggi e screenshot',
    sending: 'Invio della segnalazione…',
  },
  form: {
    title: 'Segnalazione dettagliata',
    intro: 'Più dettagli ci dai, prima riusciamo a risolvere il problema.',
    errorType: 'Tipo di errore',
    errorTypePlaceholder: 'Seleziona il tipo di errore',
    description: 'Descrizione',
    descriptionHint: 'Cosa stavi facendo e cosa è successo.',
    priority: 'Priorità',
    steps: 'Passaggi per riprodurre il problema',
    stepLabel: (n: number) => `Passaggio ${n}`,
    addStep: 'Aggiungi passaggio',
    removeStep: (n: number) => `Rimuovi il passaggio ${n}`,
    expected: 'Comportamento atteso',
    actual: 'Comportamento effettivo',
    notes: 'Note aggiuntive',
    screenshot: 'Screenshot (facoltativo)',
    screenshotHint: 'Un’immagine fino a 10 MB. Inviamo solo il nome e la dimensione del file, non l’immagine.',
    chooseScreenshot: 'Scegli un’immagine',
    noScreenshot: 'Nessuna immagine scelta',
    removeScreenshot: 'Rimuovi lo screenshot',
    systemInfo: 'Informazioni di sistema',
    systemInfoHint: 'Vengono inviate con la segnalazione.',
    url: 'Pagina',
    browser: 'Browser',
    viewport: 'Finestra',
    timestamp: 'Data e ora',
    cancel: UI_TEXT.cancel,
    send: 'Invia segnalazione',
    shortcutHint: 'Ctrl+Invio (⌘+Invio su Mac) per inviare',
    requiredHint: 'Indica il tipo di errore e una descrizione per inviare.',
    successTitle: 'Segnalazione inviata',
    trackingId: 'Codice di riferimento',
    autoClose: 'La finestra si chiude tra pochi secondi.',
    another: 'Invia un’altra segnalazione',
    errorTitle: 'Segnalazione non inviata',
  },
  page: {
    title: HELP_PAGE_TITLE,
    intro:
      'Hai trovato un problema nel portale? Descrivilo qui: la segnalazione arriva al team che si occupa della piattaforma.',
  },
  messages: ERROR_REPORT_MESSAGES,
  screenshot: SCREENSHOT_MESSAGES,
} as const;
