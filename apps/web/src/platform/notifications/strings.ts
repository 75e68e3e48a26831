/** Spec §8: what a failed notification fetch stores (and the panel shows). */
export const NOTIFICATION_LOAD_ERRORS = {
  invalidFormat: 'Formato risposta API non valido',
  loadFailed: 'Errore nel caricamento delle notifiche',
} as const;
