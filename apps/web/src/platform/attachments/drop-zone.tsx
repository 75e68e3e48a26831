import { Upload } from 'lucide-react';
import { type DragEvent, useId, useRef, useState } from 'react';
import { Button } from '@/ui/button';
import { cx } from '@/ui/cx';
import { ATTACHMENT_TEXT } from './strings';

export type DropZoneProps = {
  onFiles: (files: File[]) => void;
  accept: readonly string[];
  maxBytes: number;
};

const hasFiles = (event: DragEvent) => Array.from(event.dataTransfer.types).includes('Files');

/**
 * Where files are dropped, or chosen with the button (the keyboard's way in): several at once. The whole area takes
 * the drop; the button opens the browser's file chooser.
 */
export function DropZone({ onFiles, accept, maxBytes }: DropZoneProps) {
  const input = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const [over, setOver] = useState(false);
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    onFiles(Array.from(event.dataTransfer.files));
  };
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: dropping is the mouse's shortcut; the button inside is the keyboard's way in.
    <div
      data-testid="attachments-drop-zone"
      onDragOver={(event) => {
        if (!hasFiles(event)) return;
        event.preventDefault();
        event.dataTransfer.dropEffect = 'copy';
        setOver(true);
      }}
      onDragLeave={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOver(false);
      }}
      onDrop={onDrop}
      className={cx(
        'flex flex-col items-center gap-2 rounded-xl border-2 border-dashed px-4 py-5 text-center transition-colors sm:flex-row sm:text-left',
        over
          ? 'border-primary-500 bg-primary-50 dark:border-primary-400 dark:bg-primary-950/40'
          : 'border-slate-300 bg-slate-50/60 dark:border-slate-700 dark:bg-slate-900/40',
      )}
    >
      <Upload className="size-6 shrink-0 text-slate-500 dark:text-slate-400" aria-hidden="true" />
      <div className="min-w-0 flex-1">
        <p className="text-sm text-slate-800 dark:text-slate-200">
          {over ? ATTACHMENT_TEXT.dropNow : ATTACHMENT_TEXT.dropHere}
        </p>
        <p id={hintId} className="text-xs text-slate-600 dark:text-slate-400">
          {ATTACHMENT_TEXT.limits(maxBytes, accept.includes('.zip'))}
        </p>
      </div>
      <Button variant="secondary" size="sm" aria-describedby={hintId} onClick={() => input.current?.click()}>
        {ATTACHMENT_TEXT.add}
      </Button>
      <input
        ref={input}
        type="file"
        multiple
        accept={accept.join(',')}
        className="sr-only"
        tabIndex={-1}
        aria-hidden="true"
        data-testid="attachments-file-input"
        onChange={(event) => {
          onFiles(Array.from(event.target.files ?? []));
          event.target.value = '';
        }}
      />
    </div>
  );
}
