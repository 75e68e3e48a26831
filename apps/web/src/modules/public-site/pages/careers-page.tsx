import { Link } from '@tanstack/react-router';
import { BriefcaseBusiness, Mail, MessageSquare, Send } from 'lucide-react';
import { buttonStyles } from '@/ui/button';
import { PageHero } from '../components/page-hero';
import { Section } from '../components/section';
import { isPageVisible } from '../site-access';
import { PUBLIC_SITE_TEXT } from '../strings';
import { usePublicSite } from '../use-public-site';

const TEXT = PUBLIC_SITE_TEXT.careers;

/** Spec §2: /careers and /posizioni-aperte. Until the recruiting module exists there are no postings. */
export function CareersPage() {
  const { company, site } = usePublicSite();
  const showContact = isPageVisible(site, 'contact');
  const mailto = company.email
    ? `mailto:${company.email}?subject=${encodeURIComponent(TEXT.spontaneousEmailSubject)}`
    : null;

  return (
    <>
      <PageHero title={site.navigation_labels.careers || TEXT.title} lead={TEXT.lead(company.name)} />
      <Section>
        <div className="grid gap-8 lg:grid-cols-2">
          <section
            aria-labelledby="careers-open-positions"
            className="rounded-3xl border border-slate-200 bg-white p-8 shadow-sm dark:border-slate-800 dark:bg-slate-900"
          >
            <BriefcaseBusiness className="size-8 text-primary-600 dark:text-primary-400" aria-hidden="true" />
            <h2
              id="careers-open-positions"
              className="mt-4 text-2xl font-bold tracking-tight text-slate-900 dark:text-white"
            >
              {TEXT.openPositions}
            </h2>
            <p className="mt-3 text-lg font-medium text-slate-800 dark:text-slate-100">{TEXT.noPositions}</p>
            <p className="mt-2 text-slate-600 dark:text-slate-400">{TEXT.noPositionsHint}</p>
          </section>
          <section
            aria-labelledby="careers-spontaneous"
            className="rounded-3xl bg-linear-to-br from-primary-50 to-white p-8 ring-1 ring-primary-100 dark:from-primary-950 dark:to-slate-900 dark:ring-primary-900"
          >
            <Send className="size-8 text-primary-600 dark:text-primary-400" aria-hidden="true" />
            <h2
              id="careers-spontaneous"
              className="mt-4 text-2xl font-bold tracking-tight text-slate-900 dark:text-white"
            >
              {TEXT.spontaneousTitle}
            </h2>
            <p className="mt-3 leading-relaxed text-slate-700 dark:text-slate-300">{TEXT.spontaneousBody}</p>
            <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
              {mailto && (
                <a href={mailto} className={buttonStyles()}>
                  <Mail className="size-4" aria-hidden="true" />
                  {TEXT.spontaneousEmail(company.email)}
                </a>
              )}
              {showContact && (
                <Link to="/contact" className={buttonStyles({ variant: 'secondary' })}>
                  <MessageSquare className="size-4" aria-hidden="true" />
                  {TEXT.spontaneousContact}
                </Link>
              )}
            </div>
            <p className="mt-6 text-sm text-slate-600 dark:text-slate-400">
              {TEXT.privacyNote}{' '}
              <Link
                to="/privacy"
                className="rounded font-medium text-primary-700 underline underline-offset-2 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600 dark:text-primary-300"
              >
                {TEXT.privacyLink}
              </Link>
              .
            </p>
          </section>
        </div>
      </Section>
    </>
  );
}
