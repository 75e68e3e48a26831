import { PUBLIC_PAGE_PATHS } from '@portale/shared';
import { Link } from '@tanstack/react-router';
import { ArrowRight, CircleCheck, Mail, Phone } from 'lucide-react';
import { buttonStyles } from '@/ui/button';
import { cx } from '@/ui/cx';
import { FeatureIcon } from '../components/feature-icon';
import { ProductCard } from '../components/product-card';
import { Section } from '../components/section';
import { isPageVisible } from '../site-access';
import { PUBLIC_SITE_TEXT } from '../strings';
import { usePublicSite } from '../use-public-site';

const TEXT = PUBLIC_SITE_TEXT.home;

const TEXT_LINK =
  'inline-flex items-center gap-1.5 rounded text-sm font-semibold text-primary-700 hover:text-primary-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600 dark:text-primary-300 dark:hover:text-primary-200';

export function HomePage() {
  const { company, content, site } = usePublicSite();
  const showServices = isPageVisible(site, 'services');
  const showProducts = isPageVisible(site, 'products');
  const showContact = isPageVisible(site, 'contact');
  const showAbout = isPageVisible(site, 'about');
  const showCareers = isPageVisible(site, 'careers') && site.navigation_by_mode[site.mode]?.includes('careers');
  const values = content.about.values.slice(0, 4);
  const { hero } = content;
  // The admin's call to action, when its page is open; else the default one to the services.
  const heroCta = hero.cta_label && isPageVisible(site, hero.cta_page) ? hero : null;
  const showPrimary = heroCta !== null || showServices;
  const showSecondary = showContact && heroCta?.cta_page !== 'contact';

  return (
    <>
      <div className="relative overflow-hidden bg-linear-to-b from-primary-50 via-white to-white dark:from-slate-900 dark:via-slate-950 dark:to-slate-950">
        <div aria-hidden="true" className="pointer-events-none absolute inset-0">
          <div className="absolute -top-32 -left-24 size-96 rounded-full bg-primary-200/50 blur-3xl dark:bg-primary-900/30" />
          <div className="absolute top-40 -right-24 size-96 rounded-full bg-sky-200/40 blur-3xl dark:bg-sky-900/20" />
        </div>
        <div className="relative mx-auto grid max-w-6xl items-center gap-12 px-4 py-16 sm:px-6 sm:py-24 lg:grid-cols-5 lg:px-8">
          <div className={cx(values.length > 0 ? 'lg:col-span-3' : 'lg:col-span-5')}>
            <p className="inline-flex rounded-full bg-primary-100 px-3 py-1 text-xs font-semibold tracking-wide text-primary-800 uppercase dark:bg-primary-950 dark:text-primary-200">
              {hero.title ? company.name : TEXT.eyebrow}
            </p>
            <h1 className="mt-5 text-4xl font-bold tracking-tight text-balance text-slate-900 sm:text-6xl dark:text-white">
              {hero.title || company.name}
            </h1>
            {(hero.subtitle || company.tagline) && (
              <p className="mt-5 text-xl font-medium text-balance text-slate-800 sm:text-2xl dark:text-slate-100">
                {hero.subtitle || company.tagline}
              </p>
            )}
            {company.description && (
              <p className="mt-5 max-w-2xl text-lg leading-relaxed text-pretty text-slate-600 dark:text-slate-300">
                {company.description}
              </p>
            )}
            {(showPrimary || showSecondary) && (
              <div className="mt-10 flex flex-col gap-3 sm:flex-row">
                {showPrimary && (
                  <Link
                    to={heroCta ? PUBLIC_PAGE_PATHS[heroCta.cta_page] : '/services'}
                    className={buttonStyles({ size: 'lg' })}
                  >
                    {heroCta ? heroCta.cta_label : TEXT.primaryCta}
                    <ArrowRight className="size-5" aria-hidden="true" />
                  </Link>
                )}
                {showSecondary && (
                  <Link to="/contact" className={buttonStyles({ size: 'lg', variant: 'secondary' })}>
                    {TEXT.contactCta}
                  </Link>
                )}
              </div>
            )}
          </div>
          {values.length > 0 && (
            <aside
              aria-labelledby="home-values-title"
              className="rounded-3xl border border-slate-200 bg-white/80 p-6 shadow-xl shadow-primary-900/5 backdrop-blur sm:p-8 lg:col-span-2 dark:border-slate-800 dark:bg-slate-900/80 dark:shadow-black/30"
            >
              <h2 id="home-values-title" className="text-lg font-semibold text-slate-900 dark:text-white">
                {TEXT.valuesTitle}
              </h2>
              <ul className="mt-5 flex flex-col gap-5">
                {values.map((value) => (
                  <li key={value.title} className="flex gap-3">
                    <CircleCheck
                      className="mt-0.5 size-5 shrink-0 text-primary-600 dark:text-primary-400"
                      aria-hidden="true"
                    />
                    <div>
                      <p className="font-medium text-slate-900 dark:text-white">{value.title}</p>
                      {value.description && (
                        <p className="mt-0.5 text-sm leading-relaxed text-slate-600 dark:text-slate-400">
                          {value.description}
                        </p>
                      )}
                    </div>
                  </li>
                ))}
              </ul>
              {showAbout && (
                <Link to="/about" className={cx(TEXT_LINK, 'mt-6')}>
                  {TEXT.aboutLink}
                  <ArrowRight className="size-4" aria-hidden="true" />
                </Link>
              )}
            </aside>
          )}
        </div>
      </div>

      {content.services.length > 0 && (
        <Section
          id="home-services"
          title={TEXT.servicesTitle}
          intro={TEXT.servicesIntro}
          tone="muted"
          action={
            showServices ? (
              <Link to="/services" className={TEXT_LINK}>
                {TEXT.allServices}
                <ArrowRight className="size-4" aria-hidden="true" />
              </Link>
            ) : undefined
          }
        >
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {content.services.slice(0, 4).map((service, index) => (
              <li
                key={service.title}
                className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm transition-shadow hover:shadow-md dark:border-slate-800 dark:bg-slate-900"
              >
                <FeatureIcon index={index} />
                <h3 className="mt-5 font-semibold text-slate-900 dark:text-white">{service.title}</h3>
                <p className="mt-2 text-sm leading-relaxed text-slate-600 dark:text-slate-400">{service.description}</p>
              </li>
            ))}
          </ul>
        </Section>
      )}

      {content.products.length > 0 && (
        <Section
          id="home-products"
          title={TEXT.productsTitle}
          intro={TEXT.productsIntro}
          action={
            showProducts ? (
              <Link to="/products" className={TEXT_LINK}>
                {TEXT.allProducts}
                <ArrowRight className="size-4" aria-hidden="true" />
              </Link>
            ) : undefined
          }
        >
          <ul className="grid gap-6 md:grid-cols-3">
            {content.products.slice(0, 3).map((product, index) => (
              <li key={product.name} className="flex">
                <ProductCard product={product} index={index} headingLevel={3} />
              </li>
            ))}
          </ul>
        </Section>
      )}

      {showCareers && (
        <Section tone="muted">
          <div className="flex flex-col items-start justify-between gap-6 rounded-3xl border border-slate-200 bg-white p-8 sm:flex-row sm:items-center dark:border-slate-800 dark:bg-slate-900">
            <div>
              <h2 className="text-2xl font-bold tracking-tight text-slate-900 dark:text-white">{TEXT.careersTitle}</h2>
              <p className="mt-2 text-slate-600 dark:text-slate-300">{TEXT.careersBody}</p>
            </div>
            <Link to="/careers" className={buttonStyles({ variant: 'secondary' })}>
              {TEXT.careersCta}
            </Link>
          </div>
        </Section>
      )}

      <section aria-labelledby="home-cta-title" className="bg-primary-700 dark:bg-primary-950">
        <div className="mx-auto flex max-w-6xl flex-col gap-8 px-4 py-16 sm:px-6 lg:flex-row lg:items-center lg:justify-between lg:px-8">
          <div className="max-w-2xl">
            <h2 id="home-cta-title" className="text-3xl font-bold tracking-tight text-white">
              {TEXT.ctaTitle}
            </h2>
            <p className="mt-3 text-lg text-primary-100">{TEXT.ctaBody}</p>
            <ul className="mt-5 flex flex-col gap-2 text-primary-50 sm:flex-row sm:gap-6">
              {company.email && (
                <li className="inline-flex items-center gap-2">
                  <Mail className="size-4" aria-hidden="true" />
                  {company.email}
                </li>
              )}
              {company.phone && (
                <li className="inline-flex items-center gap-2">
                  <Phone className="size-4" aria-hidden="true" />
                  {company.phone}
                </li>
              )}
            </ul>
          </div>
          {showContact && (
            <Link
              to="/contact"
              className="inline-flex h-12 shrink-0 items-center justify-center gap-2 rounded-lg bg-white px-6 font-semibold text-primary-800 shadow-sm transition-colors hover:bg-primary-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
            >
              {TEXT.contactCta}
              <ArrowRight className="size-5" aria-hidden="true" />
            </Link>
          )}
        </div>
      </section>
    </>
  );
}
