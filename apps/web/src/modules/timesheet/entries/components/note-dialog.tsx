import { useState } from 'react';
import { Button } from '@/ui/button';
import { Dialog } from '@/ui/dialog';
import { UI_TEXT } from '@/ui/strings';
import { TextareaField } from '@/ui/textarea-field';
import { ENTRY_TEXT } from '../strings';

export type NoteDialogProps = {
  /** "ACME Portale, lunedì 16 novembre": which cell the note belongs to. */
  cellName: string;
  note: string;
  hasHours: boolean;
  onSave: (note: string) => void;
  onClose: () => void;
};

/** The note of one cell (what was done), shown to the approver. */
export function NoteDialog({ cellName, note, hasHours, onSave, onClose }: NoteDialogProps) {
  const [text, setText] = useState(note);
  const tooLong = text.trim().length > 500;
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={ENTRY_TEXT.noteTitle}
      description={cellName}
      size="sm"
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {UI_TEXT.cancel}
          </Button>
          <Button disabled={tooLong} onClick={() => onSave(text)}>
            {ENTRY_TEXT.noteSave}
          </Button>
        </>
      }
    >
      <TextareaField
        label={ENTRY_TEXT.noteLabel}
        hint={hasHours ? ENTRY_TEXT.noteHint : ENTRY_TEXT.noteZero}
        error={tooLong ? 'La nota può contenere al massimo 500 caratteri' : undefined}
        value={text}
        rows={4}
        autoFocus
        onChange={(event) => setText(event.target.value)}
      />
    </Dialog>
  );
}
