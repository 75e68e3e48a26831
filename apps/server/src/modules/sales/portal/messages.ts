// The client portal's Italian messages.
export const PORTAL_MESSAGES = {
  contractNotFound: 'Contratto non trovato',
  preInvoiceNotFound: 'Pre-fattura non trovata',
} as const;
