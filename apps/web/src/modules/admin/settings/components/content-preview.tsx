import type { CompanyInfo } from '@portale/shared';
import { useState } from 'react';
import { cx } from '@/ui/cx';
import { SETTINGS_TEXT } from '../strings';
import type { PublicContentDraft } from './content-form-schema';

const TEXT = SETTINGS_TEXT.content;
const PAGES = ['home', 'about'] as const;
type PreviewPage = (typeof PAGES)[number];

export type ContentPreviewProps = { company: CompanyInfo; content: PublicContentDraft };

const H = 'font-semibold text-slate-900 dark:text-white';
const P = 'text-slate-600 dark:text-slate-300';

function HomePreview({ company, content }: ContentPreviewProps) {
  const { hero } = content;
  return (
    <div className="flex flex-col gap-4">
      <div className="rounded-lg bg-linear-to-b from-primary-50 to-white p-4 dark:from-slate-800 dark:to-slate-900">
        <p className="text-[0.625rem] font-semibold tracking-wide text-primary-800 uppercase dark:text-primary-200">
          {hero.title ? company.name : 'Benvenuti'}
        </p>
        <p className={cx(H, 'mt-1 text-lg leading-tight')}>{hero.title || company.name}</p>
        {(hero.subtitle || company.tagline) && <p className={cx(P, 'mt-1')}>{hero.subtitle || company.tagline}</p>}
        <span className="mt-3 inline-flex rounded-md bg-primary-600 px-2.5 py-1 text-[0.6875rem] font-semibold text-white dark:bg-primary-400 dark:text-slate-950">
          {hero.cta_label || 'Scopri i servizi'}
        </span>
      </div>
      {content.services.length > 0 && (
        <div>
          <p className={H}>{TEXT.services}</p>
          <ul className="mt-1 grid grid-cols-2 gap-2">
            {content.services.slice(0, 4).map((service, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: an ordered content item has no id; its place is its identity.
              <li key={i} className="rounded-md border border-slate-200 p-2 dark:border-slate-700">
                <p className={H}>{service.title}</p>
                <p className={cx(P, 'line-clamp-2')}>{service.description}</p>
              </li>
            ))}
          </ul>
        </div>
      )}
      {content.products.length > 0 && (
        <div>
          <p className={H}>{TEXT.products}</p>
          <ul className="mt-1 flex flex-col gap-1">
            {content.products.slice(0, 3).map((product, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: an ordered content item has no id; its place is its identity.
              <li key={i} className={P}>
                <span className={H}>{product.name}</span>
                {product.features.length > 0 && ` · ${product.features.join(', ')}`}
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}

function AboutPreview({ content }: ContentPreviewProps) {
  const { intro, mission, sections, values } = content.about;
  const blocks = [
    ...(intro ? [{ title: TEXT.intro, body: intro }] : []),
    ...(mission ? [{ title: TEXT.mission, body: mission }] : []),
    ...sections,
  ];
  if (blocks.length === 0 && values.length === 0 && content.team.length === 0)
    return <p className={cx(P, 'italic')}>{TEXT.previewEmptyAbout}</p>;
  return (
    <div className="flex flex-col gap-3">
      {blocks.map((block, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: an ordered content item has no id; its place is its identity.
        <div key={i}>
          <p className={H}>{block.title}</p>
          <p className={cx(P, 'line-clamp-4 whitespace-pre-line')}>{block.body}</p>
        </div>
      ))}
      {values.length > 0 && (
        <div>
          <p className={H}>{TEXT.values}</p>
          <p className={P}>{values.map((v) => v.title).join(' · ')}</p>
        </div>
      )}
      {content.team.length > 0 && (
        <div>
          <p className={H}>{TEXT.team}</p>
          <ul className="mt-1 grid grid-cols-2 gap-2">
            {content.team.map((member, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: an ordered content item has no id; its place is its identity.
              <li key={i} className="rounded-md border border-slate-200 p-2 dark:border-slate-700">
                <p className={H}>{member.name}</p>
                {member.role && <p className={P}>{member.role}</p>}
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}

/** A small live rendering of the public page being edited, from the form's unsaved values. */
export function ContentPreview(props: ContentPreviewProps) {
  const [page, setPage] = useState<PreviewPage>('home');
  return (
    <section
      aria-labelledby="content-preview-title"
      className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm dark:border-slate-800 dark:bg-slate-900"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="content-preview-title" className="font-semibold text-slate-900 dark:text-white">
          {TEXT.previewTitle}
        </h2>
        <div className="flex rounded-lg bg-slate-100 p-0.5 dark:bg-slate-800">
          {PAGES.map((value) => (
            <button
              key={value}
              type="button"
              aria-pressed={page === value}
              onClick={() => setPage(value)}
              className={cx(
                'rounded-md px-2.5 py-1 text-xs font-medium focus-visible:outline-2 focus-visible:outline-primary-600',
                page === value
                  ? 'bg-white text-slate-900 shadow-sm dark:bg-slate-950 dark:text-white'
                  : 'text-slate-600 dark:text-slate-300',
              )}
            >
              {TEXT.previewPages[value]}
            </button>
          ))}
        </div>
      </div>
      <p className="text-xs text-slate-600 dark:text-slate-400">{TEXT.previewDescription}</p>
      {/* Focusable, so the keyboard can scroll a long preview. */}
      <section
        data-testid="content-preview"
        aria-label={`${TEXT.previewTitle}: ${TEXT.previewPages[page]}`}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (WCAG 2.1.1).
        tabIndex={0}
        className="max-h-[32rem] overflow-y-auto rounded-xl border border-slate-200 p-3 text-xs focus-visible:outline-2 focus-visible:outline-primary-600 dark:border-slate-700"
      >
        {page === 'home' ? <HomePreview {...props} /> : <AboutPreview {...props} />}
      </section>
    </section>
  );
}
