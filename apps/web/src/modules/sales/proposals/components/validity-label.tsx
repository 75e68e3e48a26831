import { formatDay, type ProposalStatus } from '@portale/shared';
import { CalendarClock, CalendarX } from 'lucide-react';
import { cx } from '@/ui/cx';
import { validityOf } from '../format';
import { PROPOSALS_TEXT } from '../strings';

const TEXT = PROPOSALS_TEXT.validity;

export type ValidityLabelProps = {
  validUntil: string;
  status: ProposalStatus;
  /** The date on its own line (tables) or beside the warning (cards). */
  compact?: boolean;
};

/**
 * The validity date of a proposal, with a warning when an open one ends within seven days (amber) or has ended
 * already (red, until the nightly job marks it expired). Words, not only colour, say it.
 */
export function ValidityLabel({ validUntil, status, compact = false }: ValidityLabelProps) {
  const validity = validityOf(validUntil, status);
  const warning =
    validity?.state === 'expired'
      ? TEXT.expiredHint
      : validity?.state === 'expiring'
        ? validity.days === 0
          ? TEXT.today
          : TEXT.days(validity.days)
        : null;
  const Icon = validity?.state === 'expired' ? CalendarX : CalendarClock;
  return (
    <span className={cx('inline-flex gap-x-2', compact ? 'flex-wrap items-center' : 'flex-col')}>
      <span className="whitespace-nowrap">{formatDay(validUntil)}</span>
      {warning && (
        <span
          className={cx(
            'inline-flex items-center gap-1 text-xs font-medium whitespace-nowrap',
            validity?.state === 'expired' ? 'text-red-700 dark:text-red-300' : 'text-amber-800 dark:text-amber-200',
          )}
        >
          <Icon className="size-3.5 shrink-0" aria-hidden="true" />
          {warning}
        </span>
      )}
    </span>
  );
}
