import type { SkillCatalogue } from '@portale/shared';
import { useState } from 'react';
import { Alert } from '@/ui/alert';
import { Button } from '@/ui/button';
import { Dialog } from '@/ui/dialog';
import { SelectField } from '@/ui/select-field';
import { UI_TEXT } from '@/ui/strings';
import { TextField } from '@/ui/text-field';
import { TextareaField } from '@/ui/textarea-field';
import { SKILLS_TEXT } from '../strings';
import { LevelPicker } from './level-picker';

const TEXT = SKILLS_TEXT.catalogue;

/** What the catalogue dialog edits; mounted only while open, so its fields start from here. */
export type CatalogueDraft =
  | { kind: 'category'; id?: string; name: string }
  | { kind: 'skill'; id?: string; name: string; description: string; category_id: string }
  | { kind: 'target'; department_id: string; skill_id: string; target_level: number | null };

export type CatalogueDialogProps = {
  draft: CatalogueDraft;
  catalogue: SkillCatalogue;
  pending: boolean;
  error?: string;
  onClose: () => void;
  onSave: (draft: CatalogueDraft) => void;
};

const titleOf = (draft: CatalogueDraft) =>
  draft.kind === 'category'
    ? draft.id
      ? TEXT.editCategory
      : TEXT.newCategory
    : draft.kind === 'skill'
      ? draft.id
        ? TEXT.editSkill
        : TEXT.newSkill
      : TEXT.newTarget;

export function CatalogueDialog({ draft: initial, catalogue, pending, error, onClose, onSave }: CatalogueDialogProps) {
  const [draft, setDraft] = useState(initial);
  const [tried, setTried] = useState(false);
  const missing =
    draft.kind === 'target'
      ? !draft.department_id || !draft.skill_id || draft.target_level === null
      : draft.name.trim() === '';
  const submit = () => {
    setTried(true);
    if (!missing) onSave(draft);
  };
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={titleOf(draft)}
      dismissible={!pending}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={pending}>
            {UI_TEXT.cancel}
          </Button>
          <Button onClick={submit} loading={pending}>
            {UI_TEXT.save}
          </Button>
        </>
      }
    >
      <form
        className="flex flex-col gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        {draft.kind !== 'target' && (
          <TextField
            label={TEXT.name}
            value={draft.name}
            maxLength={120}
            required
            onChange={(e) => setDraft({ ...draft, name: e.target.value })}
            error={tried && missing ? 'Il nome è obbligatorio' : undefined}
          />
        )}
        {draft.kind === 'skill' && (
          <>
            <SelectField
              label={TEXT.category}
              placeholder={TEXT.noCategory}
              options={catalogue.categories.map((c) => ({ value: c.id, label: c.name }))}
              value={draft.category_id}
              onChange={(e) => setDraft({ ...draft, category_id: e.target.value })}
            />
            <TextareaField
              label={TEXT.description}
              rows={3}
              maxLength={2000}
              value={draft.description}
              onChange={(e) => setDraft({ ...draft, description: e.target.value })}
            />
          </>
        )}
        {draft.kind === 'target' && (
          <>
            <SelectField
              label={TEXT.department}
              placeholder="—"
              options={catalogue.departments.map((d) => ({ value: d.id, label: d.name }))}
              value={draft.department_id}
              onChange={(e) => setDraft({ ...draft, department_id: e.target.value })}
            />
            <SelectField
              label={SKILLS_TEXT.queue.skill}
              placeholder="—"
              options={catalogue.skills.map((s) => ({ value: s.id, label: s.name }))}
              value={draft.skill_id}
              onChange={(e) => setDraft({ ...draft, skill_id: e.target.value })}
            />
            <LevelPicker
              label={TEXT.targetLevel}
              showLabel
              value={draft.target_level}
              onChange={(level) => setDraft({ ...draft, target_level: level })}
            />
            {tried && missing && (
              <p className="text-sm text-red-700 dark:text-red-300">Scegli dipartimento, competenza e livello</p>
            )}
          </>
        )}
        {error && <Alert variant="error">{error}</Alert>}
      </form>
    </Dialog>
  );
}
