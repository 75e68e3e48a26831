import { COOKIE_CONSENT_DATE_STORAGE_KEY, COOKIE_CONSENT_STORAGE_KEY } from '@portale/shared';
import { Link, useRouterState } from '@tanstack/react-router';
import { Cookie, X } from 'lucide-react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Button } from '@/ui/button';
import { applyConsentEffects } from './consent-effects';
import { choicesOf } from './consent-logic';
import { reloadCookieConsent, useCookieConsentStore } from './consent-store';
import { COOKIE_CONSENT_TEXT as TEXT } from './strings';

// Loaded the first time the preferences open: a first visit of the public site downloads the banner only
// (docs/benchmarks.md, "Public site").
const CookiePreferencesDialog = lazy(() =>
  import('./cookie-preferences-dialog').then((module) => ({ default: module.CookiePreferencesDialog })),
);

const STORAGE_KEYS = new Set([COOKIE_CONSENT_STORAGE_KEY, COOKIE_CONSENT_DATE_STORAGE_KEY]);

/**
 * Lets the page scroll past the fixed banner: without room below, the last buttons of a short page (the
 * login form) would stay hidden behind it until the visitor decides.
 */
function useReserveSpaceBelow(element: HTMLElement | null) {
  useEffect(() => {
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => {
      document.body.style.paddingBottom = `${element.offsetHeight}px`;
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      document.body.style.paddingBottom = '';
    };
  }, [element]);
}

/**
 * The cookie banner and the preferences dialog, mounted once in the root layout. The three choices have the
 * same size and style, nothing is pre-ticked, scrolling never counts and the X means necessary only
 * (Garante guidelines of 10 June 2021).
 */
export function CookieConsent() {
  const consent = useCookieConsentStore((state) => state.consent);
  const { acceptAll, necessaryOnly, dismiss, openPreferences } = useCookieConsentStore.getState();
  // Public and auth pages ask; inside /app the shell's own chrome sits where the banner would, and the
  // preferences stay reachable from 'Gestisci Cookie'. No decision there still means necessary only.
  const inApp = useRouterState({ select: (state) => state.location.pathname.startsWith('/app') });
  const showBanner = consent === null && !inApp;
  const preferencesOpen = useCookieConsentStore((state) => state.preferencesOpen);
  // Once opened, the dialog stays mounted so it can close (and open again) like any dialog.
  const [preferencesLoaded, setPreferencesLoaded] = useState(preferencesOpen);
  if (preferencesOpen && !preferencesLoaded) setPreferencesLoaded(true);
  // A state, not a ref: the effect must run again when the banner mounts or unmounts.
  const [banner, setBanner] = useState<HTMLElement | null>(null);
  useReserveSpaceBelow(banner);

  useEffect(() => {
    // Before any decision this denies everything and removes what a script may have set.
    applyConsentEffects(choicesOf(useCookieConsentStore.getState().consent));
    // A decision taken in another tab applies here too.
    const onStorage = (event: StorageEvent) => {
      if (event.key === null || STORAGE_KEYS.has(event.key)) reloadCookieConsent();
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  return (
    <>
      {showBanner && (
        <section
          ref={setBanner}
          aria-labelledby="cookie-banner-title"
          className="fixed inset-x-0 bottom-0 z-40 p-3 sm:p-4 print:hidden"
          data-testid="cookie-banner"
        >
          <div className="relative mx-auto max-w-5xl rounded-2xl border border-slate-200 bg-white p-5 shadow-2xl shadow-slate-900/10 sm:p-6 dark:border-slate-700 dark:bg-slate-900 dark:shadow-black/40">
            <button
              type="button"
              onClick={dismiss}
              aria-label={TEXT.dismiss}
              title={TEXT.dismiss}
              className="absolute top-3 right-3 inline-flex size-9 items-center justify-center rounded-lg text-slate-500 transition-colors hover:bg-slate-100 hover:text-slate-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600 dark:text-slate-400 dark:hover:bg-slate-800 dark:hover:text-white dark:focus-visible:outline-primary-400"
            >
              <X className="size-5" aria-hidden="true" />
            </button>
            <div className="flex flex-col gap-5 lg:flex-row lg:items-center lg:gap-8 lg:pr-10">
              <div className="flex flex-1 gap-4 pr-8 lg:pr-0">
                <span className="hidden size-11 shrink-0 items-center justify-center rounded-xl bg-primary-50 text-primary-700 sm:inline-flex dark:bg-primary-950 dark:text-primary-300">
                  <Cookie className="size-6" aria-hidden="true" />
                </span>
                <div className="min-w-0">
                  <h2 id="cookie-banner-title" className="text-base font-semibold text-slate-900 dark:text-white">
                    {TEXT.bannerTitle}
                  </h2>
                  <p className="mt-1.5 text-sm leading-relaxed text-slate-700 dark:text-slate-300">{TEXT.bannerBody}</p>
                  <p className="mt-1.5 text-sm leading-relaxed text-slate-700 dark:text-slate-300">
                    {TEXT.bannerDismissNote} {TEXT.policyLinkPrefix}{' '}
                    <Link
                      to="/cookie-policy"
                      className="font-medium text-primary-700 underline underline-offset-2 hover:text-primary-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600 dark:text-primary-300 dark:hover:text-primary-200"
                    >
                      {TEXT.policyLink}
                    </Link>
                    .
                  </p>
                </div>
              </div>
              {/* Same component, variant and size for all three: equal prominence is a legal requirement. */}
              <div className="grid gap-2 sm:grid-cols-3 sm:gap-3 lg:w-52 lg:shrink-0 lg:grid-cols-1 lg:gap-2">
                <Button variant="secondary" onClick={acceptAll}>
                  {TEXT.acceptAll}
                </Button>
                <Button variant="secondary" onClick={necessaryOnly}>
                  {TEXT.necessaryOnly}
                </Button>
                <Button variant="secondary" onClick={openPreferences}>
                  {TEXT.customize}
                </Button>
              </div>
            </div>
          </div>
        </section>
      )}
      {preferencesLoaded && (
        <Suspense fallback={null}>
          <CookiePreferencesDialog />
        </Suspense>
      )}
    </>
  );
}
