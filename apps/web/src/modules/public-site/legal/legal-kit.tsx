import { formatDay } from '@portale/shared';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { cx } from '@/ui/cx';

// Typography for the long legal texts (no typography plugin): readable measure, clear hierarchy.

export function LegalArticle({ children }: { children: ReactNode }) {
  return (
    <div className="bg-white dark:bg-slate-950">
      <article className="mx-auto max-w-3xl px-4 py-12 text-slate-700 sm:px-6 sm:py-16 dark:text-slate-300">
        {children}
      </article>
    </div>
  );
}

export type LegalSectionProps = { title: string; children: ReactNode };

export function LegalSection({ title, children }: LegalSectionProps) {
  return (
    <section className="mt-10 first:mt-0">
      <h2 className="text-xl font-semibold tracking-tight text-slate-900 sm:text-2xl dark:text-white">{title}</h2>
      <div className="mt-4 flex flex-col gap-4 leading-relaxed">{children}</div>
    </section>
  );
}

export function LegalSubtitle({ children }: { children: ReactNode }) {
  return <h3 className="mt-2 font-semibold text-slate-900 dark:text-white">{children}</h3>;
}

export function LegalList({ children }: { children: ReactNode }) {
  return (
    <ul className="flex list-disc flex-col gap-2 pl-6 marker:text-primary-600 dark:marker:text-primary-400">
      {children}
    </ul>
  );
}

const LINK =
  'rounded font-medium break-words text-primary-700 underline underline-offset-2 hover:text-primary-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600 dark:text-primary-300 dark:hover:text-primary-200';

/** External (new tab) or mailto/tel link inside a legal text. */
export function LegalLink({ href, children }: { href: string; children: ReactNode }) {
  const external = /^https?:/.test(href);
  return (
    <a href={href} {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})} className={LINK}>
      {children}
      {external && <span className="sr-only"> (si apre in una nuova scheda)</span>}
    </a>
  );
}

export type LegalPagePath = '/privacy' | '/cookie-policy' | '/dichiarazione-accessibilita' | '/contact';

/** A link to another page of the site, inside a legal text. */
export function LegalPageLink({ to, children }: { to: LegalPagePath; children: ReactNode }) {
  return (
    <Link to={to} className={LINK}>
      {children}
    </Link>
  );
}

export type LegalTableProps = {
  caption: string;
  headers: string[];
  rows: ReactNode[][];
};

/** A real table from the small-tablet width up; on phones each row becomes a card, so nothing scrolls sideways. */
export function LegalTable({ caption, headers, rows }: LegalTableProps) {
  return (
    <>
      <ul aria-label={caption} className="flex flex-col gap-3 sm:hidden">
        {rows.map((row, rowIndex) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: static rows that never reorder.
          <li key={rowIndex} className="rounded-xl border border-slate-200 p-4 dark:border-slate-800">
            <p className="font-mono text-sm font-semibold break-all text-slate-900 dark:text-white">{row[0]}</p>
            <dl className="mt-2 flex flex-col gap-2 text-sm">
              {row.slice(1).map((cell, cellIndex) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: static cells that never reorder.
                <div key={cellIndex}>
                  <dt className="font-medium text-slate-900 dark:text-slate-100">{headers[cellIndex + 1]}</dt>
                  <dd>{cell}</dd>
                </div>
              ))}
            </dl>
          </li>
        ))}
      </ul>
      <div className="hidden rounded-xl border border-slate-200 sm:block dark:border-slate-800">
        <table className="w-full border-collapse text-left text-sm">
          <caption className="sr-only">{caption}</caption>
          <thead className="bg-slate-50 dark:bg-slate-900">
            <tr>
              {headers.map((header) => (
                <th key={header} scope="col" className="px-3 py-3 font-semibold text-slate-900 dark:text-white">
                  {header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200 dark:divide-slate-800">
            {rows.map((row, rowIndex) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: static rows that never reorder.
              <tr key={rowIndex} className="align-top">
                {row.map((cell, cellIndex) => (
                  <td
                    // biome-ignore lint/suspicious/noArrayIndexKey: static cells that never reorder.
                    key={cellIndex}
                    className={cx(
                      'px-3 py-3',
                      cellIndex === 0 && 'font-mono text-xs break-all text-slate-900 dark:text-slate-100',
                    )}
                  >
                    {cell}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}

/** Plain-text legal content written by an admin: paragraphs are separated by a blank line. */
export function CustomLegalText({ text }: { text: string }) {
  const paragraphs = text
    .split(/\r?\n\s*\r?\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
  return (
    <div className="flex flex-col gap-4 leading-relaxed">
      {paragraphs.map((paragraph, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: paragraphs of one static text.
        <p key={index} className="whitespace-pre-line">
          {paragraph}
        </p>
      ))}
    </div>
  );
}

export function formatLegalDate(isoDate: string): string {
  return formatDay(isoDate, 'long');
}
