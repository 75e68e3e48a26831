import { useMatches } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useCompanyName } from '@/platform/config-store';

const NOT_FOUND_TITLE = 'Pagina non trovata';

/** Spec §1: page titles are Italian and built from the company name. */
export function useDocumentTitle(): void {
  const companyName = useCompanyName();
  const title = useMatches({
    select: (matches) => {
      if (matches.some((match) => match.status === 'notFound' || match._notFound)) return NOT_FOUND_TITLE;
      const titled = matches.filter((match) => match.staticData?.title);
      return titled.at(-1)?.staticData.title ?? '';
    },
  });
  useEffect(() => {
    document.title = title ? `${title} | ${companyName}` : companyName;
  }, [title, companyName]);
}
