import * as RadixTabs from '@radix-ui/react-tabs';
import type { ComponentProps } from 'react';
import { cx } from './cx';

/** Tabs (Radix): arrow keys move between tabs, the panel follows; scrolls sideways on small screens. */
export const Tabs = RadixTabs.Root;

export function TabsList({ className, ...rest }: ComponentProps<typeof RadixTabs.List>) {
  return (
    <RadixTabs.List
      className={cx('flex gap-1 overflow-x-auto border-b border-slate-200 dark:border-slate-800', className)}
      {...rest}
    />
  );
}

export function TabsTrigger({ className, ...rest }: ComponentProps<typeof RadixTabs.Trigger>) {
  return (
    <RadixTabs.Trigger
      className={cx(
        '-mb-px inline-flex shrink-0 items-center gap-2 border-b-2 border-transparent px-3 py-2.5 text-sm font-medium whitespace-nowrap text-slate-600',
        'hover:text-slate-900 dark:text-slate-400 dark:hover:text-white',
        'data-[state=active]:border-primary-600 data-[state=active]:text-primary-700 dark:data-[state=active]:border-primary-400 dark:data-[state=active]:text-primary-300',
        'rounded-t focus-visible:outline-2 focus-visible:outline-primary-600 dark:focus-visible:outline-primary-400',
        className,
      )}
      {...rest}
    />
  );
}

export function TabsContent({ className, ...rest }: ComponentProps<typeof RadixTabs.Content>) {
  return <RadixTabs.Content className={cx('pt-6 focus-visible:outline-none', className)} {...rest} />;
}
