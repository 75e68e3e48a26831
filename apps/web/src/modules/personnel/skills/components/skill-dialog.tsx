import type { SkillCatalogue } from '@portale/shared';
import { useState } from 'react';
import { Alert } from '@/ui/alert';
import { Button } from '@/ui/button';
import { Dialog } from '@/ui/dialog';
import { SelectField } from '@/ui/select-field';
import { UI_TEXT } from '@/ui/strings';
import { TextareaField } from '@/ui/textarea-field';
import { SKILLS_TEXT } from '../strings';
import { LevelPicker } from './level-picker';

const TEXT = SKILLS_TEXT.mine;

export type SkillDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  catalogue: SkillCatalogue | undefined;
  /** Skills already in the profile: not offered when adding. */
  held: ReadonlySet<string>;
  /** Editing one skill (its note and level) instead of adding. */
  editing?: { skill_id: string; skill_name: string; level: number | null; note: string } | null;
  pending: boolean;
  error?: string;
  onSave: (skillId: string, level: number, note: string) => void;
};

/** Adds a skill from the catalogue (or edits one's note) with its level. */
export function SkillDialog({
  open,
  onOpenChange,
  catalogue,
  held,
  editing,
  pending,
  error,
  onSave,
}: SkillDialogProps) {
  // Mounted on opening (the parent renders it only while open), so the fields start from the props.
  const [skillId, setSkillId] = useState(editing?.skill_id ?? '');
  const [level, setLevel] = useState<number | null>(editing?.level ?? null);
  const [note, setNote] = useState(editing?.note ?? '');
  const [missing, setMissing] = useState(false);

  const options = (catalogue?.skills ?? [])
    .filter((s) => !held.has(s.id))
    .map((s) => ({ value: s.id, label: s.category_name ? `${s.name} · ${s.category_name}` : s.name }));
  const submit = () => {
    if (!skillId || level === null) {
      setMissing(true);
      return;
    }
    onSave(skillId, level, note);
  };

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={editing ? editing.skill_name : TEXT.addTitle}
      dismissible={!pending}
      footer={
        <>
          <Button variant="secondary" onClick={() => onOpenChange(false)} disabled={pending}>
            {UI_TEXT.cancel}
          </Button>
          <Button onClick={submit} loading={pending}>
            {UI_TEXT.save}
          </Button>
        </>
      }
    >
      <form
        className="flex flex-col gap-5"
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        {!editing && (
          <SelectField
            label={TEXT.pick}
            placeholder={TEXT.pickPlaceholder}
            options={options}
            value={skillId}
            onChange={(event) => setSkillId(event.target.value)}
            error={missing && !skillId ? TEXT.pickRequired : undefined}
          />
        )}
        <div>
          <LevelPicker label={SKILLS_TEXT.level} showLabel value={level} onChange={setLevel} />
          {missing && level === null && (
            <p className="mt-1 text-sm text-red-700 dark:text-red-300">Scegli un livello da 1 a 5</p>
          )}
        </div>
        <TextareaField
          label={SKILLS_TEXT.note}
          rows={3}
          maxLength={500}
          value={note}
          onChange={(event) => setNote(event.target.value)}
        />
        {editing && <p className="text-sm text-slate-600 dark:text-slate-400">{TEXT.resetWarning}</p>}
        {error && <Alert variant="error">{error}</Alert>}
      </form>
    </Dialog>
  );
}
