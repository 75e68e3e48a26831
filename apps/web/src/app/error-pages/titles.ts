/** The document title of the /error route (per-code texts are in the page itself): its route file imports only this. */
export const ERROR_ROUTE_TITLE = 'Errore';
