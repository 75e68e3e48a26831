import {
  defaultPublicNavigation,
  PUBLIC_PAGE_PATHS,
  type PublicPage,
  type PublicSiteConfig,
  type TenantConfig,
} from '@portale/shared';

// The home page's first screen (header and hero) as static HTML in the index.html the server sends for `/`, so
// the first and largest paints do not wait for the app's JavaScript and its three start-up requests. The markup
// and classes mirror the web app's PublicHeader and HomePage (apps/web/src/modules/public-site): the app mounts
// over it and removes it in the same frame (apps/web/src/platform/first-screen.ts), so nothing flashes or moves.

/** Where the app mounts; the first screen goes right before it. */
const ROOT_ELEMENT = '<div id="root"></div>';
export const FIRST_SCREEN_ID = 'first-screen';

const TEXT = {
  eyebrow: 'Benvenuti',
  primaryCta: 'Scopri i servizi',
  contactCta: 'Contattaci',
  login: 'Accedi',
  mainNav: 'Navigazione principale',
  openMenu: 'Apri il menu',
  valuesTitle: 'I nostri valori',
  aboutLink: 'Chi siamo',
  homeLinkLabel: (company: string) => `${company} – torna alla home`,
};

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text and attribute values: every character with a meaning in HTML becomes an entity. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ESCAPES[char] ?? char);
}

/** Only http(s) and same-origin paths as image sources: no `javascript:` or `data:` URL from the configuration. */
function safeUrl(url: string | null): string | null {
  return url && /^(https?:\/\/|\/(?!\/))/i.test(url) ? url : null;
}

// The web app's page rules (site-access.ts publicPageAccess), for the pages the first screen links to.
function pagesOf(site: PublicSiteConfig): PublicPage[] {
  const pages = site.navigation_by_mode[site.mode] ?? [];
  return pages.filter((page) => page !== 'careers' || site.features.careers_section.enabled);
}

function pageVisible(site: PublicSiteConfig, page: PublicPage): boolean {
  if (site.mode === 'disabled') return false;
  if (page === 'careers' && !site.features.careers_section.enabled) return false;
  return site.mode === 'full' || pagesOf(site).includes(page);
}

