import { formatInstant, type PendingSkillValidation } from '@portale/shared';
import { Link } from '@tanstack/react-router';
import { Check, ClipboardCheck } from 'lucide-react';
import { useState } from 'react';
import { errorMessage } from '@/platform/api-error';
import { toast } from '@/platform/toast/toast';
import { Button } from '@/ui/button';
import { EmptyState } from '@/ui/empty-state';
import { useChangeLevel } from '../api/change-level';
import { useValidationQueue } from '../api/validation-queue';
import { SKILLS_TEXT } from '../strings';
import { LevelPicker, LevelPill } from './level-picker';

const TEXT = SKILLS_TEXT.queue;

/** 'Da validare': the self levels of the user's reports (HR: everyone's) waiting for validation. */
export function ValidationTab() {
  const { data: queue } = useValidationQueue();
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-slate-600 dark:text-slate-400">{TEXT.hint}</p>
      {queue.items.length === 0 ? (
        <EmptyState icon={ClipboardCheck} title={TEXT.empty} hint={TEXT.emptyHint} />
      ) : (
        <ul className="flex flex-col gap-3">
          {queue.items.map((item) => (
            <PendingRow key={`${item.user_id}:${item.skill_id}`} item={item} />
          ))}
        </ul>
      )}
    </div>
  );
}

function PendingRow({ item }: { item: PendingSkillValidation }) {
  const [level, setLevel] = useState(item.self_level);
  const change = useChangeLevel();
  return (
    <li
      data-testid={`pending-${item.name}-${item.skill_name}`}
      className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4 lg:flex-row lg:items-center lg:justify-between dark:border-slate-800 dark:bg-slate-900"
    >
      <div className="min-w-0">
        <p className="font-medium text-slate-900 dark:text-white">
          <Link
            to="/app/personnel/$personId"
            params={{ personId: item.user_id }}
            className="text-primary-700 underline underline-offset-2 dark:text-primary-300"
          >
            {item.name}
          </Link>
          <span className="text-slate-500 dark:text-slate-400"> · {item.skill_name}</span>
        </p>
        <div className="mt-1 flex flex-wrap items-center gap-2 text-xs text-slate-600 dark:text-slate-400">
          {item.job_title && <span>{item.job_title}</span>}
          <span>{SKILLS_TEXT.selfLevel}:</span>
          <LevelPill level={item.self_level} pending />
          <span>
            {TEXT.since} {formatInstant(item.updated_at, 'mediumDate')}
          </span>
        </div>
        {item.note && <p className="mt-1 text-sm text-slate-600 italic dark:text-slate-300">{item.note}</p>}
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <LevelPicker label={TEXT.levelFor(item.name, item.skill_name)} value={level} onChange={setLevel} />
        <Button
          size="sm"
          loading={change.isPending}
          icon={<Check className="size-4" aria-hidden="true" />}
          onClick={() =>
            // The promise, not mutate's callbacks: the refetched queue drops this row (and its observer) before
            // those would run, and the confirmation would be lost.
            change.mutateAsync({ kind: 'validate', userId: item.user_id, skillId: item.skill_id, level }).then(
              () => toast.success(TEXT.validated),
              (error: unknown) => toast.error(errorMessage(error)),
            )
          }
        >
          {TEXT.validate}
        </Button>
      </div>
    </li>
  );
}
