import { DRAFTS_TITLE } from './titles';
/** Italian texts of the drafts pages (spec §2: /app/drafts, /app/drafts/module/{moduleKey}). */
export const DRAFTS_TEXT = {
  title: DRAFTS_TITLE,
  moduleTitle: (module: string) => `Bozze · ${module}`,
  description: 'Le modifiche che non hai ancora salvato, conservate automaticamente mentre compili i moduli.',
  moduleDescription: (module: string) => `Le bozze dei moduli di ${module} che non hai ancora salvato.`,
  filterLabel: 'Modulo',
  allModules: 'Tutti',
  caption: 'Le tue bozze',
  savedAgo: (relative: string) => `Salvata ${relative}`,
  resume: 'Riprendi',
  resumeLabel: (title: string) => `Riprendi la bozza ${title}`,
  discard: 'Scarta',
  discardLabel: (title: string) => `Scarta la bozza ${title}`,
  discardTitle: 'Scartare la bozza?',
  discardDescription: (title: string) =>
    `Le modifiche non salvate di «${title}» andranno perse. L’operazione non si può annullare.`,
  discardConfirm: 'Scarta bozza',
  discarded: 'Bozza scartata',
  emptyTitle: 'Nessuna bozza',
  emptyHint: 'Quando lasci un modulo senza salvarlo, le modifiche restano qui finché non le riprendi o le scarti.',
  emptyModuleHint: 'Non hai bozze in questo modulo.',
  loadError: 'Impossibile caricare le bozze',
  notFound: 'Modulo non trovato',
  notFoundHint: 'Questo modulo non esiste o non conserva bozze.',
  allDrafts: 'Tutte le bozze',
  retention: 'Le bozze non modificate da 30 giorni vengono eliminate automaticamente.',
} as const;
