import type { ComponentProps } from 'react';
import { cx } from './cx';

export type SkeletonProps = ComponentProps<'div'>;

/** A grey placeholder block while content loads; decorative, so the loading state is announced elsewhere. */
export function Skeleton({ className, ...rest }: SkeletonProps) {
  return (
    <div
      aria-hidden="true"
      className={cx('animate-pulse rounded-md bg-slate-200 motion-reduce:animate-none dark:bg-slate-800', className)}
      {...rest}
    />
  );
}
