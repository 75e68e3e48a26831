import { formatInstant, type PersonSkill } from '@portale/shared';
import { Link } from '@tanstack/react-router';
import { Check, Pencil, Sparkles } from 'lucide-react';
import { useState } from 'react';
import { errorMessage } from '@/platform/api-error';
import { toast } from '@/platform/toast/toast';
import { Button, buttonStyles } from '@/ui/button';
import { EmptyState } from '@/ui/empty-state';
import { useChangeLevel } from './api/change-level';
import { usePersonSkills } from './api/get-person-skills';
import { LevelPicker, LevelPill } from './components/level-picker';
import { SKILLS_TEXT } from './strings';

const TEXT = SKILLS_TEXT.person;

/** The person page's 'Competenze' tab (suspends): validated vs self levels; their manager or HR validate here. */
export function PersonSkillsTab({ personId }: { personId: string }) {
  const { items, can_edit: canEdit, can_validate: canValidate } = usePersonSkills(personId).data;
  return (
    <div className="flex flex-col gap-4">
      {canEdit && (
        <div>
          <Link to="/app/personnel/skills" className={buttonStyles({ variant: 'secondary', size: 'sm' })}>
            <Pencil className="size-4" aria-hidden="true" />
            {TEXT.edit}
          </Link>
        </div>
      )}
      {items.length === 0 ? (
        <EmptyState icon={Sparkles} title={TEXT.empty} hint={canEdit ? SKILLS_TEXT.mine.emptyHint : TEXT.emptyHint} />
      ) : (
        <div className="overflow-x-auto rounded-2xl border border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900">
          <table className="min-w-full text-sm">
            <caption className="sr-only">{TEXT.title}</caption>
            <thead className="bg-slate-50 text-left text-xs text-slate-600 dark:bg-slate-800 dark:text-slate-300">
              <tr>
                <th scope="col" className="px-4 py-2 font-semibold">
                  {SKILLS_TEXT.queue.skill}
                </th>
                <th scope="col" className="px-4 py-2 font-semibold">
                  {SKILLS_TEXT.validatedLevel}
                </th>
                <th scope="col" className="px-4 py-2 font-semibold">
                  {SKILLS_TEXT.selfLevel}
                </th>
                {canValidate && (
                  <th scope="col" className="px-4 py-2 font-semibold">
                    {TEXT.validate}
                  </th>
                )}
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100 dark:divide-slate-800">
              {items.map((item) => (
                <SkillRow key={item.skill_id} personId={personId} item={item} canValidate={canValidate} />
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}

function SkillRow({ personId, item, canValidate }: { personId: string; item: PersonSkill; canValidate: boolean }) {
  const [level, setLevel] = useState<number | null>(item.validated_level ?? item.self_level);
  const change = useChangeLevel();
  return (
    <tr>
      <th scope="row" className="px-4 py-3 text-left font-medium text-slate-900 dark:text-white">
        {item.skill_name}
        {item.category_name && (
          <span className="block text-xs font-normal text-slate-500 dark:text-slate-400">{item.category_name}</span>
        )}
        {item.note && (
          <span className="block text-xs font-normal text-slate-600 italic dark:text-slate-300">{item.note}</span>
        )}
      </th>
      <td className="px-4 py-3">
        {item.validated_level !== null ? (
          <div className="flex flex-col gap-1">
            <LevelPill level={item.validated_level} />
            {item.validated_by_name && item.validated_at && (
              <span className="text-xs text-slate-500 dark:text-slate-400">
                {item.validated_by_name}, {formatInstant(item.validated_at, 'mediumDate')}
              </span>
            )}
          </div>
        ) : (
          <span className="text-xs font-medium text-amber-800 dark:text-amber-200">{SKILLS_TEXT.pending}</span>
        )}
      </td>
      <td className="px-4 py-3">
        {item.self_level !== null ? <LevelPill level={item.self_level} pending={item.pending} /> : '—'}
      </td>
      {canValidate && (
        <td className="px-4 py-3">
          <div className="flex flex-wrap items-center gap-2">
            <LevelPicker
              label={`${SKILLS_TEXT.validatedLevel}: ${item.skill_name}`}
              value={level}
              onChange={setLevel}
            />
            <Button
              size="sm"
              variant={item.pending ? 'primary' : 'secondary'}
              loading={change.isPending}
              disabled={level === null}
              icon={<Check className="size-4" aria-hidden="true" />}
              onClick={() =>
                level !== null &&
                change.mutate(
                  { kind: 'validate', userId: personId, skillId: item.skill_id, level },
                  {
                    onSuccess: () => toast.success(SKILLS_TEXT.queue.validated),
                    onError: (error) => toast.error(errorMessage(error)),
                  },
                )
              }
            >
              {TEXT.validate}
            </Button>
          </div>
        </td>
      )}
    </tr>
  );
}
