import { Link } from '@tanstack/react-router';
import { ArrowRight } from 'lucide-react';
import { buttonStyles } from '@/ui/button';
import { EmptyContent } from '../components/empty-content';
import { FeatureIcon } from '../components/feature-icon';
import { PageHero } from '../components/page-hero';
import { Section } from '../components/section';
import { isPageVisible } from '../site-access';
import { PUBLIC_SITE_TEXT } from '../strings';
import { usePublicSite } from '../use-public-site';

const TEXT = PUBLIC_SITE_TEXT.services;

export function ServicesPage() {
  const { company, content, site } = usePublicSite();
  const showContact = isPageVisible(site, 'contact');
  const contactLabel = site.navigation_labels.contact || PUBLIC_SITE_TEXT.home.contactCta;

  return (
    <>
      <PageHero title={site.navigation_labels.services || TEXT.title} lead={TEXT.lead(company.name)} />
      <Section>
        {content.services.length === 0 ? (
          <EmptyContent
            title={TEXT.empty}
            hint={TEXT.emptyHint}
            contactLabel={showContact ? contactLabel : undefined}
          />
        ) : (
          <ul className="grid gap-6 md:grid-cols-2">
            {content.services.map((service, index) => (
              <li
                key={service.title}
                className="flex gap-5 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8 dark:border-slate-800 dark:bg-slate-900"
              >
                <FeatureIcon index={index} />
                <div>
                  <h2 className="text-xl font-semibold text-slate-900 dark:text-white">{service.title}</h2>
                  <p className="mt-2 leading-relaxed text-slate-600 dark:text-slate-400">{service.description}</p>
                </div>
              </li>
            ))}
          </ul>
        )}
      </Section>
      {content.services.length > 0 && showContact && (
        <Section tone="muted">
          <div className="flex flex-col items-start justify-between gap-6 sm:flex-row sm:items-center">
            <div>
              <h2 className="text-2xl font-bold tracking-tight text-slate-900 dark:text-white">{TEXT.ctaTitle}</h2>
              <p className="mt-2 text-slate-600 dark:text-slate-300">{TEXT.ctaBody}</p>
            </div>
            <Link to="/contact" className={buttonStyles({ size: 'lg' })}>
              {PUBLIC_SITE_TEXT.home.contactCta}
              <ArrowRight className="size-5" aria-hidden="true" />
            </Link>
          </div>
        </Section>
      )}
    </>
  );
}
