import type { DocumentFolder } from '@portale/shared';
import { type FormEvent, useState } from 'react';
import { errorMessage } from '@/platform/api-error';
import { toast } from '@/platform/toast/toast';
import { Button } from '@/ui/button';
import { Dialog } from '@/ui/dialog';
import { SelectField } from '@/ui/select-field';
import { UI_TEXT } from '@/ui/strings';
import { TextField } from '@/ui/text-field';
import { useSaveFolder } from '../api/save-folder';
import { DOCUMENTS_TEXT as TEXT } from '../strings';
import { moveTargets } from './folder-tree-model';

export type FolderDialogMode = { kind: 'create'; parentId: string | null } | { kind: 'edit'; folder: DocumentFolder };

const ROOT = '';

/** Create a folder, or rename and move one: the name and where it sits. */
export function FolderDialog({
  mode,
  folders,
  canUseRoot,
  onClose,
  onSaved,
}: {
  mode: FolderDialogMode;
  folders: readonly DocumentFolder[];
  canUseRoot: boolean;
  onClose: () => void;
  onSaved: (folder: DocumentFolder) => void;
}) {
  const save = useSaveFolder();
  const editing = mode.kind === 'edit' ? mode.folder : null;
  const [name, setName] = useState(editing?.name ?? '');
  const [parent, setParent] = useState(
    editing ? (editing.parent_id ?? ROOT) : mode.kind === 'create' ? (mode.parentId ?? ROOT) : ROOT,
  );
  const [error, setError] = useState<string>();
  const targets = editing ? moveTargets(folders, editing.id) : folders.filter((f) => f.my_rights.can_upload);
  const options = [
    ...(canUseRoot ? [{ value: ROOT, label: TEXT.rootFolder }] : []),
    ...targets.map((f) => ({ value: f.id, label: f.path.map((crumb) => crumb.name).join(' / ') })),
  ];

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parentId = parent === ROOT ? null : parent;
    const variables = editing
      ? { id: editing.id, body: { name, ...(parentId !== editing.parent_id ? { parent_id: parentId } : {}) } }
      : { id: null, body: { name, parent_id: parentId } };
    save.mutate(variables, {
      onSuccess: (folder) => {
        toast.success(folder.name);
        onSaved(folder);
      },
      onError: (failure) => setError(errorMessage(failure)),
    });
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={editing ? TEXT.renameFolder : TEXT.newFolder}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {UI_TEXT.cancel}
          </Button>
          <Button type="submit" form="folder-form" loading={save.isPending}>
            {UI_TEXT.save}
          </Button>
        </>
      }
    >
      <form id="folder-form" onSubmit={submit} className="flex flex-col gap-4">
        <TextField
          label={TEXT.folderName}
          value={name}
          onChange={(event) => setName(event.target.value)}
          error={error}
          required
          maxLength={120}
          autoFocus
        />
        <SelectField
          label={TEXT.parentFolder}
          value={parent}
          onChange={(event) => setParent(event.target.value)}
          options={options}
          disabled={Boolean(editing && !editing.my_rights.can_move)}
          hint={editing && !editing.my_rights.can_move ? TEXT.cannotMoveFolder : undefined}
        />
      </form>
    </Dialog>
  );
}
