import { Link } from '@tanstack/react-router';
import { Inbox } from 'lucide-react';
import { buttonStyles } from '@/ui/button';

export type EmptyContentProps = {
  title: string;
  hint: string;
  /** Label of a link to the contact page; omitted when that page is hidden. */
  contactLabel?: string;
};

/** What a page says when the tenant has not published its content yet. */
export function EmptyContent({ title, hint, contactLabel }: EmptyContentProps) {
  return (
    <div className="flex flex-col items-center rounded-2xl border border-dashed border-slate-300 px-6 py-14 text-center dark:border-slate-700">
      <Inbox className="size-10 text-slate-400 dark:text-slate-500" aria-hidden="true" />
      <p className="mt-4 text-lg font-semibold text-slate-900 dark:text-white">{title}</p>
      <p className="mt-2 max-w-md text-slate-600 dark:text-slate-300">{hint}</p>
      {contactLabel && (
        <Link to="/contact" className={`${buttonStyles({ variant: 'secondary' })} mt-6`}>
          {contactLabel}
        </Link>
      )}
    </div>
  );
}
