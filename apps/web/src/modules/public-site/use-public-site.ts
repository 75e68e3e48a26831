import type { CompanyInfo, PublicContent } from '@portale/shared';
import { FALLBACK_COMPANY_NAME, useConfigStore } from '@/platform/config-store';
import { FALLBACK_PUBLIC_SITE } from './site-access';

const EMPTY_COMPANY: CompanyInfo = {
  name: FALLBACK_COMPANY_NAME,
  tagline: '',
  description: '',
  logo_primary_url: null,
  logo_transparent_url: null,
  email: '',
  phone: '',
  address: '',
  vat_number: '',
  pec: '',
  sdi_code: '',
  rea: '',
  share_capital: { amount_cents: null, fully_paid: false },
};

const EMPTY_CONTENT: PublicContent = {
  hero: { title: '', subtitle: '', cta_label: '', cta_page: 'contact' },
  about: { intro: '', mission: '', sections: [], values: [] },
  services: [],
  products: [],
  team: [],
  legal: { privacy: '', cookie_policy: '', accessibility: '' },
};

/** The tenant data every public page reads, with safe fallbacks when the configuration failed to load. */
export function usePublicSite() {
  const config = useConfigStore((state) => state.config);
  const loaded = useConfigStore((state) => state.loaded);
  return {
    company: config?.company ?? EMPTY_COMPANY,
    content: config?.content ?? EMPTY_CONTENT,
    site: config?.public_site ?? FALLBACK_PUBLIC_SITE,
    /** True when start-up tried to load the configuration and failed. */
    failed: loaded && config === null,
  };
}
