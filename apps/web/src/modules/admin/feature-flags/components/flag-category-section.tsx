import type { FeatureFlag } from '@portale/shared';
import { useId } from 'react';
import { Badge } from '@/ui/badge';
import type { FlagGroup } from '../filter-flags';
import { FLAGS_TEXT } from '../strings';
import { FlagRow, type FlagRowProps } from './flag-row';

export type FlagCategorySectionProps = Omit<FlagRowProps, 'flag' | 'toggling'> & {
  group: FlagGroup;
  isToggling: (flag: FeatureFlag) => boolean;
};

/** One category (e.g. 'Moduli') with its flags. */
export function FlagCategorySection({ group, isToggling, ...rowProps }: FlagCategorySectionProps) {
  const headingId = useId();
  const enabled = group.flags.filter((flag) => flag.is_enabled).length;
  return (
    <section
      aria-labelledby={headingId}
      className="overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm dark:border-slate-800 dark:bg-slate-900"
    >
      <div className="flex flex-wrap items-center justify-between gap-2 border-b border-slate-200 bg-slate-50 px-4 py-3 sm:px-5 dark:border-slate-800 dark:bg-slate-800/40">
        <h2 id={headingId} className="text-base font-semibold text-slate-900 dark:text-white">
          {group.label}
        </h2>
        <Badge tone="neutral">
          {FLAGS_TEXT.count(group.flags.length)} · {FLAGS_TEXT.activeCount(enabled)}
        </Badge>
      </div>
      <ul className="divide-y divide-slate-200 dark:divide-slate-800">
        {group.flags.map((flag) => (
          <FlagRow key={flag.id} flag={flag} toggling={isToggling(flag)} {...rowProps} />
        ))}
      </ul>
    </section>
  );
}
