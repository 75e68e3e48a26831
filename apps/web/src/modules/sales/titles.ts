// Page titles only, for the route tree's staticData: every route's options are in the entry chunk, which every
// visitor of the public site downloads, so they must not bring the module's whole strings file.
export const SALES_TITLES = {
  group: 'Vendite',
  dashboard: 'Dashboard CRM',
  clients: 'Clienti',
  newClient: 'Nuovo cliente',
  client: 'Scheda cliente',
  editClient: 'Modifica cliente',
  contacts: 'Contatti',
  contracts: 'Contratti',
  newContract: 'Nuovo contratto',
  contract: 'Scheda contratto',
  editContract: 'Modifica contratto',
  proposals: 'Proposte',
  newProposal: 'Nuova offerta',
  proposal: 'Offerta',
  editProposal: 'Modifica offerta',
  preInvoices: 'Pre-fatture',
  newPreInvoice: 'Nuova pre-fattura',
  preInvoice: 'Pre-fattura',
} as const;
