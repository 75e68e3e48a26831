import { type ReactNode, useLayoutEffect } from 'react';
import { removeFirstScreen } from '@/platform/first-screen';
import { publicNavigation, publicPageAccess } from '../site-access';
import { PUBLIC_SITE_TEXT as TEXT } from '../strings';
import { usePublicSite } from '../use-public-site';
import { ConfigErrorNotice } from './config-error-notice';
import { PageNotAvailable } from './page-not-available';
import { PublicFooter } from './public-footer';
import { PublicHeader } from './public-header';
import { RestrictedAccess } from './restricted-access';

export type PublicSiteFrameProps = {
  pathname: string;
  children: ReactNode;
};

/**
 * Skip link, header, main and footer of every public page. The configured mode decides whether the page
 * itself or the 'Accesso Riservato' screen fills the main area (spec §1).
 */
export function PublicSiteFrame({ pathname, children }: PublicSiteFrameProps) {
  const { company, site, failed } = usePublicSite();
  const navigation = publicNavigation(site);
  const access = publicPageAccess(site, pathname);
  // The server-rendered first screen of the home page gives way before this frame is painted.
  useLayoutEffect(removeFirstScreen, []);

  return (
    <div className="flex min-h-dvh flex-col bg-white dark:bg-slate-950">
      <a
        href="#main-content"
        className="sr-only z-50 rounded-lg bg-primary-700 px-4 py-2 font-medium text-white focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:outline-2 focus:outline-offset-2 focus:outline-primary-700"
      >
        {TEXT.skipLink}
      </a>
      <PublicHeader companyName={company.name} navigation={navigation} />
      <main id="main-content" tabIndex={-1} className="flex flex-1 flex-col focus:outline-none">
        {failed && <ConfigErrorNotice />}
        {access === 'visible' && children}
        {access === 'restricted' && <RestrictedAccess companyName={company.name} />}
        {access === 'unavailable' && <PageNotAvailable />}
      </main>
      <PublicFooter company={company} navigation={navigation} />
    </div>
  );
}
