/** Every drafts query starts with this key, so a save or a discard refreshes the lists and the form's own draft. */
export const DRAFTS_KEY = ['drafts'] as const;
