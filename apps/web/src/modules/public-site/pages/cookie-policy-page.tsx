import { COOKIE_POLICY_VERSION } from '@portale/shared';
import { CookiePolicyText } from '../legal/cookie-policy-text';
import { LegalPage } from '../legal/legal-page';
import { PUBLIC_SITE_TEXT } from '../strings';
import { usePublicSite } from '../use-public-site';

export function CookiePolicyPage() {
  const { company, content } = usePublicSite();
  return (
    <LegalPage
      title={PUBLIC_SITE_TEXT.legal.cookieTitle}
      customText={content.legal.cookie_policy}
      lastUpdate={COOKIE_POLICY_VERSION}
      companyName={company.name}
    >
      <CookiePolicyText company={company} />
    </LegalPage>
  );
}
