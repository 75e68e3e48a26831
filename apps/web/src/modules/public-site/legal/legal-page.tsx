import type { ReactNode } from 'react';
import { PageHero } from '../components/page-hero';
import { PUBLIC_SITE_TEXT } from '../strings';
import { CustomLegalText, formatLegalDate, LegalArticle } from './legal-kit';

export type LegalPageProps = {
  title: string;
  /** The admin's own text from `config.content.legal`; empty means the built-in default. */
  customText: string;
  /** ISO date of the built-in text's last revision (not shown for a custom text, which carries its own). */
  lastUpdate: string;
  companyName: string;
  children: ReactNode;
};

export function LegalPage({ title, customText, lastUpdate, companyName, children }: LegalPageProps) {
  const custom = customText.trim();
  return (
    <>
      <PageHero
        eyebrow={companyName}
        title={title}
        lead={custom ? undefined : PUBLIC_SITE_TEXT.legal.lastUpdate(formatLegalDate(lastUpdate))}
      />
      <LegalArticle>{custom ? <CustomLegalText text={custom} /> : children}</LegalArticle>
    </>
  );
}
