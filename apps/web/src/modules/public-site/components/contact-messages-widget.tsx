import { CONTACT_MESSAGE_STATUS_LABELS, type ContactMessage, formatInstant } from '@portale/shared';
import { Archive, MailOpen, Reply } from 'lucide-react';
import { QueryBoundary } from '@/platform/query-boundary';
import { Alert } from '@/ui/alert';
import { Badge, type BadgeTone } from '@/ui/badge';
import { Button, buttonStyles } from '@/ui/button';
import { LATEST_CONTACT_MESSAGES, useContactMessages } from '../api/contact-messages';
import { useUpdateContactMessageStatus } from '../api/update-contact-message-status';
import { PUBLIC_SITE_TEXT } from '../strings';

const TEXT = PUBLIC_SITE_TEXT.messagesWidget;
const STATUS_TONES: Record<ContactMessage['status'], BadgeTone> = {
  new: 'primary',
  read: 'neutral',
  archived: 'neutral',
};

/** Dashboard card for admins: the latest messages from the public contact form; the dashboard prefetches them. */
export function ContactMessagesWidget() {
  return (
    <QueryBoundary
      fallback={
        <div role="status" className="flex flex-col gap-3">
          <span className="sr-only">{TEXT.loading}</span>
          {[0, 1, 2].map((row) => (
            <div
              key={row}
              aria-hidden="true"
              className="h-16 animate-pulse rounded-lg bg-slate-100 motion-reduce:animate-none dark:bg-slate-800"
            />
          ))}
        </div>
      }
      errorTitle={TEXT.error}
    >
      <LatestMessages />
    </QueryBoundary>
  );
}

function LatestMessages() {
  const messages = useContactMessages(LATEST_CONTACT_MESSAGES);
  const update = useUpdateContactMessageStatus();

  if (messages.data.items.length === 0) {
    return (
      <div className="rounded-lg border border-dashed border-slate-300 px-4 py-8 text-center dark:border-slate-700">
        <p className="font-medium text-slate-900 dark:text-white">{TEXT.empty}</p>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{TEXT.emptyHint}</p>
      </div>
    );
  }

  const setStatus = (id: string, status: ContactMessage['status']) => update.mutate({ id, status });

  return (
    <div className="flex flex-col gap-3">
      {update.isError && <Alert variant="error">{TEXT.updateFailed}</Alert>}
      <ul className="divide-y divide-slate-200 dark:divide-slate-800">
        {messages.data.items.map((message) => {
          const busy = update.isPending && update.variables?.id === message.id;
          return (
            <li
              key={message.id}
              className="flex flex-col gap-3 py-4 first:pt-0 last:pb-0 sm:flex-row sm:items-start sm:justify-between"
            >
              <div className="min-w-0 flex-1">
                <div className="flex flex-wrap items-center gap-2">
                  <p className="font-medium text-slate-900 dark:text-white">{message.name}</p>
                  {message.company && <p className="text-sm text-slate-600 dark:text-slate-400">· {message.company}</p>}
                  <Badge tone={STATUS_TONES[message.status]}>{CONTACT_MESSAGE_STATUS_LABELS[message.status]}</Badge>
                </div>
                <p className="mt-1 text-sm font-medium text-slate-800 dark:text-slate-200">
                  {message.subject || TEXT.noSubject}
                </p>
                <p className="mt-0.5 line-clamp-2 text-sm text-slate-600 dark:text-slate-400">{message.message}</p>
                <p className="mt-1 text-xs text-slate-600 dark:text-slate-400">
                  <time dateTime={message.created_at}>{formatInstant(message.created_at, 'medium')}</time> ·{' '}
                  <span className="break-all">{message.email}</span>
                </p>
              </div>
              <div className="flex shrink-0 flex-wrap gap-2">
                <a
                  href={`mailto:${message.email}?subject=${encodeURIComponent(`Re: ${message.subject || ''}`.trim())}`}
                  className={buttonStyles({ size: 'sm', variant: 'ghost' })}
                >
                  <Reply className="size-4" aria-hidden="true" />
                  {TEXT.reply}
                </a>
                {message.status === 'new' && (
                  <Button
                    size="sm"
                    variant="secondary"
                    loading={busy && update.variables?.status === 'read'}
                    disabled={busy}
                    icon={<MailOpen className="size-4" aria-hidden="true" />}
                    onClick={() => setStatus(message.id, 'read')}
                  >
                    {TEXT.markRead}
                  </Button>
                )}
                {message.status !== 'archived' && (
                  <Button
                    size="sm"
                    variant="secondary"
                    loading={busy && update.variables?.status === 'archived'}
                    disabled={busy}
                    icon={<Archive className="size-4" aria-hidden="true" />}
                    onClick={() => setStatus(message.id, 'archived')}
                  >
                    {TEXT.archive}
                  </Button>
                )}
              </div>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
