import { type DocumentDetail, EXTRACTION_STATE_LABELS, formatFileSize, formatInstant } from '@portale/shared';
import { Download, RotateCcw, Upload } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { errorMessage } from '@/platform/api-error';
import { toast } from '@/platform/toast/toast';
import { Alert } from '@/ui/alert';
import { Badge } from '@/ui/badge';
import { Button, buttonStyles } from '@/ui/button';
import { ConfirmDialog } from '@/ui/dialog';
import { TextField } from '@/ui/text-field';
import { useAddVersion } from '../api/add-version';
import { downloadUrl } from '../api/get-document';
import { useRestoreVersion } from '../api/restore-version';
import { DOCUMENTS_TEXT as TEXT } from '../strings';

/** Upload a new version, and the history: download any version, or make an old one current again. */
export function VersionsPanel({ document }: { document: DocumentDetail }) {
  const add = useAddVersion();
  const restore = useRestoreVersion();
  const [file, setFile] = useState<File | null>(null);
  const [note, setNote] = useState('');
  const [progress, setProgress] = useState(0);
  const [error, setError] = useState<string>();
  const [confirm, setConfirm] = useState<number | null>(null);
  const inputId = useId();
  const canEdit = document.my_rights.can_edit && !document.deleted_at;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!file) return;
    setError(undefined);
    add.mutate(
      { id: document.id, file, note, onProgress: setProgress },
      {
        onSuccess: () => {
          toast.success(TEXT.versionAdded, file.name);
          setFile(null);
          setNote('');
          setProgress(0);
        },
        onError: (failure) => setError(errorMessage(failure)),
      },
    );
  };

  return (
    <div className="flex flex-col gap-4">
      {canEdit && (
        <form
          onSubmit={submit}
          className="flex flex-col gap-3 rounded-xl border border-slate-200 p-3 dark:border-slate-800"
        >
          <div className="flex flex-wrap items-center gap-2">
            <label htmlFor={inputId} className={`${buttonStyles({ variant: 'secondary', size: 'sm' })} cursor-pointer`}>
              <Upload className="size-4" aria-hidden="true" />
              {TEXT.newVersion}
            </label>
            <input
              id={inputId}
              type="file"
              className="sr-only"
              onChange={(event) => setFile(event.target.files?.[0] ?? null)}
            />
            {file && <span className="min-w-0 truncate text-sm text-slate-700 dark:text-slate-300">{file.name}</span>}
          </div>
          {file && (
            <>
              <TextField
                label={TEXT.versionNote}
                value={note}
                onChange={(event) => setNote(event.target.value)}
                maxLength={500}
              />
              {add.isPending && (
                <div
                  role="progressbar"
                  aria-label={TEXT.uploading(file.name)}
                  aria-valuemin={0}
                  aria-valuemax={100}
                  aria-valuenow={Math.round(progress * 100)}
                  className="h-1.5 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-800"
                >
                  <div
                    className="h-full bg-primary-600 dark:bg-primary-400"
                    style={{ width: `${Math.round(progress * 100)}%` }}
                  />
                </div>
              )}
              <div>
                <Button type="submit" size="sm" loading={add.isPending}>
                  {TEXT.uploadHere}
                </Button>
              </div>
            </>
          )}
          {error && <Alert variant="error">{error}</Alert>}
        </form>
      )}
      <ol className="flex flex-col divide-y divide-slate-100 dark:divide-slate-800">
        {document.versions.map((version) => (
          <li key={version.number} className="flex flex-wrap items-start gap-3 py-3">
            <span className="rounded-lg bg-slate-100 px-2 py-1 text-xs font-semibold text-slate-700 tabular-nums dark:bg-slate-800 dark:text-slate-200">
              {TEXT.version(version.number)}
            </span>
            <div className="flex min-w-0 flex-1 flex-col gap-0.5 text-sm">
              <span className="font-medium break-all text-slate-900 dark:text-white">
                {version.file_name}
                {version.is_current && (
                  <Badge tone="success" className="ml-2">
                    {TEXT.current}
                  </Badge>
                )}
              </span>
              <span className="text-xs text-slate-600 dark:text-slate-400">
                {formatInstant(version.created_at, 'medium')} · {formatFileSize(version.size_bytes)}
                {version.uploaded_by ? ` · ${TEXT.uploadedBy(version.uploaded_by.name)}` : ''}
              </span>
              <span className="text-xs text-slate-600 dark:text-slate-400">
                {TEXT.extraction}: {EXTRACTION_STATE_LABELS[version.extraction_state]}
              </span>
              {version.note && <span className="text-slate-700 dark:text-slate-300">{version.note}</span>}
            </div>
            <div className="flex gap-1">
              <a
                href={downloadUrl(document.id, { version: version.number })}
                className={buttonStyles({ variant: 'ghost', size: 'sm' })}
                aria-label={TEXT.downloadVersion(version.number)}
              >
                <Download className="size-4" aria-hidden="true" />
              </a>
              {canEdit && !version.is_current && (
                <Button
                  size="sm"
                  variant="ghost"
                  aria-label={TEXT.restoreVersion(version.number)}
                  onClick={() => setConfirm(version.number)}
                >
                  <RotateCcw className="size-4" aria-hidden="true" />
                </Button>
              )}
            </div>
          </li>
        ))}
      </ol>
      {confirm !== null && (
        <ConfirmDialog
          open
          onOpenChange={(open) => !open && setConfirm(null)}
          title={TEXT.restoreVersion(confirm)}
          description={TEXT.restoreVersionConfirm(confirm)}
          confirmLabel={TEXT.restore}
          tone="primary"
          pending={restore.isPending}
          onConfirm={() =>
            restore.mutate(
              { id: document.id, version: confirm },
              {
                onSuccess: () => {
                  toast.success(TEXT.versionRestored);
                  setConfirm(null);
                },
                onError: (failure) => toast.error(errorMessage(failure)),
              },
            )
          }
        />
      )}
    </div>
  );
}
