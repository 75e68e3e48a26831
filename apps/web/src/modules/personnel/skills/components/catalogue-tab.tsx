import { Pencil, Plus, Trash2 } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { errorMessage } from '@/platform/api-error';
import { toast } from '@/platform/toast/toast';
import { Button } from '@/ui/button';
import { ConfirmDialog } from '@/ui/dialog';
import { SectionCard } from '@/ui/section-card';
import { UI_TEXT } from '@/ui/strings';
import { useChangeCatalogue } from '../api/change-catalogue';
import { useCatalogue } from '../api/get-catalogue';
import { SKILLS_TEXT } from '../strings';
import { CatalogueDialog, type CatalogueDraft } from './catalogue-dialogs';
import { LevelPill } from './level-picker';

const TEXT = SKILLS_TEXT.catalogue;

type Removal = { title: string; text: string; run: () => void };

/** 'Catalogo' (HR): categories, skills and the departments' expected levels (suspends until loaded). */
export function CatalogueTab() {
  const { data: catalogue } = useCatalogue();
  const change = useChangeCatalogue();
  const [draft, setDraft] = useState<CatalogueDraft | null>(null);
  const [removal, setRemoval] = useState<Removal | null>(null);
  const done = () => {
    toast.success(TEXT.saved);
    setDraft(null);
    setRemoval(null);
  };
  const open = (next: CatalogueDraft) => {
    change.reset();
    setDraft(next);
  };
  const save = (d: CatalogueDraft) => {
    const onSuccess = done;
    if (d.kind === 'category')
      change.mutate({ kind: 'category', id: d.id, body: { name: d.name, sort_order: 0 } }, { onSuccess });
    else if (d.kind === 'skill')
      change.mutate(
        {
          kind: 'skill',
          id: d.id,
          body: { name: d.name, description: d.description, category_id: d.category_id || null },
        },
        { onSuccess },
      );
    else
      change.mutate(
        {
          kind: 'target',
          body: { department_id: d.department_id, skill_id: d.skill_id, target_level: d.target_level ?? 1 },
        },
        { onSuccess },
      );
  };
  const ask = (title: string, text: string, run: () => void) => {
    change.reset();
    setRemoval({ title, text, run });
  };

  return (
    <div className="grid gap-6 xl:grid-cols-2">
      <SectionCard title={TEXT.categories}>
        <AddButton label={TEXT.newCategory} onClick={() => open({ kind: 'category', name: '' })} />
        <Rows>
          {catalogue.categories.map((c) => (
            <Row
              key={c.id}
              title={c.name}
              meta={TEXT.skillsCount(c.skills_count)}
              onEdit={() => open({ kind: 'category', id: c.id, name: c.name })}
              onDelete={() =>
                ask(TEXT.deleteCategory(c.name), TEXT.deleteCategoryText, () =>
                  change.mutate({ kind: 'delete-category', id: c.id }, { onSuccess: done }),
                )
              }
            />
          ))}
        </Rows>
      </SectionCard>
      <SectionCard title={TEXT.targets} description={TEXT.targetsHint}>
        {catalogue.departments.length === 0 ? (
          <p className="text-sm text-slate-600 dark:text-slate-400">{TEXT.noDepartments}</p>
        ) : (
          <AddButton
            label={TEXT.newTarget}
            onClick={() => open({ kind: 'target', department_id: '', skill_id: '', target_level: null })}
          />
        )}
        {catalogue.targets.length === 0 ? (
          <p className="mt-3 text-sm text-slate-600 dark:text-slate-400">{TEXT.noTargets}</p>
        ) : (
          <Rows>
            {catalogue.targets.map((t) => (
              <Row
                key={`${t.department_id}:${t.skill_id}`}
                title={`${t.department_name} · ${t.skill_name}`}
                extra={<LevelPill level={t.target_level} />}
                onEdit={() =>
                  open({
                    kind: 'target',
                    department_id: t.department_id,
                    skill_id: t.skill_id,
                    target_level: t.target_level,
                  })
                }
                onDelete={() =>
                  ask(`${UI_TEXT.delete}: ${t.department_name} · ${t.skill_name}?`, TEXT.targetsHint, () =>
                    change.mutate(
                      { kind: 'delete-target', department_id: t.department_id, skill_id: t.skill_id },
                      { onSuccess: done },
                    ),
                  )
                }
              />
            ))}
          </Rows>
        )}
      </SectionCard>
      <div className="xl:col-span-2">
        <SectionCard title={TEXT.skills}>
          <AddButton
            label={TEXT.newSkill}
            onClick={() => open({ kind: 'skill', name: '', description: '', category_id: '' })}
          />
          <Rows>
            {catalogue.skills.map((s) => (
              <Row
                key={s.id}
                title={s.name}
                meta={[s.category_name ?? TEXT.noCategory, TEXT.people(s.people_count), s.description]
                  .filter(Boolean)
                  .join(' · ')}
                onEdit={() =>
                  open({
                    kind: 'skill',
                    id: s.id,
                    name: s.name,
                    description: s.description,
                    category_id: s.category_id ?? '',
                  })
                }
                onDelete={() =>
                  ask(TEXT.deleteSkill(s.name), TEXT.deleteSkillText, () =>
                    change.mutate({ kind: 'delete-skill', id: s.id }, { onSuccess: done }),
                  )
                }
              />
            ))}
          </Rows>
        </SectionCard>
      </div>
      {draft && (
        <CatalogueDialog
          draft={draft}
          catalogue={catalogue}
          pending={change.isPending}
          error={change.isError ? errorMessage(change.error) : undefined}
          onClose={() => setDraft(null)}
          onSave={save}
        />
      )}
      <ConfirmDialog
        open={removal !== null}
        onOpenChange={(o) => !o && setRemoval(null)}
        title={removal?.title ?? ''}
        description={removal?.text ?? ''}
        confirmLabel={UI_TEXT.delete}
        pending={change.isPending}
        error={change.isError ? errorMessage(change.error) : undefined}
        onConfirm={() => removal?.run()}
      />
    </div>
  );
}

function AddButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <Button size="sm" variant="secondary" icon={<Plus className="size-4" aria-hidden="true" />} onClick={onClick}>
      {label}
    </Button>
  );
}

function Rows({ children }: { children: ReactNode }) {
  return <ul className="mt-3 divide-y divide-slate-200 dark:divide-slate-800">{children}</ul>;
}

type RowProps = { title: string; meta?: string; extra?: ReactNode; onEdit: () => void; onDelete: () => void };

function Row({ title, meta, extra, onEdit, onDelete }: RowProps) {
  return (
    <li className="flex items-center gap-3 py-2.5">
      <div className="min-w-0 flex-1">
        <p className="text-sm font-medium text-slate-900 dark:text-white">{title}</p>
        {meta && <p className="truncate text-xs text-slate-500 dark:text-slate-400">{meta}</p>}
      </div>
      {extra}
      <Button
        variant="ghost"
        size="sm"
        aria-label={`${UI_TEXT.edit} ${title}`}
        icon={<Pencil className="size-4" aria-hidden="true" />}
        onClick={onEdit}
      />
      <Button
        variant="ghost"
        size="sm"
        aria-label={`${UI_TEXT.delete} ${title}`}
        icon={<Trash2 className="size-4" aria-hidden="true" />}
        onClick={onDelete}
      />
    </li>
  );
}
