import { Outlet, useRouterState } from '@tanstack/react-router';
import { CookieConsent } from '@/platform/cookie-consent/cookie-banner';
import { useProgressBar } from '@/platform/progress-bar';
import { Toaster } from '@/platform/toast/toaster';
import { useDocumentTitle } from './document-title';

export function RootLayout() {
  const pending = useRouterState({ select: (state) => state.status === 'pending' });
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
