import type { Attachment } from '@portale/shared';
import { Undo2 } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Button } from '@/ui/button';
import { ATTACHMENT_TEXT } from './strings';

export type DeletedRowProps = { attachment: Attachment; onUndo: (attachment: Attachment) => void; pending: boolean };

/**
 * Where a file was just deleted: its undo, focused at once, so the keyboard does not fall back to the top of the page
 * (its delete button is gone) and the undo is reachable inside a dialog too, where the toast's is not.
 */
export function DeletedRow({ attachment, onUndo, pending }: DeletedRowProps) {
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => button.current?.focus(), []);
  return (
    <li className="flex items-center gap-3 bg-slate-50 px-3 py-2.5 dark:bg-slate-800/60">
      <p className="min-w-0 flex-1 truncate text-sm text-slate-700 italic dark:text-slate-300">
        {ATTACHMENT_TEXT.deletedRow(attachment.name)}
      </p>
      <Button
        ref={button}
        variant="ghost"
        size="sm"
        loading={pending}
        onClick={() => onUndo(attachment)}
        aria-label={ATTACHMENT_TEXT.undoFor(attachment.name)}
        icon={<Undo2 className="size-4" aria-hidden="true" />}
      >
        {ATTACHMENT_TEXT.undo}
      </Button>
    </li>
  );
}
