// Page titles of the client portal only, for the route tree's staticData: every route's options are in the entry
// chunk, which every visitor of the public site downloads, so they must not bring the portal's whole strings file.
export const PORTAL_TITLES = {
  group: 'Area clienti',
  overview: 'Panoramica',
  proposals: 'Offerte',
  proposal: 'Offerta',
  projects: 'Progetti',
  contracts: 'Contratti',
  contract: 'Contratto',
  preInvoices: 'Pre-fatture',
  preInvoice: 'Pre-fattura',
} as const;
