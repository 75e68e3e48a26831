import { getRouteApi } from '@tanstack/react-router';
import { FolderPlus, Pencil, SearchX, Shield, Trash2, Upload } from 'lucide-react';
import { useCallback, useDeferredValue, useState } from 'react';
import { errorMessage } from '@/platform/api-error';
import { QueryBoundary } from '@/platform/query-boundary';
import { toast } from '@/platform/toast/toast';
import { useLastPageFallback } from '@/platform/use-last-page-fallback';
import { useUrlSearchText } from '@/platform/use-url-search-text';
import { Button } from '@/ui/button';
import { ConfirmDialog, Dialog } from '@/ui/dialog';
import { EmptyState } from '@/ui/empty-state';
import { PageHeader } from '@/ui/page-header';
import { Pagination } from '@/ui/pagination';
import { Skeleton } from '@/ui/skeleton';
import { UI_TEXT } from '@/ui/strings';
import { useDeleteFolder } from '../api/delete-folder';
import { useDocuments } from '../api/list-documents';
import { useFolders } from '../api/list-folders';
import { AccessEditor } from '../components/access-editor';
import { BulkBar } from '../components/bulk-bar';
import { DocumentsTable } from '../components/documents-table';
import { FolderDialog, type FolderDialogMode } from '../components/folder-dialog';
import { FolderTree } from '../components/folder-tree';
import { ListFilters } from '../components/list-filters';
import { TrashList } from '../components/trash-list';
import { UploadZone } from '../components/upload-zone';
import { type DocumentsListSearch, documentsQuery } from '../search';
import { DOCUMENTS_TEXT as TEXT } from '../strings';

const route = getRouteApi('/app/documents/list');
type Change = (patch: Partial<DocumentsListSearch>, options?: { replace?: boolean }) => void;

/**
 * `/app/documents/list`: the folder tree beside the documents of the open folder, with filters, bulk move and tag,
 * drag-and-drop upload and the trash. Everything one would link to is in the URL.
 */
export function DocumentsListPage() {
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const { data: tree } = useFolders();
  const [dialog, setDialog] = useState<FolderDialogMode | 'delete' | 'access' | null>(null);
  const removeFolder = useDeleteFolder();
  const onChange = useCallback<Change>(
    (patch, options) => void navigate({ search: (previous) => ({ ...previous, ...patch }), replace: options?.replace }),
    [navigate],
  );
  const [text, setText] = useUrlSearchText(search.q, (q) => onChange({ q, page: undefined }, { replace: true }));
  const folder = tree.folders.find((f) => f.id === search.folder);
  const canUpload = folder ? folder.my_rights.can_upload : tree.can_use_root;
  const filtered = Boolean(
    search.q || search.type || search.tag || search.owner || search.from || search.to || search.expiring,
  );
  const clear = () => {
    setText('');
    onChange({
      q: undefined,
      type: undefined,
      tag: undefined,
      owner: undefined,
      from: undefined,
      to: undefined,
      expiring: undefined,
      page: undefined,
    });
  };

  const folderActions =
    folder?.my_rights.can_edit || (!folder && tree.can_use_root) ? (
      <div className="flex flex-wrap gap-2">
        <Button
          size="sm"
          variant="secondary"
          onClick={() => setDialog({ kind: 'create', parentId: folder?.id ?? null })}
        >
          <FolderPlus className="size-4" aria-hidden="true" />
          {folder ? TEXT.newSubfolder : TEXT.newFolder}
        </Button>
        {folder?.my_rights.can_edit && (
          <Button size="sm" variant="ghost" onClick={() => setDialog({ kind: 'edit', folder })}>
            <Pencil className="size-4" aria-hidden="true" />
            {TEXT.renameFolder}
          </Button>
        )}
        {folder?.my_rights.can_manage_access && (
          <Button size="sm" variant="ghost" onClick={() => setDialog('access')}>
            <Shield className="size-4" aria-hidden="true" />
            {TEXT.access}
          </Button>
        )}
        {folder?.my_rights.can_delete && (
          <Button size="sm" variant="ghost" onClick={() => setDialog('delete')}>
            <Trash2 className="size-4" aria-hidden="true" />
            {TEXT.deleteFolder}
          </Button>
        )}
      </div>
    ) : null;

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title={search.trash ? TEXT.trash : (folder?.name ?? TEXT.listTitle)}
        description={
          folder && folder.path.length > 1
            ? folder.path.map((crumb) => crumb.name).join(' / ')
            : folder
              ? undefined
              : TEXT.listDescription
        }
      />
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[16rem_minmax(0,1fr)]">
        <nav
          aria-label={TEXT.folders}
          className="rounded-2xl border border-slate-200 bg-white p-3 lg:self-start dark:border-slate-800 dark:bg-slate-900"
        >
          <h2 className="mb-2 px-2 text-xs font-semibold text-slate-600 uppercase dark:text-slate-400">
            {TEXT.folders}
          </h2>
          <FolderTree
            folders={tree.folders}
            selected={search.folder}
            trash={search.trash ?? false}
            onSelect={(id) => onChange({ folder: id, trash: undefined, page: undefined })}
            onTrash={
              tree.can_use_root ? () => onChange({ trash: true, folder: undefined, page: undefined }) : undefined
            }
          />
        </nav>
        <div className="flex min-w-0 flex-col gap-4">
          {search.trash ? (
            <QueryBoundary fallback={<Skeleton className="h-40" />} errorTitle={TEXT.loadError}>
              <TrashList page={search.page ?? 1} onPage={(page) => onChange({ page: page > 1 ? page : undefined })} />
            </QueryBoundary>
          ) : (
            <>
              {!tree.can_use_root && !folder && (
                <p className="text-sm text-slate-600 dark:text-slate-400">{TEXT.clientHint}</p>
              )}
              {folderActions}
              <ListFilters
                text={text}
                onText={setText}
                value={search}
                onChange={(patch) => onChange({ ...patch, page: undefined })}
                onClear={filtered || text ? clear : undefined}
              />
              <QueryBoundary fallback={<Skeleton className="h-64" />} errorTitle={TEXT.loadError}>
                <ListResults
                  search={search}
                  onChange={onChange}
                  canUpload={canUpload}
                  filtered={filtered}
                  onClear={clear}
                  tree={tree}
                />
              </QueryBoundary>
            </>
          )}
        </div>
      </div>
      {dialog && typeof dialog === 'object' && (
        <FolderDialog
          mode={dialog}
          folders={tree.folders}
          canUseRoot={tree.can_use_root}
          onClose={() => setDialog(null)}
          onSaved={(saved) => {
            setDialog(null);
            onChange({ folder: saved.id, page: undefined });
          }}
        />
      )}
      {dialog === 'access' && folder && (
        <Dialog open onOpenChange={(open) => !open && setDialog(null)} title={TEXT.folderAccess} size="lg">
          <AccessEditor target={{ kind: 'folder', id: folder.id }} />
        </Dialog>
      )}
      {dialog === 'delete' && folder && (
        <ConfirmDialog
          open
          onOpenChange={(open) => !open && setDialog(null)}
          title={TEXT.deleteFolder}
          description={TEXT.deleteFolderConfirm(folder.name)}
          confirmLabel={UI_TEXT.delete}
          tone="danger"
          pending={removeFolder.isPending}
          onConfirm={() =>
            removeFolder.mutate(folder.id, {
              onSuccess: () => {
                setDialog(null);
                onChange({ folder: folder.parent_id ?? undefined, page: undefined });
              },
              onError: (error) => toast.error(errorMessage(error)),
            })
          }
        />
      )}
    </div>
  );
}

