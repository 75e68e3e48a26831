import {
  DEFAULT_PUBLIC_SITE_MODE,
  defaultPublicNavigation,
  PUBLIC_PAGE_PATHS,
  type PublicPage,
  type PublicSiteConfig,
} from '@portale/shared';

// Which public pages exist in the current mode (spec §1), as pure functions of the configuration.

export type PublicNavItem = { page: PublicPage; label: string; to: string };

/** Spec §2: /posizioni-aperte shows the careers page too. */
export const CAREERS_ALIAS_PATH = '/posizioni-aperte';

/**
 * Legal pages stay reachable in every mode: the cookie banner (shown on the login page too) must link to the
 * cookie policy, and the privacy notice and accessibility declaration are legal obligations.
 */
export const LEGAL_PATHS = ['/privacy', '/cookie-policy', '/dichiarazione-accessibilita'] as const;

/** Used when the configuration could not be loaded: the default navigation, careers hidden. */
export const FALLBACK_PUBLIC_SITE: PublicSiteConfig = {
  mode: DEFAULT_PUBLIC_SITE_MODE,
  features: { careers_section: { enabled: false } },
  ...defaultPublicNavigation(),
};

function pagesOf(site: PublicSiteConfig): PublicPage[] {
  const pages = site.navigation_by_mode[site.mode] ?? [];
  return pages.filter((page) => page !== 'careers' || site.features.careers_section.enabled);
}

/** The top navigation: the mode's page list with the configured labels; careers only when enabled. */
export function publicNavigation(site: PublicSiteConfig): PublicNavItem[] {
  const fallbackLabels = defaultPublicNavigation().navigation_labels;
  return pagesOf(site).map((page) => ({
    page,
    label: site.navigation_labels[page] || fallbackLabels[page],
    to: PUBLIC_PAGE_PATHS[page],
  }));
}

export type PublicPageAccess = 'visible' | 'restricted' | 'unavailable';

function pageOfPath(pathname: string): PublicPage | null {
  if (pathname === CAREERS_ALIAS_PATH) return 'careers';
  const entry = Object.entries(PUBLIC_PAGE_PATHS).find(([, path]) => path === pathname);
  return entry ? (entry[0] as PublicPage) : null;
}

/**
 * 'restricted' shows the 'Accesso Riservato' screen (disabled mode, or a page minimal mode does not list);
 * 'unavailable' is the careers page while the careers section is switched off.
 */
export function publicPageAccess(site: PublicSiteConfig, rawPathname: string): PublicPageAccess {
  const pathname = rawPathname.length > 1 ? rawPathname.replace(/\/+$/, '') : rawPathname;
  if ((LEGAL_PATHS as readonly string[]).includes(pathname)) return 'visible';
  if (site.mode === 'disabled') return 'restricted';
  const page = pageOfPath(pathname);
  if (page === 'careers' && !site.features.careers_section.enabled) return 'unavailable';
  if (site.mode === 'full') return 'visible';
  return page !== null && pagesOf(site).includes(page) ? 'visible' : 'restricted';
}

/** Whether a page can be linked to from content (calls to action), so no link leads to a locked page. */
export function isPageVisible(site: PublicSiteConfig, page: PublicPage): boolean {
  return publicPageAccess(site, PUBLIC_PAGE_PATHS[page]) === 'visible';
}
