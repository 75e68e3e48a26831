import { Target } from 'lucide-react';
import { Avatar } from '@/ui/avatar';
import { FeatureIcon } from '../components/feature-icon';
import { PageHero } from '../components/page-hero';
import { Section } from '../components/section';
import { PUBLIC_SITE_TEXT } from '../strings';
import { usePublicSite } from '../use-public-site';

const TEXT = PUBLIC_SITE_TEXT.about;

export function AboutPage() {
  const { company, content, site } = usePublicSite();
  const { intro, mission, sections, values } = content.about;
  const { team } = content;
  const hasContent = Boolean(intro || mission || sections.length > 0 || values.length > 0 || team.length > 0);

  return (
    <>
      <PageHero
        eyebrow={company.name}
        title={site.navigation_labels.about || TEXT.title}
        lead={company.tagline || undefined}
      />
      {!hasContent && (
        <Section>
          <p className="text-lg text-slate-600 dark:text-slate-300">{TEXT.empty(company.name)}</p>
        </Section>
      )}
      {(intro || mission) && (
        <Section>
          <div className="grid gap-12 lg:grid-cols-5">
            {intro && (
              <div className="lg:col-span-3">
                <h2 className="text-2xl font-bold tracking-tight text-slate-900 dark:text-white">{TEXT.intro}</h2>
                {intro.split(/\n\s*\n/).map((paragraph) => (
                  <p key={paragraph} className="mt-4 text-lg leading-relaxed text-slate-700 dark:text-slate-300">
                    {paragraph}
                  </p>
                ))}
              </div>
            )}
            {mission && (
              <div className="lg:col-span-2">
                <div className="rounded-3xl bg-primary-700 p-8 text-white shadow-lg shadow-primary-900/10 dark:bg-primary-950 dark:ring-1 dark:ring-primary-900">
                  <Target className="size-8 text-primary-200" aria-hidden="true" />
                  <h2 className="mt-4 text-xl font-semibold">{TEXT.mission}</h2>
                  <p className="mt-3 text-lg leading-relaxed text-primary-50">{mission}</p>
                </div>
              </div>
            )}
          </div>
        </Section>
      )}
      {sections.map((section, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: an ordered content item has no id; its place is its identity.
        <Section key={`${index}-${section.title}`} id={`about-section-${index + 1}`} title={section.title}>
          {paragraphs(section.body).map((paragraph) => (
            <p
              key={paragraph}
              className="mt-4 max-w-3xl text-lg leading-relaxed text-slate-700 first:mt-0 dark:text-slate-300"
            >
              {paragraph}
            </p>
          ))}
        </Section>
      ))}
      {values.length > 0 && (
        <Section id="about-values" title={TEXT.values} tone="muted">
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {values.map((value, index) => (
              <li
                key={value.title}
                className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm dark:border-slate-800 dark:bg-slate-900"
              >
                <FeatureIcon index={index + 5} />
                <h3 className="mt-5 font-semibold text-slate-900 dark:text-white">{value.title}</h3>
                {value.description && (
                  <p className="mt-2 text-sm leading-relaxed text-slate-600 dark:text-slate-400">{value.description}</p>
                )}
              </li>
            ))}
          </ul>
        </Section>
      )}
      {team.length > 0 && (
        <Section id="about-team" title={TEXT.team}>
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {team.map((member, index) => (
              <li
                // biome-ignore lint/suspicious/noArrayIndexKey: an ordered content item has no id; its place is its identity.
                key={`${index}-${member.name}`}
                className="flex gap-4 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm dark:border-slate-800 dark:bg-slate-900"
              >
                <Avatar name={member.name} size="lg" decorative />
                <div className="min-w-0">
                  <h3 className="font-semibold text-slate-900 dark:text-white">{member.name}</h3>
                  {member.role && <p className="text-sm text-primary-700 dark:text-primary-300">{member.role}</p>}
                  {member.bio && (
                    <p className="mt-2 text-sm leading-relaxed text-slate-600 dark:text-slate-400">{member.bio}</p>
                  )}
                </div>
              </li>
            ))}
          </ul>
        </Section>
      )}
    </>
  );
}

/** Paragraphs are separated by a blank line. */
function paragraphs(text: string): string[] {
  return text.split(/\n\s*\n/).filter((p) => p.trim());
}
