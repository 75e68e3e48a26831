import { formatDay, PROPOSAL_STATUS_LABELS, type ProposalStatus } from '@portale/shared';

// The proposals' Italian messages that more than one file uses.
export const PROPOSAL_MESSAGES = {
  notFound: 'Offerta non trovata',
  pipelineNotFound: 'Pipeline non trovata',
  stale: "L'offerta è stata modificata da qualcun altro nel frattempo: ricarica per vedere la versione aggiornata",
  stalePipeline:
    'La pipeline è stata modificata da qualcun altro nel frattempo: ricarica per vedere la versione aggiornata',
  moneyHidden:
    'Non puoi vedere né modificare i prezzi delle offerte: chiedi a chi gestisce la fatturazione di aggiornare le righe',
  pdfMoneyHidden: "Il PDF mostra i prezzi dell'offerta: per scaricarlo serve il permesso di vedere le fatture",
  draftOnly:
    "Righe, cliente, contatto, titolo e date si modificano solo quando l'offerta è in bozza: riaprila o duplicala per cambiarli",
  deleteDraftOnly:
    "Si può eliminare solo un'offerta in bozza: un'offerta inviata resta nello storico (puoi duplicarla o riaprirla)",
  closedNoStage: "Un'offerta già decisa o scaduta non sta in una fase della pipeline",
  clientNotFound: 'Cliente non trovato o archiviato',
  contactNotOfClient: 'Il contatto non appartiene al cliente scelto',
  stageNotOfPipeline: 'La fase scelta non appartiene alla pipeline',
  pipelineArchived: 'La pipeline non esiste o è archiviata',
  validityBeforeIssue: "La validità non può terminare prima della data dell'offerta",
  noProjects: 'Il modulo progetti non è disponibile in questa installazione',
} as const;

/** "L'offerta è «Accettata»": the status in a sentence. */
export const statusLabel = (status: ProposalStatus) => `«${PROPOSAL_STATUS_LABELS[status]}»`;

/** 24/11/2026, as the PDF and the messages print a day. */
export const dayNumeric = (day: string) => formatDay(day, 'numeric');
