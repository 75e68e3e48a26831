import { formatInstant, type PersonSkill } from '@portale/shared';
import { Clock, Pencil, Plus, Sparkles, Trash2 } from 'lucide-react';
import { useMemo, useState } from 'react';
import { errorMessage } from '@/platform/api-error';
import { useAuthStore } from '@/platform/auth-store';
import { toast } from '@/platform/toast/toast';
import { Button } from '@/ui/button';
import { ConfirmDialog } from '@/ui/dialog';
import { EmptyState } from '@/ui/empty-state';
import { UI_TEXT } from '@/ui/strings';
import { useChangeLevel } from '../api/change-level';
import { useCatalogueOptions } from '../api/get-catalogue';
import { usePersonSkills } from '../api/get-person-skills';
import { SKILLS_TEXT } from '../strings';
import { LevelPicker, LevelPill } from './level-picker';
import { SkillDialog } from './skill-dialog';

const TEXT = SKILLS_TEXT.mine;

/** 'Le mie competenze': the signed-in person's levels, changed in place; new ones from the catalogue. */
export function MySkillsTab() {
  const userId = useAuthStore((state) => state.user?.id);
  if (!userId) return <p>{TEXT.noAccount}</p>;
  return <MySkills userId={userId} />;
}

/** Suspends until the person's levels are there (the route loader prefetches them when the tab is open). */
function MySkills({ userId }: { userId: string }) {
  const { data: skills } = usePersonSkills(userId);
  const catalogue = useCatalogueOptions();
  const change = useChangeLevel();
  const [dialog, setDialog] = useState<{ open: boolean; editing: PersonSkill | null }>({ open: false, editing: null });
  const [removing, setRemoving] = useState<PersonSkill | null>(null);
  const held = useMemo(() => new Set(skills.items.map((i) => i.skill_id)), [skills]);

  const save = (skillId: string, level: number, note: string, onDone?: () => void) =>
    change.mutate(
      { kind: 'self', userId, skillId, body: { level, note } },
      {
        onSuccess: () => {
          toast.success(TEXT.saved);
          onDone?.();
        },
        onError: (error) => {
          if (!onDone) toast.error(errorMessage(error));
        },
      },
    );

  const items = skills.items;
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-slate-600 dark:text-slate-400">{TEXT.resetWarning}</p>
        <Button
          icon={<Plus className="size-4" aria-hidden="true" />}
          onClick={() => {
            change.reset();
            setDialog({ open: true, editing: null });
          }}
        >
          {TEXT.add}
        </Button>
      </div>
      {items.length === 0 ? (
        <EmptyState icon={Sparkles} title={TEXT.empty} hint={TEXT.emptyHint} />
      ) : (
        <ul className="divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white dark:divide-slate-800 dark:border-slate-800 dark:bg-slate-900">
          {items.map((item) => (
            <li
              key={item.skill_id}
              data-testid={`my-skill-${item.skill_name}`}
              className="flex flex-col gap-3 p-4 lg:flex-row lg:items-center lg:justify-between"
            >
              <div className="min-w-0">
                <p className="font-medium text-slate-900 dark:text-white">{item.skill_name}</p>
                {item.category_name && (
                  <p className="text-xs text-slate-500 dark:text-slate-400">{item.category_name}</p>
                )}
                <div className="mt-1.5 flex flex-wrap items-center gap-2 text-xs text-slate-600 dark:text-slate-400">
                  {item.pending ? (
                    <span className="inline-flex items-center gap-1 font-medium text-amber-800 dark:text-amber-200">
                      <Clock className="size-3.5" aria-hidden="true" />
                      {SKILLS_TEXT.pending}
                    </span>
                  ) : item.validated_level !== null ? (
                    <>
                      <span>{SKILLS_TEXT.validatedLevel}:</span>
                      <span data-testid="validated-level">
                        <LevelPill level={item.validated_level} />
                      </span>
                      {item.validated_by_name && item.validated_at && (
                        <span>
                          {TEXT.validatedBy(item.validated_by_name, formatInstant(item.validated_at, 'mediumDate'))}
                        </span>
                      )}
                    </>
                  ) : null}
                </div>
                {item.note && <p className="mt-1 text-sm text-slate-600 italic dark:text-slate-300">{item.note}</p>}
              </div>
              <div className="flex flex-wrap items-center gap-2">
                <LevelPicker
                  label={`${SKILLS_TEXT.selfLevel}: ${item.skill_name}`}
                  value={item.self_level}
                  disabled={change.isPending}
                  onChange={(level) => save(item.skill_id, level, item.note)}
                />
                <Button
                  variant="ghost"
                  size="sm"
                  aria-label={`${UI_TEXT.edit} ${item.skill_name}`}
                  icon={<Pencil className="size-4" aria-hidden="true" />}
                  onClick={() => {
                    change.reset();
                    setDialog({ open: true, editing: item });
                  }}
                />
                <Button
                  variant="ghost"
                  size="sm"
                  aria-label={`${TEXT.remove} ${item.skill_name}`}
                  icon={<Trash2 className="size-4" aria-hidden="true" />}
                  onClick={() => {
                    change.reset();
                    setRemoving(item);
                  }}
                />
              </div>
            </li>
          ))}
        </ul>
      )}
      {dialog.open && (
        <SkillDialog
          open
          onOpenChange={(open) => setDialog((d) => ({ ...d, open }))}
          catalogue={catalogue}
          held={held}
          editing={
            dialog.editing && {
              skill_id: dialog.editing.skill_id,
              skill_name: dialog.editing.skill_name,
              level: dialog.editing.self_level,
              note: dialog.editing.note,
            }
          }
          pending={change.isPending}
          error={change.isError ? errorMessage(change.error) : undefined}
          onSave={(skillId, level, note) => save(skillId, level, note, () => setDialog({ open: false, editing: null }))}
        />
      )}
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title={TEXT.removeTitle}
        description={removing ? TEXT.removeText(removing.skill_name) : ''}
        confirmLabel={TEXT.remove}
        pending={change.isPending}
        error={change.isError ? errorMessage(change.error) : undefined}
        onConfirm={() =>
          removing &&
          change.mutate(
            { kind: 'remove', userId, skillId: removing.skill_id },
            {
              onSuccess: () => {
                toast.success(TEXT.removed);
                setRemoving(null);
              },
            },
          )
        }
      />
    </div>
  );
}
