import type { EmployeeImportResult } from '@portale/shared';
import { Download } from 'lucide-react';
import { type ChangeEvent, useId, useState } from 'react';
import { errorMessage } from '@/platform/api-error';
import { toast } from '@/platform/toast/toast';
import { Alert } from '@/ui/alert';
import { Button, buttonStyles } from '@/ui/button';
import { Dialog } from '@/ui/dialog';
import { UI_TEXT } from '@/ui/strings';
import { useImportEmployees } from './api/import-employees';
import { PEOPLE_TEXT } from './strings';

const TEXT = PEOPLE_TEXT.import;

export type ImportDialogProps = { open: boolean; onOpenChange: (open: boolean) => void };

/** CSV import: pick a file, "Verifica" (dry run) or "Importa"; any row error means nothing is written. */
export function ImportDialog({ open, onOpenChange }: ImportDialogProps) {
  const inputId = useId();
  const run = useImportEmployees();
  const [file, setFile] = useState<{ name: string; text: string } | null>(null);
  const [result, setResult] = useState<EmployeeImportResult | null>(null);
  const [error, setError] = useState<string | null>(null);

  const close = (next: boolean) => {
    onOpenChange(next);
    if (!next) {
      setFile(null);
      setResult(null);
      setError(null);
    }
  };

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    setResult(null);
    setError(null);
    setFile(chosen ? { name: chosen.name, text: await chosen.text() } : null);
  };

  const submit = async (dryRun: boolean) => {
    if (!file) {
      setError(TEXT.chooseFile);
      return;
    }
    setError(null);
    try {
      const outcome = await run.mutateAsync({ csv: file.text, dry_run: dryRun });
      setResult(outcome);
      if (!dryRun && outcome.errors.length === 0) toast.success(TEXT.done(outcome.created.length));
    } catch (e) {
      setResult(null);
      setError(errorMessage(e));
    }
  };

  const done = result && !result.dry_run && result.errors.length === 0;
  return (
    <Dialog
      open={open}
      onOpenChange={close}
      size="lg"
      title={TEXT.title}
      description={TEXT.description}
      dismissible={!run.isPending}
      footer={
        done ? (
          <Button onClick={() => close(false)}>{UI_TEXT.close}</Button>
        ) : (
          <>
            <Button variant="secondary" onClick={() => close(false)} disabled={run.isPending}>
              {UI_TEXT.cancel}
            </Button>
            <Button variant="secondary" onClick={() => void submit(true)} disabled={run.isPending}>
              {TEXT.check}
            </Button>
            <Button onClick={() => void submit(false)} loading={run.isPending}>
              {TEXT.submit}
            </Button>
          </>
        )
      }
    >
      <div className="flex flex-col gap-4">
        <a
          href="/api/personnel/employees/import/template"
          download
          className={`${buttonStyles({ variant: 'secondary', size: 'sm' })} self-start`}
        >
          <Download className="size-4" aria-hidden="true" />
          {TEXT.template}
        </a>
        {!done && (
          <div className="flex flex-col gap-1.5">
            <label htmlFor={inputId} className="text-sm font-medium text-slate-900 dark:text-slate-100">
              {TEXT.file}
            </label>
            <input
              id={inputId}
              type="file"
              accept=".csv,text/csv"
              onChange={(e) => void onFile(e)}
              className="block w-full text-sm text-slate-700 file:mr-3 file:rounded-md file:border-0 file:bg-indigo-50 file:px-3 file:py-2 file:text-sm file:font-medium file:text-indigo-700 hover:file:bg-indigo-100 dark:text-slate-300 dark:file:bg-indigo-950 dark:file:text-indigo-200"
            />
          </div>
        )}
        {error && <Alert variant="error">{error}</Alert>}
        {result && result.errors.length > 0 && (
          <div className="flex flex-col gap-2">
            <Alert variant="error" title={TEXT.errorsTitle(result.errors.length)} />
            <div className="max-h-72 overflow-auto rounded-lg border border-slate-200 dark:border-slate-800">
              <table className="w-full text-left text-sm">
                <caption className="sr-only">{TEXT.errorsCaption}</caption>
                <thead className="sticky top-0 bg-slate-50 text-xs text-slate-600 uppercase dark:bg-slate-900 dark:text-slate-400">
                  <tr>
                    <th scope="col" className="px-3 py-2">
                      {TEXT.row}
                    </th>
                    <th scope="col" className="px-3 py-2">
                      {TEXT.column}
                    </th>
                    <th scope="col" className="px-3 py-2">
                      {TEXT.message}
                    </th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-slate-200 dark:divide-slate-800">
                  {result.errors.map((e) => (
                    <tr key={`${e.row}-${e.column}-${e.message}`}>
                      <td className="px-3 py-2 tabular-nums">{e.row}</td>
                      <td className="px-3 py-2 font-mono text-xs">{e.column}</td>
                      <td className="px-3 py-2 text-slate-800 dark:text-slate-200">{e.message}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </div>
        )}
        {result?.dry_run && result.errors.length === 0 && <Alert variant="success">{TEXT.checked(result.rows)}</Alert>}
        {done && (
          <Alert variant="success" title={TEXT.done(result.created.length)}>
            <ul className="mt-1 list-disc pl-5">
              {result.created.map((c) => (
                <li key={c.id}>
                  {c.name} ({c.username})
                </li>
              ))}
            </ul>
          </Alert>
        )}
      </div>
    </Dialog>
  );
}
