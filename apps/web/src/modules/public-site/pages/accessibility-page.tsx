import { ACCESSIBILITY_DECLARATION_DATE, AccessibilityText } from '../legal/accessibility-text';
import { formatLegalDate } from '../legal/legal-kit';
import { LegalPage } from '../legal/legal-page';
import { PUBLIC_SITE_TEXT } from '../strings';
import { usePublicSite } from '../use-public-site';

export function AccessibilityPage() {
  const { company, content } = usePublicSite();
  return (
    <LegalPage
      title={PUBLIC_SITE_TEXT.legal.accessibilityTitle}
      customText={content.legal.accessibility}
      lastUpdate={ACCESSIBILITY_DECLARATION_DATE}
      companyName={company.name}
    >
      <AccessibilityText
        company={company}
        siteUrl={window.location.origin}
        draftedOn={formatLegalDate(ACCESSIBILITY_DECLARATION_DATE)}
      />
    </LegalPage>
  );
}
