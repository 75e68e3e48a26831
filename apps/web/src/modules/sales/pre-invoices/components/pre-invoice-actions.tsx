import type { PreInvoice } from '@portale/shared';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { Check, FileCheck2, Pencil, RotateCcw, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { errorMessage, isApiError } from '@/platform/api-error';
import { toast } from '@/platform/toast/toast';
import { Button, buttonStyles } from '@/ui/button';
import { ConfirmDialog } from '@/ui/dialog';
import { useDeletePreInvoice } from '../api/delete-pre-invoice';
import { preInvoiceKey } from '../api/keys';
import { useTransitionPreInvoice } from '../api/transition-pre-invoice';
import { PRE_INVOICES_TEXT } from '../strings';
import { InvoiceDialog } from './invoice-dialog';

const TEXT = PRE_INVOICES_TEXT.detail;
const MOVES = PRE_INVOICES_TEXT.transitions;
const ICON = 'size-4';
const DANGER = 'text-red-700 hover:bg-red-50 dark:text-red-300 dark:hover:bg-red-950/50';

type Open = 'approve' | 'reopen' | 'invoice' | 'delete' | null;

/**
 * What the pre-invoice's status and the user's rights allow (the server's `transitions` and `can_edit`): approve,
 * reopen, mark as invoiced with the real invoice, edit or delete a draft. Each is confirmed first.
 */
export function PreInvoiceActions({ preInvoice }: { preInvoice: PreInvoice }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const transition = useTransitionPreInvoice(preInvoice.id);
  const remove = useDeletePreInvoice();
  const [open, setOpen] = useState<Open>(null);
  const [failure, setFailure] = useState<string | undefined>();
  const can = (action: 'approve' | 'reopen' | 'invoice') => preInvoice.transitions.includes(action);
  const close = () => {
    setOpen(null);
    setFailure(undefined);
  };
  const move = (action: 'approve' | 'reopen') =>
    transition.mutate(
      { action, version: preInvoice.version },
      {
        onSuccess: () => {
          toast.success(MOVES.done[action], preInvoice.number);
          close();
        },
        onError: (error) => {
          // Changed by someone else meanwhile: the page shows the newer version, and the dialog says why.
          if (isApiError(error) && error.status === 409)
            void queryClient.invalidateQueries({ queryKey: preInvoiceKey(preInvoice.id) });
          setFailure(errorMessage(error));
        },
      },
    );
  if (!preInvoice.can_edit && preInvoice.transitions.length === 0) return null;
  return (
    <div className="flex flex-wrap gap-2">
      {can('approve') && (
        <Button onClick={() => setOpen('approve')} icon={<Check className={ICON} aria-hidden="true" />}>
          {MOVES.approve}
        </Button>
      )}
      {can('invoice') && (
        <Button onClick={() => setOpen('invoice')} icon={<FileCheck2 className={ICON} aria-hidden="true" />}>
          {MOVES.invoice}
        </Button>
      )}
      {preInvoice.can_edit && (
        <Link
          to="/app/invoicing/pre-invoices/$preInvoiceId"
          params={{ preInvoiceId: preInvoice.id }}
          search={{ edit: true }}
          className={buttonStyles({ variant: 'secondary' })}
        >
          <Pencil className={ICON} aria-hidden="true" />
          {TEXT.edit}
        </Link>
      )}
      {can('reopen') && (
        <Button
          variant="secondary"
          onClick={() => setOpen('reopen')}
          icon={<RotateCcw className={ICON} aria-hidden="true" />}
        >
          {MOVES.reopen}
        </Button>
      )}
      {preInvoice.can_edit && (
        <Button
          variant="ghost"
          className={DANGER}
          onClick={() => setOpen('delete')}
          icon={<Trash2 className={ICON} aria-hidden="true" />}
        >
          {TEXT.delete}
        </Button>
      )}
      {(['approve', 'reopen'] as const).map((action) => (
        <ConfirmDialog
          key={action}
          open={open === action}
          onOpenChange={(next) => !next && close()}
          title={action === 'approve' ? MOVES.approveTitle : MOVES.reopenTitle}
          description={action === 'approve' ? MOVES.approveDescription : MOVES.reopenDescription}
          confirmLabel={action === 'approve' ? MOVES.approve : MOVES.reopen}
          tone="primary"
          pending={transition.isPending}
          error={failure}
          onConfirm={() => move(action)}
        />
      ))}
      {open === 'invoice' && <InvoiceDialog preInvoice={preInvoice} onClose={close} />}
      <ConfirmDialog
        open={open === 'delete'}
        onOpenChange={(next) => !next && close()}
        title={TEXT.deleteTitle}
        description={TEXT.deleteDescription(preInvoice.number, preInvoice.milestones.length)}
        confirmLabel={TEXT.delete}
        tone="danger"
        pending={remove.isPending}
        error={failure}
        onConfirm={() =>
          remove.mutate(preInvoice.id, {
            onSuccess: () => {
              close();
              toast.success(TEXT.deleted, preInvoice.number);
              void navigate({ to: '/app/invoicing/pre-invoices' });
            },
            onError: (error) => setFailure(errorMessage(error)),
          })
        }
      />
    </div>
  );
}
