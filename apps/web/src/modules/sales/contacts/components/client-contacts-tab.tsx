import type { Contact } from '@portale/shared';
import { Mail, Pencil, Phone, Plus, Star, Trash2, UsersRound } from 'lucide-react';
import { useState } from 'react';
import { errorMessage } from '@/platform/api-error';
import { toast } from '@/platform/toast/toast';
import { Badge } from '@/ui/badge';
import { Button } from '@/ui/button';
import { cx } from '@/ui/cx';
import { ConfirmDialog } from '@/ui/dialog';
import { EmptyState } from '@/ui/empty-state';
import { UI_TEXT } from '@/ui/strings';
import { useDeleteContact } from '../api/delete-contact';
import { CLIENT_CONTACTS_QUERY, useContacts } from '../api/list-contacts';
import { CONTACTS_TEXT } from '../strings';
import { ConsentBadge } from './consent-badge';
import { ContactDialog } from './contact-dialog';

const TEXT = CONTACTS_TEXT.tab;

export type ClientContactsTabProps = {
  clientId: string;
  canEdit: boolean;
  /** A contact to point out (the one a search result opened). */
  highlight?: string;
};

/** "Contatti" on a client's page: its people with e-mails, phones and consent; add, edit and delete. */
export function ClientContactsTab({ clientId, canEdit, highlight }: ClientContactsTabProps) {
  const { data } = useContacts(CLIENT_CONTACTS_QUERY(clientId));
  const remove = useDeleteContact();
  const [editing, setEditing] = useState<Contact | 'new' | null>(null);
  const [removing, setRemoving] = useState<Contact | null>(null);
  const contacts = data.items;
  const add = canEdit ? (
    <Button onClick={() => setEditing('new')} icon={<Plus className="size-4" aria-hidden="true" />}>
      {TEXT.add}
    </Button>
  ) : undefined;

  return (
    <div className="flex flex-col gap-4">
      {contacts.length > 0 && (
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p className="text-sm text-slate-600 dark:text-slate-400">{TEXT.count(data.pagination.total)}</p>
          {add}
        </div>
      )}
      {contacts.length === 0 ? (
        <EmptyState icon={UsersRound} title={TEXT.empty} hint={canEdit ? TEXT.emptyHint : undefined} action={add} />
      ) : (
        <ul aria-label={TEXT.title} className="grid gap-3 lg:grid-cols-2">
          {contacts.map((contact) => (
            <li
              key={contact.id}
              ref={contact.id === highlight ? (node) => node?.scrollIntoView?.({ block: 'center' }) : undefined}
              aria-current={contact.id === highlight ? 'true' : undefined}
              className={cx(
                'flex flex-col gap-3 rounded-xl border bg-white p-4 dark:bg-slate-900',
                contact.id === highlight
                  ? 'border-primary-500 ring-2 ring-primary-500/40 dark:border-primary-400'
                  : 'border-slate-200 dark:border-slate-800',
              )}
            >
              <div className="flex items-start justify-between gap-3">
                <div className="min-w-0">
                  <p className="flex flex-wrap items-center gap-2 font-medium text-slate-900 dark:text-white">
                    {contact.name}
                    {contact.is_primary && (
                      <Badge tone="primary">
                        <Star className="mr-1 size-3" aria-hidden="true" />
                        {CONTACTS_TEXT.primary}
                      </Badge>
                    )}
                  </p>
                  {contact.role && <p className="text-sm text-slate-600 dark:text-slate-400">{contact.role}</p>}
                </div>
                {canEdit && (
                  <div className="flex shrink-0 gap-1">
                    <Button
                      size="sm"
                      variant="ghost"
                      aria-label={TEXT.edit(contact.name)}
                      title={UI_TEXT.edit}
                      icon={<Pencil className="size-4" aria-hidden="true" />}
                      onClick={() => setEditing(contact)}
                    />
                    <Button
                      size="sm"
                      variant="ghost"
                      aria-label={TEXT.remove(contact.name)}
                      title={UI_TEXT.delete}
                      icon={<Trash2 className="size-4" aria-hidden="true" />}
                      onClick={() => setRemoving(contact)}
                    />
                  </div>
                )}
              </div>
              <ContactChannels contact={contact} />
              <div className="text-sm">
                <span className="mr-2 text-xs text-slate-600 dark:text-slate-400">{CONTACTS_TEXT.columns.consent}</span>
                <ConsentBadge consent={contact.marketing_consent} />
              </div>
            </li>
          ))}
        </ul>
      )}
      {editing && (
        <ContactDialog
          clientId={clientId}
          contact={editing === 'new' ? null : editing}
          firstOfClient={contacts.length === 0}
          onClose={() => setEditing(null)}
        />
      )}
      {removing && (
        <ConfirmDialog
          open
          onOpenChange={(open) => !open && setRemoving(null)}
          title={CONTACTS_TEXT.remove.title}
          description={CONTACTS_TEXT.remove.description(removing.name)}
          confirmLabel={UI_TEXT.delete}
          tone="danger"
          pending={remove.isPending}
          onConfirm={() =>
            remove.mutate(removing.id, {
              onSuccess: () => {
                toast.success(CONTACTS_TEXT.remove.done);
                setRemoving(null);
              },
              onError: (error) => toast.error(errorMessage(error)),
            })
          }
        />
      )}
    </div>
  );
}

/** E-mails and phones as links the phone or mail program opens. */
export function ContactChannels({ contact }: { contact: Contact }) {
  if (contact.emails.length === 0 && contact.phones.length === 0) return null;
  const link =
    'inline-flex min-w-0 items-center gap-1.5 text-primary-700 underline-offset-2 hover:underline dark:text-primary-300';
  return (
    <ul className="flex flex-col gap-1 text-sm">
      {contact.emails.map((email) => (
        <li key={`m-${email.address}`} className="flex min-w-0 items-center gap-2">
          <a href={`mailto:${email.address}`} className={link}>
            <Mail className="size-3.5 shrink-0" aria-hidden="true" />
            <span className="truncate">{email.address}</span>
          </a>
          {email.label && <span className="text-xs text-slate-600 dark:text-slate-400">{email.label}</span>}
        </li>
      ))}
      {contact.phones.map((phone) => (
        <li key={`t-${phone.number}`} className="flex items-center gap-2">
          <a href={`tel:${phone.number.replace(/[^\d+]/g, '')}`} className={link}>
            <Phone className="size-3.5 shrink-0" aria-hidden="true" />
            {phone.number}
          </a>
          {phone.label && <span className="text-xs text-slate-600 dark:text-slate-400">{phone.label}</span>}
        </li>
      ))}
    </ul>
  );
}
