import { Logo, type LogoProps } from '@/ui/logo';
import { FALLBACK_COMPANY_NAME, useConfigStore } from './config-store';

export type CompanyLogoProps = Omit<LogoProps, 'src' | 'companyName'> & Partial<Pick<LogoProps, 'src' | 'companyName'>>;

/** The tenant's own logo for its variant (spec §5), from the configuration unless `src`/`companyName` override it. */
export function CompanyLogo({ variant = 'primary', src, companyName, ...rest }: CompanyLogoProps) {
  const company = useConfigStore((state) => state.config?.company);
  const configured = variant === 'primary' ? company?.logo_primary_url : company?.logo_transparent_url;
  return (
    <Logo
      {...rest}
      variant={variant}
      src={src === undefined ? configured : src}
      companyName={companyName ?? (company?.name || FALLBACK_COMPANY_NAME)}
    />
  );
}
