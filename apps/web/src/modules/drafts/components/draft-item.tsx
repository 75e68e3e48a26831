import { DRAFT_MODULES, type DraftSummary, formatInstant, formatRelative } from '@portale/shared';
import { useRouter } from '@tanstack/react-router';
import { FilePen, Trash2 } from 'lucide-react';
import { safeRedirectPath } from '@/platform/safe-redirect';
import { Badge } from '@/ui/badge';
import { Button, buttonStyles } from '@/ui/button';
import { DRAFTS_TEXT as TEXT } from '../strings';

export type DraftItemProps = {
  draft: DraftSummary;
  onDiscard: (draft: DraftSummary) => void;
  now?: Date;
};

/** One draft: its title, module, how long ago it was saved, and Riprendi / Scarta. */
export function DraftItem({ draft, onDiscard, now }: DraftItemProps) {
  const router = useRouter();
  // The route was checked by the server when saved; it is followed only as a path of this portal.
  const path = safeRedirectPath(draft.route) ?? '/app/drafts';
  return (
    <li className="flex flex-col gap-3 px-4 py-4 sm:flex-row sm:items-center sm:gap-4 sm:px-5">
      <FilePen className="hidden size-5 shrink-0 text-slate-500 sm:block dark:text-slate-400" aria-hidden="true" />
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <p className="font-medium break-words text-slate-900 dark:text-white">{draft.title}</p>
        <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-600 dark:text-slate-400">
          <Badge tone="primary">{DRAFT_MODULES[draft.module_key].label}</Badge>
          <time dateTime={draft.updated_at} title={formatInstant(draft.updated_at, 'long')}>
            {TEXT.savedAgo(formatRelative(draft.updated_at, now))}
          </time>
        </p>
      </div>
      <div className="flex shrink-0 gap-2">
        <a
          href={path}
          aria-label={TEXT.resumeLabel(draft.title)}
          className={buttonStyles({ variant: 'primary', size: 'sm' })}
          onClick={(event) => {
            if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
            event.preventDefault();
            void router.navigate({ href: path });
          }}
        >
          {TEXT.resume}
        </a>
        <Button
          variant="secondary"
          size="sm"
          aria-label={TEXT.discardLabel(draft.title)}
          icon={<Trash2 className="size-4" aria-hidden="true" />}
          onClick={() => onDiscard(draft)}
        >
          {TEXT.discard}
        </Button>
      </div>
    </li>
  );
}
