import { cx } from './cx';

export type SpinnerSize = 'sm' | 'md' | 'lg';

export type SpinnerProps = {
  size?: SpinnerSize;
  /** When given, the spinner is announced to screen readers; otherwise it is decorative. */
  label?: string;
  className?: string;
};

const SIZES: Record<SpinnerSize, string> = { sm: 'size-4', md: 'size-6', lg: 'size-10' };

export function Spinner({ size = 'md', label, className }: SpinnerProps) {
  const icon = (
    <svg
      className={cx('animate-spin motion-reduce:animate-none', SIZES[size], className)}
      viewBox="0 0 24 24"
      fill="none"
      aria-hidden="true"
    >
      <circle cx="12" cy="12" r="10" stroke="currentColor" strokeOpacity="0.25" strokeWidth="4" />
      <path d="M22 12a10 10 0 0 0-10-10" stroke="currentColor" strokeWidth="4" strokeLinecap="round" />
    </svg>
  );
  if (!label) return icon;
  return (
    <span role="status" className="inline-flex items-center gap-2">
      {icon}
      <span className="sr-only">{label}</span>
    </span>
  );
}
