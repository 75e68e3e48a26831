import type { DocumentFolder, DocumentListItem } from '@portale/shared';
import { useState } from 'react';
import { errorMessage } from '@/platform/api-error';
import { toast } from '@/platform/toast/toast';
import { Button } from '@/ui/button';
import { SelectField } from '@/ui/select-field';
import { TextField } from '@/ui/text-field';
import { useBulkAction } from '../api/bulk-action';
import { DOCUMENTS_TEXT as TEXT } from '../strings';

const ROOT = '__root__';

/**
 * Move or tag the selected documents at once; shown while something is selected. The move is all or nothing, so
 * it is off while the selection holds a document the user may not move, and the bar names those.
 */
export function BulkBar({
  documents,
  folders,
  canUseRoot,
  onDone,
}: {
  documents: readonly DocumentListItem[];
  folders: readonly DocumentFolder[];
  canUseRoot: boolean;
  onDone: () => void;
}) {
  const bulk = useBulkAction();
  const ids = documents.map((document) => document.id);
  const unmovable = documents.filter((document) => !document.my_rights.can_move).map((document) => document.title);
  const [target, setTarget] = useState('');
  const [tag, setTag] = useState('');
  const run = (body: Parameters<typeof bulk.mutate>[0]) =>
    bulk.mutate(body, {
      onSuccess: (result) => {
        toast.success(TEXT.bulkDone(result.updated));
        setTag('');
        onDone();
      },
      onError: (error) => toast.error(errorMessage(error)),
    });
  const options = [
    ...(canUseRoot ? [{ value: ROOT, label: TEXT.rootFolder }] : []),
    ...folders
      .filter((f) => f.my_rights.can_upload)
      .map((f) => ({ value: f.id, label: f.path.map((crumb) => crumb.name).join(' / ') })),
  ];

  return (
    <section
      aria-label={TEXT.selected(ids.length)}
      className="flex flex-wrap items-end gap-3 rounded-2xl border border-primary-200 bg-primary-50 p-3 dark:border-primary-900 dark:bg-primary-950/40"
    >
      <p className="self-center text-sm font-medium text-primary-900 dark:text-primary-100">
        {TEXT.selected(ids.length)}
      </p>
      <div className="flex items-end gap-2">
        <SelectField
          label={TEXT.moveTo}
          value={target}
          onChange={(event) => setTarget(event.target.value)}
          options={options}
          placeholder={TEXT.moveTo}
          hideLabel
          disabled={unmovable.length > 0}
          aria-describedby={unmovable.length > 0 ? 'bulk-cannot-move' : undefined}
        />
        <Button
          size="sm"
          variant="secondary"
          disabled={!target || bulk.isPending || unmovable.length > 0}
          onClick={() => run({ action: 'move', ids, folder_id: target === ROOT ? null : target })}
        >
          {TEXT.move}
        </Button>
      </div>
      <div className="flex items-end gap-2">
        <TextField
          label={TEXT.tag}
          value={tag}
          onChange={(event) => setTag(event.target.value)}
          maxLength={40}
          hideLabel
          placeholder={TEXT.tag}
        />
        <Button
          size="sm"
          variant="secondary"
          disabled={!tag.trim() || bulk.isPending}
          onClick={() => run({ action: 'add_tag', ids, tag })}
        >
          {TEXT.addTag}
        </Button>
        <Button
          size="sm"
          variant="ghost"
          disabled={!tag.trim() || bulk.isPending}
          onClick={() => run({ action: 'remove_tag', ids, tag })}
        >
          {TEXT.removeTag}
        </Button>
      </div>
      <Button size="sm" variant="ghost" className="ml-auto" onClick={onDone}>
        {TEXT.clearSelection}
      </Button>
      {unmovable.length > 0 && (
        <p id="bulk-cannot-move" className="basis-full text-sm text-slate-700 dark:text-slate-300">
          {TEXT.cannotMoveSome(unmovable)}
        </p>
      )}
    </section>
  );
}
