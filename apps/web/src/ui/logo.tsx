import { useState } from 'react';
import { cx } from './cx';

/** Spec §5 display options. */
export const LOGO_VARIANTS = ['primary', 'transparent'] as const;
export type LogoVariant = (typeof LOGO_VARIANTS)[number];
export const LOGO_SIZES = ['sm', 'md', 'lg', 'xl', '2xl'] as const;
export type LogoSize = (typeof LOGO_SIZES)[number];

export type LogoProps = {
  variant?: LogoVariant;
  size?: LogoSize;
  className?: string;
  /** The image to show; without one (or when it fails to load) the company's initials. */
  src: string | null | undefined;
  /** The image's text alternative and the source of the initials. */
  companyName: string;
};

const SIZES: Record<LogoSize, { box: string; text: string }> = {
  sm: { box: 'h-8', text: 'size-8 text-xs' },
  md: { box: 'h-10', text: 'size-10 text-sm' },
  lg: { box: 'h-12', text: 'size-12 text-base' },
  xl: { box: 'h-16', text: 'size-16 text-xl' },
  '2xl': { box: 'h-20', text: 'size-20 text-2xl' },
};

/** "Demo S.r.l." → "DS": the first letter of the first two words. */
export function companyInitials(name: string): string {
  const words = name
    .split(/\s+/)
    .map((word) => word.replace(/[^\p{L}\p{N}]/gu, ''))
    .filter(Boolean);
  const initials = words
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase())
    .join('');
  return initials || 'P';
}

export function Logo({ variant = 'primary', size = 'md', className, src, companyName }: LogoProps) {
  const name = companyName;
  const url = src;
  // Remembering which URL failed (not just "failed") gives a new URL a fresh attempt.
  const [brokenUrl, setBrokenUrl] = useState<string | null>(null);

  if (url && url !== brokenUrl) {
    return (
      <img
        src={url}
        alt={name}
        className={cx('w-auto object-contain', SIZES[size].box, className)}
        onError={() => setBrokenUrl(url)}
      />
    );
  }
  return (
    <span
      role="img"
      aria-label={name}
      className={cx(
        'inline-flex shrink-0 items-center justify-center rounded-xl font-semibold tracking-wide',
        variant === 'primary'
          ? 'bg-primary-600 text-white dark:bg-primary-400 dark:text-slate-950'
          : 'border border-current text-primary-700 dark:text-primary-300',
        SIZES[size].text,
        className,
      )}
    >
      {companyInitials(name)}
    </span>
  );
}
