import { Check, Copy } from 'lucide-react';
import { useId, useState } from 'react';
import { toast } from '@/platform/toast/toast';
import { Button } from '@/ui/button';
import { formatLongDateTime } from '../format';
import { USERS_TEXT } from '../strings';

const TEXT = USERS_TEXT.link;

export type OneTimeLinkProps = {
  link: string;
  expiresAt: string;
};

/** The activation or reset link, shown once when no e-mail could be sent, with a copy button. */
export function OneTimeLink({ link, expiresAt }: OneTimeLinkProps) {
  const id = useId();
  const [copied, setCopied] = useState(false);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      setCopied(true);
      toast.success(TEXT.copied);
    } catch {
      // Spec §8 clipboard failure.
      toast.error(TEXT.copyFailed);
    }
  };

  return (
    <div className="flex flex-col gap-2">
      <label htmlFor={id} className="text-sm font-medium text-slate-800 dark:text-slate-200">
        {TEXT.label}
      </label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <input
          id={id}
          readOnly
          value={link}
          onFocus={(event) => event.currentTarget.select()}
          aria-describedby={`${id}-hint`}
          className="h-10 min-w-0 flex-1 rounded-lg border border-slate-300 bg-slate-50 px-3 font-mono text-sm text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-primary-600 dark:border-slate-600 dark:bg-slate-800 dark:text-slate-100 dark:focus-visible:outline-primary-400"
        />
        <Button
          variant="secondary"
          onClick={copy}
          icon={
            copied ? (
              <Check className="size-4 text-emerald-600 dark:text-emerald-400" aria-hidden="true" />
            ) : (
              <Copy className="size-4" aria-hidden="true" />
            )
          }
        >
          {TEXT.copy}
        </Button>
      </div>
      <p id={`${id}-hint`} className="text-sm text-slate-600 dark:text-slate-400">
        {TEXT.expires(formatLongDateTime(expiresAt))} {TEXT.showOnce}
      </p>
    </div>
  );
}
