import { DEFAULT_LOADING_TEXT } from '@portale/shared';

/** Italian texts of the design-system components (one place, so a second language can be added later). */
export const UI_TEXT = {
  loading: DEFAULT_LOADING_TEXT,
  cancel: 'Annulla',
  progress: 'Avanzamento',
  retry: 'Riprova',
  sectionError: 'Impossibile caricare questa sezione.',
  sectionErrorHint: 'Si è verificato un problema imprevisto. Riprova tra qualche istante.',
} as const;
