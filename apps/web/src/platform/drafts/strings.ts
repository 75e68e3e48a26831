/** Italian texts of the drafts platform: the autosave status, the restore notice and the leave confirmation. */
export const DRAFT_TEXT = {
  saving: 'Salvataggio…',
  // Not "Bozza salvata": the timesheet already says that of a week saved without sending it.
  saved: 'Copia salvata nelle bozze',
  saveError: 'Bozza non salvata',
  saveErrorHint: (message: string) => `La bozza non è stata salvata: ${message}`,
  restored: (when: string) => `Bozza ripristinata del ${when}`,
  restoredHint: 'Stai vedendo le modifiche che non avevi ancora salvato.',
  discard: 'Scarta bozza',
  discarded: 'Bozza scartata',
  blockerTitle: 'Modifiche non salvate',
  blockerDescription:
    'Hai modifiche non ancora salvate in questa pagina. Se esci, le ritrovi tra le tue bozze quando torni.',
  blockerConfirm: 'Esci dalla pagina',
} as const;
