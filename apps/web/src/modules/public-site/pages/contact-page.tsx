import { Building2, Mail, MapPin, Phone } from 'lucide-react';
import type { ReactNode } from 'react';
import { ContactForm } from '../components/contact-form';
import { PageHero } from '../components/page-hero';
import { PUBLIC_SITE_TEXT } from '../strings';
import { usePublicSite } from '../use-public-site';

const TEXT = PUBLIC_SITE_TEXT.contact;

export function ContactPage() {
  const { company, site } = usePublicSite();
  return (
    <>
      <PageHero title={site.navigation_labels.contact || TEXT.title} lead={TEXT.lead} />
      <div className="bg-white dark:bg-slate-950">
        <div className="mx-auto grid max-w-6xl gap-10 px-4 py-14 sm:px-6 lg:grid-cols-3 lg:px-8">
          <aside aria-labelledby="contact-info-title" className="lg:col-span-1">
            <h2 id="contact-info-title" className="text-xl font-semibold text-slate-900 dark:text-white">
              {TEXT.infoTitle}
            </h2>
            <p className="mt-2 font-medium text-slate-800 dark:text-slate-200">{company.name}</p>
            <ul className="mt-6 flex flex-col gap-5">
              {company.address && (
                <ContactRow icon={<MapPin className="size-5" aria-hidden="true" />} label={TEXT.address}>
                  {company.address}
                </ContactRow>
              )}
              {company.email && (
                <ContactRow icon={<Mail className="size-5" aria-hidden="true" />} label={TEXT.email}>
                  <a
                    href={`mailto:${company.email}`}
                    className="rounded break-all text-primary-700 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600 dark:text-primary-300"
                  >
                    {company.email}
                  </a>
                </ContactRow>
              )}
              {company.phone && (
                <ContactRow icon={<Phone className="size-5" aria-hidden="true" />} label={TEXT.phone}>
                  <a
                    href={`tel:${company.phone.replace(/[^+\d]/g, '')}`}
                    className="rounded text-primary-700 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600 dark:text-primary-300"
                  >
                    {company.phone}
                  </a>
                </ContactRow>
              )}
              {company.vat_number && (
                <ContactRow icon={<Building2 className="size-5" aria-hidden="true" />} label={TEXT.vat}>
                  {company.vat_number}
                </ContactRow>
              )}
            </ul>
          </aside>
          <div className="rounded-3xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8 lg:col-span-2 dark:border-slate-800 dark:bg-slate-900">
            <ContactForm />
          </div>
        </div>
      </div>
    </>
  );
}

type ContactRowProps = { icon: ReactNode; label: string; children: ReactNode };

function ContactRow({ icon, label, children }: ContactRowProps) {
  return (
    <li className="flex gap-4">
      <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-xl bg-primary-50 text-primary-700 dark:bg-primary-950 dark:text-primary-300">
        {icon}
      </span>
      <div className="min-w-0">
        <p className="text-sm text-slate-600 dark:text-slate-400">{label}</p>
        <div className="mt-0.5 text-slate-900 dark:text-slate-100">{children}</div>
      </div>
    </li>
  );
}
