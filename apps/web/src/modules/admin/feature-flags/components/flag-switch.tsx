import * as Switch from '@radix-ui/react-switch';
import { cx } from '@/ui/cx';

export type FlagSwitchProps = {
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  /** The visible flag name, so the switch is announced as e.g. "Dashboard, interruttore, attivo". */
  labelledBy: string;
  describedBy?: string;
  busy?: boolean;
};

/** The on/off switch of a flag row (Radix: role="switch", Space toggles); same look as SwitchField. */
export function FlagSwitch({ checked, onCheckedChange, labelledBy, describedBy, busy }: FlagSwitchProps) {
  return (
    <Switch.Root
      checked={checked}
      // Not `disabled` while saving: a disabled button drops the keyboard focus. Clicks are ignored instead.
      onCheckedChange={(next) => {
        if (!busy) onCheckedChange(next);
      }}
      aria-busy={busy || undefined}
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      className={cx(
        'relative inline-flex h-6 w-11 shrink-0 cursor-pointer items-center rounded-full transition-colors',
        'bg-slate-300 data-[state=checked]:bg-primary-600 dark:bg-slate-600 dark:data-[state=checked]:bg-primary-400',
        'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600 dark:focus-visible:outline-primary-400',
        'aria-busy:cursor-wait aria-busy:opacity-70',
      )}
    >
      <Switch.Thumb className="block size-5 translate-x-0.5 rounded-full bg-white shadow transition-transform data-[state=checked]:translate-x-[1.375rem] motion-reduce:transition-none" />
    </Switch.Root>
  );
}
