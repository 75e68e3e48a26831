import { todayInRome } from '@portale/shared';
import { ChevronLeft, ChevronRight, SlidersHorizontal } from 'lucide-react';
import { useDeferredValue, useState } from 'react';
import { Button } from '@/ui/button';
import { usePersonLeave } from '../api/person-leave';
import { REQUESTS_TEXT } from '../strings';
import { AdjustBalanceDialog } from './adjust-balance-dialog';
import { AdjustmentHistory } from './adjustment-history';
import { BalanceCards } from './balance-cards';

const TEXT = REQUESTS_TEXT.person;

export type PersonLeaveTabProps = { personId: string };

/**
 * The person page's "Ferie e permessi" tab: the year's balances and HR's adjustments with their reasons, for the
 * person, their manager and HR (the server answers nobody else); HR adds one with "Rettifica saldo".
 */
export function PersonLeaveTab({ personId }: PersonLeaveTabProps) {
  const [year, setYear] = useState(() => Number(todayInRome().slice(0, 4)));
  const shownYear = useDeferredValue(year);
  const { data } = usePersonLeave(personId, shownYear);
  const [adjusting, setAdjusting] = useState(false);

  return (
    <div className="flex flex-col gap-6">
      <section aria-labelledby="person-balances-title" className="flex flex-col gap-3">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="person-balances-title" className="text-base font-semibold text-slate-900 dark:text-white">
            {TEXT.title(year)}
          </h2>
          <div className="flex flex-wrap items-center gap-2">
            <div className="flex items-center gap-1">
              <Button
                size="sm"
                variant="secondary"
                aria-label={REQUESTS_TEXT.balances.previousYear}
                icon={<ChevronLeft className="size-4" aria-hidden="true" />}
                onClick={() => setYear((y) => y - 1)}
              />
              <span className="min-w-14 text-center text-sm font-medium tabular-nums text-slate-800 dark:text-slate-200">
                {year}
              </span>
              <Button
                size="sm"
                variant="secondary"
                aria-label={REQUESTS_TEXT.balances.nextYear}
                icon={<ChevronRight className="size-4" aria-hidden="true" />}
                onClick={() => setYear((y) => y + 1)}
              />
            </div>
            {data.can_adjust && (
              <Button
                size="sm"
                icon={<SlidersHorizontal className="size-4" aria-hidden="true" />}
                onClick={() => setAdjusting(true)}
                disabled={shownYear !== year}
              >
                {TEXT.adjust}
              </Button>
            )}
          </div>
        </div>
        <div aria-busy={shownYear !== year || undefined} className={shownYear !== year ? 'opacity-70' : undefined}>
          <BalanceCards balances={data.balances} />
        </div>
      </section>
      <section aria-labelledby="person-adjustments-title" className="flex flex-col gap-3">
        <h2 id="person-adjustments-title" className="text-base font-semibold text-slate-900 dark:text-white">
          {TEXT.history}
        </h2>
        <AdjustmentHistory adjustments={data.adjustments} />
      </section>
      {adjusting && (
        <AdjustBalanceDialog
          personId={personId}
          personName={data.person.name}
          year={data.year}
          balances={data.balances}
          onClose={() => setAdjusting(false)}
        />
      )}
    </div>
  );
}
