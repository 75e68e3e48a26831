import type { ComponentProps } from 'react';
import { cx } from './cx';

export type CardProps = ComponentProps<'div'>;

export function Card({ className, ...rest }: CardProps) {
  return (
    <div
      className={cx(
        'rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8 dark:border-slate-800 dark:bg-slate-900',
        className,
      )}
      {...rest}
    />
  );
}
