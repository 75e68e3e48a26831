// Spec §5/§8 texts of error reporting and self-healing, word for word, for the widget, the modal and the
// admin pages.

/** Spec §5: screenshot alerts of the detailed report. */
export const SCREENSHOT_MESSAGES = {
  tooLarge: 'Il file è troppo grande. Massimo 10MB.',
  notImage: 'Sono accettati solo file immagine.',
} as const;

/**
 * Spec §8 "error report failure" and the success toast. The toast keeps the spec's words that speak to the reporter
 * ('Errore segnalato con successo!' and 'Il nostro team lo analizzerà presto.'); 'Metriche sistema aggiornate.' is
 * about figures only whoever holds view_system_health ever sees (issue 15), so only they read it, when the metrics
 * were refreshed.
 */
export const ERROR_REPORT_MESSAGES = {
  failed: "Errore durante l'invio della segnalazione",
  failedToast: "Errore durante l'invio della segnalazione. Riprova più tardi.",
  successToast: 'Errore segnalato con successo! Il nostro team lo analizzerà presto.',
  successToastWithHealth:
    'Errore segnalato con successo! Metriche sistema aggiornate. Il nostro team lo analizzerà presto.',
} as const;

/** Spec §8 clipboard failure. */
export const CLIPBOARD_FAILED_MESSAGE = 'Impossibile copiare negli appunti';

/** Spec §8 self-healing failures: stored as the error state when a call fails, then rethrown. */
export const SELF_HEALING_FALLBACK_MESSAGES = {
  dashboard: 'Failed to load dashboard',
  patterns: 'Failed to load error patterns',
  analysis: 'AI analysis failed',
  prompt: 'Prompt generation failed',
  sessions: 'Failed to load healing sessions',
  completeSession: 'Failed to complete session',
  health: 'Failed to update system health',
  submit: 'Failed to submit error',
} as const;
