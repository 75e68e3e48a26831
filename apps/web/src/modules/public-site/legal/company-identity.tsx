// What the three legal texts say alike about the company: apart from privacy-text.tsx, so the cookie policy and the
// accessibility statement do not download the whole privacy notice with it (docs/benchmarks.md, "Public site").
import type { CompanyInfo } from '@portale/shared';
import { LegalLink, LegalPageLink } from './legal-kit';

export type LegalTextProps = { company: CompanyInfo };

/** "Demo S.r.l., con sede in …, P. IVA …": only the parts the tenant has filled in. */
export function companyIdentity(company: CompanyInfo): string {
  const parts = [company.name];
  if (company.address) parts.push(`con sede in ${company.address}`);
  if (company.vat_number) parts.push(`P. IVA ${company.vat_number}`);
  return parts.join(', ');
}

export function ContactChannel({ company }: LegalTextProps) {
  if (company.email) return <LegalLink href={`mailto:${company.email}`}>{company.email}</LegalLink>;
  return <LegalPageLink to="/contact">i recapiti indicati nella pagina Contatti</LegalPageLink>;
}
