import { Outlet, useRouterState } from '@tanstack/react-router';
import { CookieConsent } from '@/platform/cookie-consent/cookie-banner';
import { useProgressBar } from '@/platform/progress-bar';
import { Toaster } from '@/platform/toast/toaster';
import { useDocumentTitle } from './document-title';

export function RootLayout() {
  // Navigations only: the first page's load has the server's first screen (or the blank page) and needs no bar, so a
  // visitor's first visit does not download it.
  const pending = useRouterState({
    select: (state) => state.status === 'pending' && state.resolvedLocation !== undefined,
  });
  useProgressBar(pending);
  useDocumentTitle();
  return (
    <>
      <Outlet />
      <Toaster />
      <CookieConsent />
    </>
  );
}
