import type { FeatureFlag } from '@portale/shared';
import { Pencil, Trash2 } from 'lucide-react';
import { useId } from 'react';
import { Button } from '@/ui/button';
import { cx } from '@/ui/cx';
import { formatDateTime, formatRelativeTime } from '../relative-time';
import { FLAGS_TEXT } from '../strings';
import { FlagSwitch } from './flag-switch';

const TEXT = FLAGS_TEXT.row;

export type FlagRowProps = {
  flag: FeatureFlag;
  toggling: boolean;
  onToggle: (flag: FeatureFlag, enabled: boolean) => void;
  onEdit: (flag: FeatureFlag) => void;
  onDelete: (flag: FeatureFlag) => void;
};

export function FlagRow({ flag, toggling, onToggle, onEdit, onDelete }: FlagRowProps) {
  const id = useId();
  const nameId = `${id}-name`;
  const descriptionId = `${id}-description`;
  const when = formatRelativeTime(flag.updated_at);
  return (
    <li className="flex flex-col gap-3 px-4 py-4 sm:flex-row sm:items-center sm:gap-6 sm:px-5">
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <p id={nameId} className="font-medium text-slate-900 dark:text-white">
            {flag.display_name}
          </p>
          <code className="rounded-md bg-slate-100 px-1.5 py-0.5 font-mono text-xs break-all text-slate-700 dark:bg-slate-800 dark:text-slate-300">
            {flag.feature_key}
          </code>
        </div>
        {flag.description && (
          <p id={descriptionId} className="mt-1 text-sm text-slate-600 dark:text-slate-400">
            {flag.description}
          </p>
        )}
        <p className="mt-1.5 text-xs text-slate-600 dark:text-slate-400">
          <time dateTime={flag.updated_at} title={formatDateTime(flag.updated_at)}>
            {flag.updated_by_name ? TEXT.changedBy(when, flag.updated_by_name) : TEXT.changed(when)}
          </time>
        </p>
      </div>
      <div className="flex items-center justify-between gap-4 sm:justify-end">
        <div className="flex items-center gap-2.5">
          <FlagSwitch
            checked={flag.is_enabled}
            onCheckedChange={(enabled) => onToggle(flag, enabled)}
            labelledBy={nameId}
            describedBy={flag.description ? descriptionId : undefined}
            busy={toggling}
          />
          <span
            aria-hidden="true"
            className={cx(
              'w-20 text-sm',
              flag.is_enabled
                ? 'font-medium text-emerald-700 dark:text-emerald-300'
                : 'text-slate-600 dark:text-slate-400',
            )}
          >
            {flag.is_enabled ? TEXT.enabled : TEXT.disabled}
          </span>
        </div>
        <div className="flex items-center gap-1">
          <Button
            variant="ghost"
            size="sm"
            className="size-9 px-0"
            aria-label={TEXT.edit(flag.display_name)}
            title={TEXT.edit(flag.display_name)}
            icon={<Pencil className="size-4" aria-hidden="true" />}
            onClick={() => onEdit(flag)}
          />
          <Button
            variant="ghost"
            size="sm"
            className="size-9 px-0 text-red-700 hover:bg-red-50 dark:text-red-300 dark:hover:bg-red-950/50"
            aria-label={TEXT.remove(flag.display_name)}
            title={TEXT.remove(flag.display_name)}
            icon={<Trash2 className="size-4" aria-hidden="true" />}
            onClick={() => onDelete(flag)}
          />
        </div>
      </div>
    </li>
  );
}
