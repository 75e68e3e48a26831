import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '@/ui/button';
import { LEAVE_TEXT } from '../strings';

const TEXT = LEAVE_TEXT.year;

export type YearStepperProps = {
  year: number;
  onChange: (year: number) => void;
  /** Shown for screen readers with the year, e.g. "Anno". */
  label?: string;
  /** Shows "Anno corrente" when another year is selected. */
  currentYear?: number;
};

/** Previous / year / next, for tabs that show one year at a time. */
export function YearStepper({ year, onChange, label = TEXT.label, currentYear }: YearStepperProps) {
  return (
    <div className="flex items-center gap-2">
      <Button
        size="sm"
        variant="secondary"
        aria-label={TEXT.previous}
        onClick={() => onChange(year - 1)}
        disabled={year <= 1900}
        icon={<ChevronLeft className="size-4" aria-hidden="true" />}
      />
      <output
        aria-live="polite"
        className="min-w-16 text-center text-base font-semibold text-slate-900 tabular-nums dark:text-white"
      >
        <span className="sr-only">{label} </span>
        {year}
      </output>
      <Button
        size="sm"
        variant="secondary"
        aria-label={TEXT.next}
        onClick={() => onChange(year + 1)}
        disabled={year >= 2200}
        icon={<ChevronRight className="size-4" aria-hidden="true" />}
      />
      {currentYear !== undefined && currentYear !== year && (
        <Button size="sm" variant="ghost" onClick={() => onChange(currentYear)}>
          {TEXT.current}
        </Button>
      )}
    </div>
  );
}
