// Proposals (offerte) and their pipelines (issue 18, docs/sales.md): plain values and Italian labels, no zod, so
// the board and the lists import them without the schemas.

/**
 * bozza → inviata → accettata / rifiutata / scaduta. A draft is not yet in the client's hands; a sent proposal is
 * decided by the client (online in the client portal, or recorded by staff) or expires at its `valid_until` (the
 * daily job). A refused or expired proposal may be reopened as a draft to send again.
 */
export const PROPOSAL_STATUSES = ['bozza', 'inviata', 'accettata', 'rifiutata', 'scaduta'] as const;
export type ProposalStatus = (typeof PROPOSAL_STATUSES)[number];
export const PROPOSAL_STATUS_LABELS: Record<ProposalStatus, string> = {
  bozza: 'Bozza',
  inviata: 'Inviata',
  accettata: 'Accettata',
  rifiutata: 'Rifiutata',
  scaduta: 'Scaduta',
};
/** Still in play: counted in the pipeline's value, shown in the board's stages. */
export const OPEN_PROPOSAL_STATUSES: readonly ProposalStatus[] = ['bozza', 'inviata'];
/** Decided: shown in the board's outcome columns, never in a stage. */
export const CLOSED_PROPOSAL_STATUSES: readonly ProposalStatus[] = ['accettata', 'rifiutata', 'scaduta'];

/** The moves between statuses a request may ask for (the expiry is the job's). */
export const PROPOSAL_TRANSITIONS = ['send', 'accept', 'refuse', 'reopen'] as const;
export type ProposalTransition = (typeof PROPOSAL_TRANSITIONS)[number];
export const PROPOSAL_TRANSITION_LABELS: Record<ProposalTransition, string> = {
  send: 'Segna come inviata',
  accept: 'Segna come accettata',
  refuse: 'Segna come rifiutata',
  reopen: 'Riapri come bozza',
};
/** From which status each move starts. */
export const PROPOSAL_TRANSITION_FROM: Record<ProposalTransition, readonly ProposalStatus[]> = {
  send: ['bozza'],
  accept: ['inviata'],
  refuse: ['inviata'],
  reopen: ['rifiutata', 'scaduta'],
};

/** Proposal numbers restart every year: `2026/0042`. */
export const formatProposalNumber = (year: number, seq: number) => `${year}/${String(seq).padStart(4, '0')}`;

/** Days a new proposal stays valid unless the form says otherwise. */
export const PROPOSAL_DEFAULT_VALIDITY_DAYS = 30;
export const PROPOSAL_TITLE_MAX = 200;
export const PROPOSAL_TERMS_MAX = 10_000;
export const PROPOSAL_NOTES_MAX = 10_000;
export const PROPOSAL_REFUSAL_REASON_MAX = 2_000;

/** How the client's decision reached us: online in the client portal, or recorded by staff. */
export const DECISION_CHANNELS = ['portale', 'interno'] as const;
export type DecisionChannel = (typeof DECISION_CHANNELS)[number];
export const DECISION_CHANNEL_LABELS: Record<DecisionChannel, string> = {
  portale: 'Dal portale clienti',
  interno: 'Registrata da un collega',
};

export const PROPOSAL_SORT_FIELDS = [
  'number',
  'title',
  'client',
  'status',
  'valid_until',
  'total',
  'updated_at',
] as const;
export type ProposalSortField = (typeof PROPOSAL_SORT_FIELDS)[number];
export const PROPOSAL_DEFAULT_SORT = '-number';

/** The stages a new pipeline starts with (the demo's and a fresh installation's default pipeline). */
export const DEFAULT_PIPELINE_NAME = 'Vendite';
export const DEFAULT_PIPELINE_STAGES = [
  { name: 'Da preparare', probability: 10 },
  { name: 'Offerta inviata', probability: 40 },
  { name: 'In trattativa', probability: 70 },
] as const;
export const PIPELINE_NAME_MAX = 80;
export const PIPELINE_STAGES_MAX = 12;
export const PIPELINES_MAX = 20;
