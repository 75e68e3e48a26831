// Every Italian text the documents API sends (docs/documents.md).

export const DOCUMENT_MESSAGES = {
  notFound: 'Documento non trovato',
  folderNotFound: 'Cartella non trovata',
  versionNotFound: 'Versione non trovata',
  notInTrash: 'Il documento non è nel cestino',
  cannotEdit: 'Non puoi modificare questo documento: chiedi l’accesso in modifica a chi lo gestisce.',
  cannotManage: 'Solo il proprietario del documento o un amministratore possono farlo.',
  cannotManageFolder: 'Solo chi ha creato la cartella o un amministratore possono farlo.',
  cannotUploadHere: 'Non puoi caricare documenti in questa cartella.',
  cannotUseRoot: 'Scegli una cartella condivisa con te: fuori dalle cartelle non puoi caricare né crearne.',
  cannotEditFolder: 'Non puoi modificare questa cartella.',
  cannotMove: 'Spostare il documento cambia chi può leggerlo: solo il proprietario o un amministratore possono farlo.',
  cannotMoveFolder:
    'Spostare la cartella cambia chi può leggerne i documenti: solo chi l’ha creata o un amministratore possono farlo.',
  checkedOutBy: (name: string) => `Il documento è bloccato per modifica da ${name}: riprova quando avrà finito.`,
  checkoutNotHeld: 'Il documento non è bloccato per modifica.',
  checkoutOther: (name: string) =>
    `Il blocco è di ${name}: può rilasciarlo solo lui o lei, il proprietario o un amministratore.`,
  folderNotEmpty: 'La cartella non è vuota: sposta o elimina prima i documenti e le sottocartelle che contiene.',
  folderCycle: 'Una cartella non può stare dentro se stessa o dentro una sua sottocartella.',
  folderNameTaken: 'In questa posizione esiste già una cartella con questo nome.',
  ownerNotFound: 'Il nuovo proprietario non esiste o non è attivo.',
  principalNotFound: (name: string) => `Destinatario non trovato: ${name}`,
  cannotListPrincipals:
    'Solo chi gestisce l’accesso di un documento o di una cartella (il proprietario, chi l’ha creata, un amministratore) può cercare i destinatari.',
  bulkNotAllowed: (title: string) => `Operazione annullata: non puoi modificare «${title}».`,
  bulkCannotMove: (title: string) =>
    `Operazione annullata: solo il proprietario o un amministratore possono spostare «${title}».`,
  bulkMissing: 'Operazione annullata: alcuni documenti non esistono o non sono visibili.',
  created: 'Documento caricato',
  updated: 'Documento aggiornato',
  deleted: 'Documento spostato nel cestino',
  restored: 'Documento ripristinato',
  versionAdded: 'Nuova versione caricata',
  versionRestored: 'Versione ripristinata come nuova versione',
  checkedOut: 'Documento bloccato per modifica',
  checkedIn: 'Blocco rilasciato',
  accessUpdated: 'Accesso aggiornato',
  folderCreated: 'Cartella creata',
  folderUpdated: 'Cartella aggiornata',
  folderDeleted: 'Cartella eliminata',
} as const;