// The lucide icons the web app draws there, as lucide-react renders them.
const paths = (...d: string[]) => d.map((one) => `<path d="${one}"></path>`).join('');
const icon = (shapes: string, className: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" class="${className}" aria-hidden="true">${shapes}</svg>`;
const ARROW_RIGHT = paths('M5 12h14', 'm12 5 7 7-7 7');
const LOG_IN = paths('m10 17 5-5-5-5', 'M15 12H3', 'M15 3h4a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2h-4');
const MENU = paths('M4 5h16', 'M4 12h16', 'M4 19h16');
const CIRCLE_CHECK = `<circle cx="12" cy="12" r="10"></circle>${paths('m16 9-5.5 5.5L8 12')}`;

const FOCUS =
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600 dark:focus-visible:outline-primary-400';
const BUTTON =
  'inline-flex items-center justify-center gap-2 rounded-lg font-medium transition-colors select-none focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600 dark:focus-visible:outline-primary-400 disabled:cursor-not-allowed disabled:opacity-60';
const PRIMARY =
  'bg-primary-600 text-white shadow-sm hover:bg-primary-700 active:bg-primary-800 dark:bg-primary-400 dark:text-slate-950 dark:hover:bg-primary-300';
const SECONDARY =
  'border border-slate-300 bg-white text-slate-800 shadow-sm hover:bg-slate-50 active:bg-slate-100 dark:border-slate-600 dark:bg-slate-800 dark:text-slate-100 dark:hover:bg-slate-700';
const TEXT_LINK =
  'inline-flex items-center gap-1.5 rounded text-sm font-semibold text-primary-700 hover:text-primary-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600 dark:text-primary-300 dark:hover:text-primary-200';
const NAV_LINK =
  'rounded-lg px-3 py-2 text-sm font-medium text-slate-700 transition-colors hover:bg-slate-100 hover:text-slate-900 dark:text-slate-300 dark:hover:bg-slate-800 dark:hover:text-white aria-[current=page]:bg-primary-50 aria-[current=page]:text-primary-800 dark:aria-[current=page]:bg-primary-950 dark:aria-[current=page]:text-primary-200';

/** "Demo S.r.l." → "DS", as the web app's Logo does. */
function initials(name: string): string {
  const words = name
    .split(/\s+/)
    .map((word) => word.replace(/[^\p{L}\p{N}]/gu, ''))
    .filter(Boolean);
  return (
    words
      .slice(0, 2)
      .map((word) => word[0]?.toUpperCase())
      .join('') || 'P'
  );
}

function logo(name: string, url: string | null): string {
  const src = safeUrl(url);
  if (src) return `<img src="${escapeHtml(src)}" alt="${escapeHtml(name)}" class="w-auto object-contain h-8">`;
  return `<span role="img" aria-label="${escapeHtml(name)}" class="inline-flex shrink-0 items-center justify-center rounded-xl font-semibold tracking-wide bg-primary-600 text-white dark:bg-primary-400 dark:text-slate-950 size-8 text-xs">${escapeHtml(initials(name))}</span>`;
}

function header(config: TenantConfig, name: string): string {
  const site = config.public_site;
  const labels = defaultPublicNavigation().navigation_labels;
  const items = pagesOf(site)
    .map((page) => {
      const path = PUBLIC_PAGE_PATHS[page];
      const current = path === '/' ? ' aria-current="page"' : '';
      const label = site.navigation_labels[page] || labels[page];
      return `<li><a href="${path}"${current} class="${NAV_LINK} ${FOCUS}">${escapeHtml(label)}</a></li>`;
    })
    .join('');
  return (
    '<header class="sticky top-0 z-30 border-b border-slate-200/80 bg-white/90 backdrop-blur supports-[backdrop-filter]:bg-white/75 dark:border-slate-800 dark:bg-slate-950/90 dark:supports-[backdrop-filter]:bg-slate-950/75">' +
    '<div class="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4 sm:px-6 lg:px-8">' +
    `<a href="/" aria-label="${escapeHtml(TEXT.homeLinkLabel(name))}" class="flex min-w-0 items-center gap-3 rounded-lg ${FOCUS}">` +
    `${logo(name, config.company.logo_primary_url)}<span class="truncate font-semibold text-slate-900 dark:text-white">${escapeHtml(name)}</span></a>` +
    `<nav aria-label="${TEXT.mainNav}" class="hidden md:block"><ul class="flex items-center gap-1">${items}</ul></nav>` +
    '<div class="flex items-center gap-2"><div class="hidden md:block">' +
    `<a href="/auth/login" class="${BUTTON} ${PRIMARY} h-8 px-3 text-sm">${icon(LOG_IN, 'size-4')}${TEXT.login}</a></div>` +
    `<button type="button" class="inline-flex size-10 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100 md:hidden dark:text-slate-200 dark:hover:bg-slate-800 ${FOCUS}" aria-expanded="false" aria-label="${TEXT.openMenu}">${icon(MENU, 'size-6')}</button>` +
    '</div></div></header>'
  );
}

function hero(config: TenantConfig, name: string): string {
  const { company, content, public_site: site } = config;
  const { hero } = content;
  const heroCta = hero.cta_label && pageVisible(site, hero.cta_page) ? hero : null;
  const showPrimary = heroCta !== null || pageVisible(site, 'services');
  const showSecondary = pageVisible(site, 'contact') && heroCta?.cta_page !== 'contact';
  const subtitle = hero.subtitle || company.tagline;
  const values = content.about.values.slice(0, 4);
  const hasValues = values.length > 0;

  let buttons = '';
  if (showPrimary) {
    const href = heroCta ? PUBLIC_PAGE_PATHS[heroCta.cta_page] : PUBLIC_PAGE_PATHS.services;
    const label = heroCta ? heroCta.cta_label : TEXT.primaryCta;
    buttons += `<a href="${href}" class="${BUTTON} ${PRIMARY} h-12 px-6 text-base">${escapeHtml(label)}${icon(ARROW_RIGHT, 'size-5')}</a>`;
  }
  if (showSecondary) {
    buttons += `<a href="${PUBLIC_PAGE_PATHS.contact}" class="${BUTTON} ${SECONDARY} h-12 px-6 text-base">${TEXT.contactCta}</a>`;
  }

  return (
    '<div class="relative overflow-hidden bg-linear-to-b from-primary-50 via-white to-white dark:from-slate-900 dark:via-slate-950 dark:to-slate-950">' +
    '<div aria-hidden="true" class="pointer-events-none absolute inset-0">' +
    '<div class="absolute -top-32 -left-24 size-96 rounded-full bg-primary-200/50 blur-3xl dark:bg-primary-900/30"></div>' +
    '<div class="absolute top-40 -right-24 size-96 rounded-full bg-sky-200/40 blur-3xl dark:bg-sky-900/20"></div></div>' +
    '<div class="relative mx-auto grid max-w-6xl items-center gap-12 px-4 py-16 sm:px-6 sm:py-24 lg:grid-cols-5 lg:px-8">' +
    `<div class="${hasValues ? 'lg:col-span-3' : 'lg:col-span-5'}">` +
    '<p class="inline-flex rounded-full bg-primary-100 px-3 py-1 text-xs font-semibold tracking-wide text-primary-800 uppercase dark:bg-primary-950 dark:text-primary-200">' +
    `${escapeHtml(hero.title ? name : TEXT.eyebrow)}</p>` +
    '<h1 class="mt-5 text-4xl font-bold tracking-tight text-balance text-slate-900 sm:text-6xl dark:text-white">' +
    `${escapeHtml(hero.title || name)}</h1>` +
    (subtitle
      ? `<p class="mt-5 text-xl font-medium text-balance text-slate-800 sm:text-2xl dark:text-slate-100">${escapeHtml(subtitle)}</p>`
      : '') +
    (company.description
      ? `<p class="mt-5 max-w-2xl text-lg leading-relaxed text-pretty text-slate-600 dark:text-slate-300">${escapeHtml(company.description)}</p>`
      : '') +
    (buttons ? `<div class="mt-10 flex flex-col gap-3 sm:flex-row">${buttons}</div>` : '') +
    `</div>${hasValues ? valuesCard(values, pageVisible(site, 'about')) : ''}</div></div>`
  );
}

/** The values card beside the hero (below it on a phone): it sets the hero's height, so it is part of the screen. */
function valuesCard(values: { title: string; description: string }[], showAbout: boolean): string {
  const items = values
    .map(
      (value) =>
        `<li class="flex gap-3">${icon(CIRCLE_CHECK, 'mt-0.5 size-5 shrink-0 text-primary-600 dark:text-primary-400')}<div>` +
        `<p class="font-medium text-slate-900 dark:text-white">${escapeHtml(value.title)}</p>` +
        (value.description
          ? `<p class="mt-0.5 text-sm leading-relaxed text-slate-600 dark:text-slate-400">${escapeHtml(value.description)}</p>`
          : '') +
        '</div></li>',
    )
    .join('');
  return (
    '<aside aria-labelledby="first-screen-values-title" class="rounded-3xl border border-slate-200 bg-white/80 p-6 shadow-xl shadow-primary-900/5 backdrop-blur sm:p-8 lg:col-span-2 dark:border-slate-800 dark:bg-slate-900/80 dark:shadow-black/30">' +
    `<h2 id="first-screen-values-title" class="text-lg font-semibold text-slate-900 dark:text-white">${TEXT.valuesTitle}</h2>` +
    `<ul class="mt-5 flex flex-col gap-5">${items}</ul>` +
    (showAbout
      ? `<a href="${PUBLIC_PAGE_PATHS.about}" class="${TEXT_LINK} mt-6">${TEXT.aboutLink}${icon(ARROW_RIGHT, 'size-4')}</a>`
      : '') +
    '</aside>'
  );
}

/**
 * The static first screen of the home page, or null when the home page is not shown as such (the site is
 * disabled, or minimal mode does not list it: the app shows 'Accesso Riservato' there).
 */
export function renderFirstScreen(config: TenantConfig): string | null {
  if (!pageVisible(config.public_site, 'home')) return null;
  const name = config.company.name || 'Portale';
  return (
    `<div id="${FIRST_SCREEN_ID}" class="flex min-h-dvh flex-col bg-white dark:bg-slate-950">${header(config, name)}` +
    `<main class="flex flex-1 flex-col">${hero(config, name)}</main></div>`
  );
}

/**
 * index.html with the home page's first screen before the app's root element (unchanged without one), and the
 * company's name as the title, as the start-up sets it (apps/web/src/platform/start-up.ts).
 */
export function withFirstScreen(indexHtml: string, config: TenantConfig): string {
  const markup = renderFirstScreen(config);
  if (markup === null || !indexHtml.includes(ROOT_ELEMENT)) return indexHtml;
  const title = `<title>${escapeHtml(config.company.name || 'Portale')}</title>`;
  return indexHtml
    .replace(/<title>[^<]*<\/title>/, () => title)
    .replace(ROOT_ELEMENT, () => `${markup}${ROOT_ELEMENT}`);
}