type ResultsProps = {
  search: DocumentsListSearch;
  onChange: Change;
  canUpload: boolean;
  filtered: boolean;
  onClear: () => void;
  tree: ReturnType<typeof useFolders>['data'];
};

/** The page of documents, the bulk bar over it and the upload zone around it. */
function ListResults({ search, onChange, canUpload, filtered, onClear, tree }: ResultsProps) {
  const shown = useDeferredValue(search);
  const { data, isFetching } = useDocuments(documentsQuery(shown));
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const page = shown.page ?? 1;
  useLastPageFallback(page, data.pagination.total_pages, onChange);
  const chosen = data.items.filter((row) => selected.has(row.id));
  const editable = data.items.some((row) => row.my_rights.can_edit);

  const empty = filtered ? (
    <EmptyState
      icon={SearchX}
      title={TEXT.noMatch}
      hint={TEXT.noMatchHint}
      action={
        <Button variant="secondary" onClick={onClear}>
          {UI_TEXT.clearFilters}
        </Button>
      }
    />
  ) : (
    <EmptyState
      icon={Upload}
      title={search.folder ? TEXT.emptyFolder : TEXT.emptyAll}
      hint={canUpload ? (search.folder ? TEXT.emptyFolderHint : TEXT.emptyAllHint) : TEXT.emptyReadOnlyHint}
      className="border-0"
    />
  );
  const table =
    data.items.length === 0 ? (
      empty
    ) : (
      <DocumentsTable
        rows={data.items}
        busy={isFetching || shown !== search}
        showFolder={!search.folder}
        selected={selected}
        onToggle={editable ? (id) => setSelected((all) => toggled(all, id)) : undefined}
        onToggleAll={(select) => setSelected(select ? new Set(data.items.map((row) => row.id)) : new Set())}
      />
    );

  return (
    <>
      {chosen.length > 0 && (
        <BulkBar
          documents={chosen}
          folders={tree.folders}
          canUseRoot={tree.can_use_root}
          onDone={() => setSelected(new Set())}
        />
      )}
      {canUpload ? (
        <UploadZone folderId={search.folder ?? null} compact>
          {data.items.length === 0 ? empty : <div className="p-2">{table}</div>}
        </UploadZone>
      ) : (
        table
      )}
      {data.items.length > 0 && (
        <Pagination
          pagination={data.pagination}
          onPageChange={(next) => onChange({ page: next > 1 ? next : undefined })}
        />
      )}
    </>
  );
}

function toggled(set: ReadonlySet<string>, id: string): Set<string> {
  const next = new Set(set);
  if (next.has(id)) next.delete(id);
  else next.add(id);
  return next;
}
