import type { PublicSiteMode } from '../constants';
import { formatEuro } from '../format';

// The public site's settings helpers, without zod: the public pages use them, and a first visit of the public site
// has a JavaScript budget (docs/benchmarks.md, "Public site").

/** Public pages that can appear in the top navigation (spec §1). */
export const PUBLIC_PAGES = ['home', 'about', 'services', 'products', 'careers', 'contact'] as const;
type Page = (typeof PUBLIC_PAGES)[number];

export const PUBLIC_PAGE_PATHS: Record<Page, string> = {
  home: '/',
  about: '/about',
  services: '/services',
  products: '/products',
  careers: '/careers',
  contact: '/contact',
};

// One partita IVA check for the whole portal: the sales module's, which also takes spaces and the IT prefix.
export { isValidPartitaIva } from '../sales/fiscal-codes';

/** "Capitale sociale € 10.000,00 i.v." as Italian law asks of a company's website; null when not stated. */
export function shareCapitalText(capital: { amount_cents: number | null; fully_paid: boolean }): string | null {
  if (capital.amount_cents === null) return null;
  return `Capitale sociale ${formatEuro(capital.amount_cents / 100, { cents: true })}${capital.fully_paid ? ' i.v.' : ''}`;
}

/** The navigation a new tenant starts with (spec §1: a per-mode list of page names, labels by page name). */
export function defaultPublicNavigation(): {
  navigation_by_mode: Record<PublicSiteMode, Page[]>;
  navigation_labels: Record<Page, string>;
} {
  return {
    navigation_by_mode: {
      full: ['home', 'about', 'services', 'products', 'careers', 'contact'],
      minimal: ['home', 'contact'],
      disabled: [],
    },
    navigation_labels: {
      home: 'Home',
      about: 'Chi siamo',
      services: 'Servizi',
      products: 'Prodotti',
      careers: 'Lavora con noi',
      contact: 'Contatti',
    },
  };
}
