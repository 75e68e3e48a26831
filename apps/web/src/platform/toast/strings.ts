export const TOAST_TEXT = {
  region: 'Notifiche a comparsa',
  dismiss: 'Chiudi notifica',
  typeLabels: { success: 'Operazione riuscita', error: 'Errore', warning: 'Attenzione', info: 'Informazione' },
} as const;
