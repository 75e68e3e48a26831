import { formatInstant } from '@portale/shared';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { Download, Lock, LockOpen, Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { errorMessage } from '@/platform/api-error';
import { useAuthStore } from '@/platform/auth-store';
import { toast } from '@/platform/toast/toast';
import { Alert } from '@/ui/alert';
import { Button, buttonStyles } from '@/ui/button';
import { ConfirmDialog } from '@/ui/dialog';
import { PageHeader } from '@/ui/page-header';
import { SectionCard } from '@/ui/section-card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/ui/tabs';
import { useCheckIn } from '../api/check-in';
import { useCheckOut } from '../api/check-out';
import { downloadUrl, useDocument } from '../api/get-document';
import { useRestoreDocument } from '../api/restore-document';
import { useTrashDocument } from '../api/trash-document';
import { AccessEditor } from '../components/access-editor';
import { ActivityPanel } from '../components/activity-panel';
import { DocumentFacts } from '../components/document-facts';
import { DocumentPreview } from '../components/document-preview';
import { MetadataForm } from '../components/metadata-form';
import { VersionsPanel } from '../components/versions-panel';
import { DOCUMENTS_TEXT as TEXT } from '../strings';

const route = getRouteApi('/app/documents/$id');

/** `/app/documents/$id`: the preview beside the details, versions, access and activity of one document. */
export function DocumentPage() {
  const { id } = route.useParams();
  const { data: document } = useDocument(id);
  const me = useAuthStore((state) => state.user?.id);
  const navigate = useNavigate();
  const [editing, setEditing] = useState(false);
  const [trashing, setTrashing] = useState(false);
  const checkOut = useCheckOut();
  const checkIn = useCheckIn();
  const trash = useTrashDocument();
  const restore = useRestoreDocument();
  const holder = document.checked_out_by;
  const mine = holder?.id === me;
  const canEdit = document.my_rights.can_edit && !document.deleted_at;
  const onError = (error: unknown) => toast.error(errorMessage(error));

  const actions = (
    <div className="flex flex-wrap gap-2">
      <a href={downloadUrl(document.id)} className={buttonStyles({ variant: 'secondary' })}>
        <Download className="size-4" aria-hidden="true" />
        {TEXT.download}
      </a>
      {canEdit && !holder && (
        <Button
          variant="secondary"
          loading={checkOut.isPending}
          onClick={() => checkOut.mutate(document.id, { onSuccess: () => toast.success(TEXT.checkedOutDone), onError })}
        >
          <Lock className="size-4" aria-hidden="true" />
          {TEXT.checkOut}
        </Button>
      )}
      {holder && (mine || document.my_rights.can_manage_access) && (
        <Button
          variant="secondary"
          loading={checkIn.isPending}
          onClick={() => checkIn.mutate(document.id, { onSuccess: () => toast.success(TEXT.checkedInDone), onError })}
        >
          <LockOpen className="size-4" aria-hidden="true" />
          {TEXT.checkIn}
        </Button>
      )}
      {document.my_rights.can_delete && !document.deleted_at && (
        <Button variant="ghost" onClick={() => setTrashing(true)}>
          <Trash2 className="size-4" aria-hidden="true" />
          {TEXT.moveToTrash}
        </Button>
      )}
    </div>
  );

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title={document.title}
        description={document.folder_path.map((crumb) => crumb.name).join(' / ') || undefined}
        actions={actions}
      />
      {document.deleted_at && (
        <Alert variant="warning" title={TEXT.inTrash}>
          {document.my_rights.can_delete && (
            <Button
              size="sm"
              variant="secondary"
              loading={restore.isPending}
              onClick={() => restore.mutate(document.id, { onSuccess: () => toast.success(TEXT.restored), onError })}
            >
              {TEXT.restore}
            </Button>
          )}
        </Alert>
      )}
      {holder && (
        <Alert variant={mine ? 'info' : 'warning'} role="status">
          {mine
            ? TEXT.checkedOutByYou
            : TEXT.checkedOutSince(
                holder.name,
                document.checked_out_at ? formatInstant(document.checked_out_at, 'medium') : '',
              )}
        </Alert>
      )}
      <div className="grid grid-cols-1 gap-6 xl:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <SectionCard title={TEXT.preview}>
          <DocumentPreview document={document} />
        </SectionCard>
        <div className="min-w-0 rounded-2xl border border-slate-200 bg-white p-4 sm:p-6 dark:border-slate-800 dark:bg-slate-900">
          <Tabs defaultValue="dettagli">
            <TabsList>
              <TabsTrigger value="dettagli">{TEXT.details}</TabsTrigger>
              <TabsTrigger value="versioni">{TEXT.versions}</TabsTrigger>
              <TabsTrigger value="accesso">{TEXT.access}</TabsTrigger>
              <TabsTrigger value="attivita">{TEXT.activity}</TabsTrigger>
            </TabsList>
            <TabsContent value="dettagli" className="pt-4">
              {editing ? (
                <MetadataForm document={document} onDone={() => setEditing(false)} />
              ) : (
                <div className="flex flex-col gap-4">
                  <DocumentFacts document={document} />
                  {canEdit && (
                    <div>
                      <Button variant="secondary" size="sm" onClick={() => setEditing(true)}>
                        <Pencil className="size-4" aria-hidden="true" />
                        {TEXT.edit}
                      </Button>
                    </div>
                  )}
                </div>
              )}
            </TabsContent>
            <TabsContent value="versioni" className="pt-4">
              <VersionsPanel document={document} />
            </TabsContent>
            <TabsContent value="accesso" className="pt-4">
              <AccessEditor target={{ kind: 'document', id: document.id }} />
            </TabsContent>
            <TabsContent value="attivita" className="pt-4">
              <ActivityPanel documentId={document.id} />
            </TabsContent>
          </Tabs>
        </div>
      </div>
      <ConfirmDialog
        open={trashing}
        onOpenChange={setTrashing}
        title={TEXT.moveToTrash}
        description={TEXT.trashConfirm(document.title)}
        confirmLabel={TEXT.moveToTrash}
        tone="danger"
        pending={trash.isPending}
        onConfirm={() =>
          trash.mutate(document.id, {
            onSuccess: () => {
              toast.success(TEXT.trashed, document.title);
              setTrashing(false);
              void navigate({ to: '/app/documents/list', search: { folder: document.folder_id ?? undefined } });
            },
            onError,
          })
        }
      />
    </div>
  );
}
