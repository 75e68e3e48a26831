import { type CompanyInfo, shareCapitalText } from '@portale/shared';
import { Link } from '@tanstack/react-router';
import { Mail, Phone, ShieldCheck } from 'lucide-react';
import { CompanyLogo } from '@/platform/company-logo';
import { openCookiePreferences } from '@/platform/cookie-consent/consent-store';
import { cx } from '@/ui/cx';
import type { PublicNavItem } from '../site-access';
import { PUBLIC_SITE_TEXT } from '../strings';

const TEXT = PUBLIC_SITE_TEXT.footer;

export type PublicFooterProps = {
  company: CompanyInfo;
  navigation: PublicNavItem[];
};

const LINK = cx(
  'rounded text-sm text-slate-600 transition-colors hover:text-primary-700 hover:underline underline-offset-4 dark:text-slate-400 dark:hover:text-primary-300',
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600 dark:focus-visible:outline-primary-400',
);

const HEADING = 'text-sm font-semibold text-slate-900 dark:text-white';

/**
 * What Italian law asks a company's website to show (art. 2250 c.c., art. 35 DPR 633/72): name, registered
 * office, partita IVA, REA number and share capital; a field left empty is left out.
 */
function legalLine(company: CompanyInfo): string {
  return [
    company.name,
    company.address && TEXT.seat(company.address),
    company.vat_number && TEXT.vat(company.vat_number),
    company.rea && TEXT.rea(company.rea),
    shareCapitalText(company.share_capital),
  ]
    .filter(Boolean)
    .join(' · ');
}

/** Spec §1 footer: company, optional contacts, 'Link Utili', 'Informazioni Legali', copyright. */
export function PublicFooter({ company, navigation }: PublicFooterProps) {
  const year = new Date().getFullYear();
  return (
    <footer className="border-t border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900">
      <div className="mx-auto grid max-w-6xl grid-cols-2 gap-x-6 gap-y-10 px-4 py-12 sm:px-6 lg:grid-cols-4 lg:px-8">
        <div className="col-span-2">
          <div className="flex items-center gap-3">
            <CompanyLogo size="sm" />
            <p className="font-semibold text-slate-900 dark:text-white">{company.name}</p>
          </div>
          {company.description && (
            <p className="mt-4 max-w-md text-sm leading-relaxed text-slate-600 dark:text-slate-400">
              {company.description}
            </p>
          )}
          {(company.email || company.phone || company.pec) && (
            <ul className="mt-5 flex flex-col gap-2">
              {company.email && (
                <li>
                  <a href={`mailto:${company.email}`} className={cx(LINK, 'inline-flex items-center gap-2')}>
                    <Mail className="size-4 shrink-0" aria-hidden="true" />
                    <span className="sr-only">{TEXT.emailLabel}: </span>
                    {company.email}
                  </a>
                </li>
              )}
              {company.phone && (
                <li>
                  <a
                    href={`tel:${company.phone.replace(/[^+\d]/g, '')}`}
                    className={cx(LINK, 'inline-flex items-center gap-2')}
                  >
                    <Phone className="size-4 shrink-0" aria-hidden="true" />
                    <span className="sr-only">{TEXT.phoneLabel}: </span>
                    {company.phone}
                  </a>
                </li>
              )}
              {company.pec && (
                <li>
                  <a href={`mailto:${company.pec}`} className={cx(LINK, 'inline-flex items-center gap-2')}>
                    <ShieldCheck className="size-4 shrink-0" aria-hidden="true" />
                    <span>{TEXT.pecLabel}: </span>
                    {company.pec}
                  </a>
                </li>
              )}
            </ul>
          )}
        </div>

        {navigation.length > 0 && (
          <nav aria-labelledby="footer-useful-links">
            <h2 id="footer-useful-links" className={HEADING}>
              {TEXT.usefulLinks}
            </h2>
            <ul className="mt-4 flex flex-col gap-3">
              {navigation.map((item) => (
                <li key={item.page}>
                  <Link to={item.to} className={LINK}>
                    {item.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        )}

        <nav aria-labelledby="footer-legal-info">
          <h2 id="footer-legal-info" className={HEADING}>
            {TEXT.legalInfo}
          </h2>
          <ul className="mt-4 flex flex-col gap-3">
            <li>
              <Link to="/privacy" className={LINK}>
                {TEXT.privacy}
              </Link>
            </li>
            <li>
              <Link to="/cookie-policy" className={LINK}>
                {TEXT.cookiePolicy}
              </Link>
            </li>
            <li>
              <Link to="/dichiarazione-accessibilita" className={LINK}>
                {TEXT.accessibility}
              </Link>
            </li>
            <li>
              <button type="button" onClick={openCookiePreferences} className={cx(LINK, 'text-left')}>
                {TEXT.manageCookies}
              </button>
            </li>
          </ul>
        </nav>
      </div>
      <div className="border-t border-slate-200 dark:border-slate-800">
        <div className="mx-auto flex max-w-6xl flex-col gap-1 px-4 py-6 text-sm text-slate-600 sm:px-6 lg:flex-row lg:justify-between lg:gap-8 lg:px-8 dark:text-slate-400">
          <p>{TEXT.copyright(year, company.name)}</p>
          <p className="lg:max-w-2xl lg:text-right">{legalLine(company)}</p>
        </div>
      </div>
    </footer>
  );
}
