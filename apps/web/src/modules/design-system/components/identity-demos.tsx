import type { ReactNode } from 'react';
import { CompanyLogo } from '@/platform/company-logo';
import { useConfigStore } from '@/platform/config-store';
import { AVATAR_SIZES, Avatar } from '@/ui/avatar';
import { LOGO_SIZES, LOGO_VARIANTS } from '@/ui/logo';
import { DESIGN_SYSTEM_TEXT as TEXT } from '../strings';
import { ShowcaseSection } from './showcase-section';

// A small inline picture (the CSP allows data: images), so the demo needs no uploaded file.
const SAMPLE_PHOTO =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="#c7d2fe"/>' +
      '<circle cx="32" cy="25" r="12" fill="#4f46e5"/><rect x="12" y="42" width="40" height="22" rx="11" fill="#4f46e5"/></svg>',
  );

function Labelled({ label, children }: { label: string; children: ReactNode }) {
  return (
    <figure className="flex flex-col items-center gap-2">
      {children}
      <figcaption className="text-xs text-slate-600 dark:text-slate-400">{label}</figcaption>
    </figure>
  );
}

export function AvatarDemo() {
  const name = TEXT.avatars.sampleName;
  return (
    <ShowcaseSection title={TEXT.sections.avatars}>
      <div className="flex flex-wrap items-end gap-6">
        {AVATAR_SIZES.map((size) => (
          <Labelled key={size} label={size}>
            <Avatar name={name} size={size} />
          </Labelled>
        ))}
      </div>
      <div className="mt-6 flex flex-wrap items-end gap-6">
        <Labelled label={TEXT.avatars.photo}>
          <Avatar name={name} src={SAMPLE_PHOTO} size="lg" />
        </Labelled>
        <Labelled label={TEXT.avatars.initials}>
          <Avatar name={name} size="lg" />
        </Labelled>
        <Labelled label={TEXT.avatars.broken}>
          <Avatar name={name} src="/immagine-inesistente.png" size="lg" />
        </Labelled>
        <Labelled label={TEXT.avatars.defaultPath}>
          <Avatar name={name} src="/images/default-avatar.png" size="lg" />
        </Labelled>
        <Labelled label={TEXT.avatars.anonymous}>
          <Avatar size="lg" />
        </Labelled>
      </div>
    </ShowcaseSection>
  );
}

export function LogoDemo() {
  const company = useConfigStore((state) => state.config?.company);
  return (
    <ShowcaseSection title={TEXT.sections.logos}>
      <div className="flex flex-col gap-6">
        {LOGO_VARIANTS.map((variant) => (
          <div key={variant} className="flex flex-wrap items-end gap-6">
            {LOGO_SIZES.map((size) => (
              <Labelled key={size} label={`${TEXT.logos[variant]} · ${size}`}>
                <CompanyLogo variant={variant} size={size} />
              </Labelled>
            ))}
          </div>
        ))}
        <div className="flex">
          <Labelled label={TEXT.logos.broken}>
            <CompanyLogo src="/logo-inesistente.png" size="lg" companyName={company?.name} />
          </Labelled>
        </div>
      </div>
    </ShowcaseSection>
  );
}
