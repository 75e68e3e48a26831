import { isDefaultAvatar } from '@portale/shared';
import { UserRound } from 'lucide-react';
import { useState } from 'react';
import { cx } from './cx';

export const AVATAR_SIZES = ['xs', 'sm', 'md', 'lg', 'xl'] as const;
export type AvatarSize = (typeof AVATAR_SIZES)[number];

export type AvatarProps = {
  /** The person's full name: the accessible name and the source of the initials. */
  name?: string | null;
  src?: string | null;
  size?: AvatarSize;
  className?: string;
  /** When the name is already written next to the avatar, screen readers need not hear it twice. */
  decorative?: boolean;
};

const SIZES: Record<AvatarSize, { box: string; text: string; icon: string }> = {
  xs: { box: 'size-6', text: 'text-[0.625rem]', icon: 'size-3.5' },
  sm: { box: 'size-8', text: 'text-xs', icon: 'size-4' },
  md: { box: 'size-10', text: 'text-sm', icon: 'size-5' },
  lg: { box: 'size-16', text: 'text-xl', icon: 'size-8' },
  xl: { box: 'size-24', text: 'text-3xl', icon: 'size-12' },
};

/** "Giulia Rossi" → "GR"; a single word gives one letter. */
export function personInitials(name: string | null | undefined): string {
  const words = (name ?? '')
    .split(/\s+/)
    .map((word) => word.replace(/[^\p{L}\p{N}]/gu, ''))
    .filter(Boolean);
  if (words.length === 0) return '';
  const first = words[0]?.[0] ?? '';
  const last = words.length > 1 ? (words.at(-1)?.[0] ?? '') : '';
  return `${first}${last}`.toUpperCase();
}

/**
 * Spec §3/§8: a default avatar path counts as no avatar, and a broken image falls back to a user icon.
 * Without an image the initials are shown, or the icon when there is no name.
 */
export function Avatar({ name, src, size = 'md', className, decorative = false }: AvatarProps) {
  // Remembering which URL failed gives a newly uploaded avatar a fresh attempt.
  const [brokenUrl, setBrokenUrl] = useState<string | null>(null);
  const label = name?.trim() || undefined;
  // Without a name there is nothing to announce: a nameless image would only be noise (and fails axe).
  const a11y = decorative || !label ? { 'aria-hidden': true as const } : { role: 'img' as const, 'aria-label': label };
  const box = cx(
    'inline-flex shrink-0 items-center justify-center overflow-hidden rounded-full select-none',
    SIZES[size].box,
    className,
  );

  if (src && !isDefaultAvatar(src) && src !== brokenUrl) {
    return (
      <img
        src={src}
        alt={decorative ? '' : (label ?? '')}
        className={cx(box, 'object-cover')}
        onError={() => setBrokenUrl(src)}
      />
    );
  }

  const broken = Boolean(src && src === brokenUrl);
  const initials = broken ? '' : personInitials(name);
  return (
    <span
      {...a11y}
      data-fallback={initials ? 'initials' : 'icon'}
      className={cx(
        box,
        'bg-primary-100 font-semibold text-primary-800 ring-1 ring-primary-200 dark:bg-primary-900/60 dark:text-primary-100 dark:ring-primary-800',
        SIZES[size].text,
      )}
    >
      {initials || <UserRound className={SIZES[size].icon} aria-hidden="true" />}
    </span>
  );
}
