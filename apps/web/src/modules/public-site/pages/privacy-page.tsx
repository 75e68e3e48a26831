import { LegalPage } from '../legal/legal-page';
import { PRIVACY_LAST_UPDATE, PrivacyText } from '../legal/privacy-text';
import { PUBLIC_SITE_TEXT } from '../strings';
import { usePublicSite } from '../use-public-site';

export function PrivacyPage() {
  const { company, content } = usePublicSite();
  return (
    <LegalPage
      title={PUBLIC_SITE_TEXT.legal.privacyTitle}
      customText={content.legal.privacy}
      lastUpdate={PRIVACY_LAST_UPDATE}
      companyName={company.name}
    >
      <PrivacyText company={company} />
    </LegalPage>
  );
}
