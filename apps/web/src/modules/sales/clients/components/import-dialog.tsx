import type { ClientImportPreview } from '@portale/shared';
import { type ChangeEvent, useId, useState } from 'react';
import { errorMessage } from '@/platform/api-error';
import { toast } from '@/platform/toast/toast';
import { Alert } from '@/ui/alert';
import { Button } from '@/ui/button';
import { Dialog } from '@/ui/dialog';
import { UI_TEXT } from '@/ui/strings';
import { useImportClients, usePreviewClientImport } from '../api/import-clients';
import { fieldLabel } from '../field-labels';
import { CLIENTS_TEXT } from '../strings';

const TEXT = CLIENTS_TEXT.import;

export type ImportDialogProps = { open: boolean; onOpenChange: (open: boolean) => void };

/**
 * CSV import in two steps: "Verifica" shows every row with its errors (nothing is written), then "Importa" creates
 * the valid rows and skips the others.
 */
export function ImportDialog({ open, onOpenChange }: ImportDialogProps) {
  const inputId = useId();
  const preview = usePreviewClientImport();
  const run = useImportClients();
  const [file, setFile] = useState<{ name: string; text: string } | null>(null);
  const [checked, setChecked] = useState<ClientImportPreview | null>(null);
  const [error, setError] = useState<string | null>(null);
  const pending = preview.isPending || run.isPending;

  const close = (next: boolean) => {
    onOpenChange(next);
    if (!next) {
      setFile(null);
      setChecked(null);
      setError(null);
    }
  };

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    setChecked(null);
    setError(null);
    setFile(chosen ? { name: chosen.name, text: await chosen.text() } : null);
  };

  const check = async () => {
    if (!file) return setError(TEXT.chooseFile);
    setError(null);
    try {
      setChecked(await preview.mutateAsync(file.text));
    } catch (e) {
      setChecked(null);
      setError(errorMessage(e));
    }
  };

  const submit = async () => {
    if (!file) return;
    try {
      const result = await run.mutateAsync(file.text);
      toast.success(TEXT.done(result.created, result.skipped));
      close(false);
    } catch (e) {
      setError(errorMessage(e));
    }
  };

  const importable = checked !== null && checked.file_errors.length === 0 && checked.valid > 0;
  return (
    <Dialog
      open={open}
      onOpenChange={close}
      size="xl"
      title={TEXT.title}
      description={TEXT.description}
      dismissible={!pending}
      footer={
        <>
          <Button variant="secondary" onClick={() => close(false)} disabled={pending}>
            {UI_TEXT.cancel}
          </Button>
          <Button
            variant={importable ? 'secondary' : 'primary'}
            onClick={() => void check()}
            loading={preview.isPending}
          >
            {TEXT.check}
          </Button>
          {importable && (
            <Button onClick={() => void submit()} loading={run.isPending}>
              {TEXT.submit(checked.valid)}
            </Button>
          )}
        </>
      }
    >
      <div className="flex flex-col gap-4">
        <div className="flex flex-col gap-1.5">
          <label htmlFor={inputId} className="text-sm font-medium text-slate-900 dark:text-slate-100">
            {TEXT.file}
          </label>
          <input
            id={inputId}
            type="file"
            accept=".csv,text/csv"
            onChange={(e) => void onFile(e)}
            className="block w-full text-sm text-slate-700 file:mr-3 file:rounded-md file:border-0 file:bg-primary-50 file:px-3 file:py-2 file:text-sm file:font-medium file:text-primary-800 hover:file:bg-primary-100 dark:text-slate-300 dark:file:bg-primary-950 dark:file:text-primary-200"
          />
        </div>
        {error && <Alert variant="error">{error}</Alert>}
        {checked && checked.file_errors.length > 0 && (
          <Alert variant="error" title={TEXT.fileErrors}>
            <ul className="list-disc pl-5">
              {checked.file_errors.map((message) => (
                <li key={message}>{message}</li>
              ))}
            </ul>
          </Alert>
        )}
        {checked && checked.file_errors.length === 0 && (
          <>
            <Alert
              variant={checked.invalid > 0 ? 'warning' : 'success'}
              title={TEXT.summary(checked.valid, checked.invalid)}
            >
              {checked.invalid > 0 && <p>{TEXT.invalidNote}</p>}
            </Alert>
            <PreviewTable preview={checked} />
          </>
        )}
      </div>
    </Dialog>
  );
}

/** Every row of the file: its line, the client's name and either "Pronta" or its errors by field. */
function PreviewTable({ preview }: { preview: ClientImportPreview }) {
  return (
    <div className="max-h-80 overflow-auto rounded-lg border border-slate-200 dark:border-slate-800">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{TEXT.caption}</caption>
        <thead className="sticky top-0 bg-slate-50 text-xs text-slate-600 uppercase dark:bg-slate-900 dark:text-slate-400">
          <tr>
            <th scope="col" className="px-3 py-2">
              {TEXT.line}
            </th>
            <th scope="col" className="px-3 py-2">
              {TEXT.name}
            </th>
            <th scope="col" className="px-3 py-2">
              {TEXT.outcome}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200 dark:divide-slate-800">
          {preview.rows.map((row) => {
            const errors = Object.entries(row.errors).filter(([, messages]) => messages.length > 0);
            return (
              <tr key={row.line} className={errors.length > 0 ? 'bg-red-50/60 dark:bg-red-950/30' : undefined}>
                <td className="px-3 py-2 align-top tabular-nums">{row.line}</td>
                <td className="px-3 py-2 align-top text-slate-900 dark:text-white">{row.name || '—'}</td>
                <td className="px-3 py-2 align-top">
                  {errors.length === 0 ? (
                    <span className="text-emerald-800 dark:text-emerald-200">{TEXT.ok}</span>
                  ) : (
                    <ul className="flex flex-col gap-0.5 text-red-800 dark:text-red-200">
                      {errors.map(([field, messages]) => (
                        <li key={field}>
                          <span className="font-medium">{fieldLabel(field)}:</span> {messages.join(' ')}
                        </li>
                      ))}
                    </ul>
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
