import type { Proposal } from '@portale/shared';
import { Link, useNavigate } from '@tanstack/react-router';
import { Check, Copy, Download, Pencil, RotateCcw, Send, Trash2, X } from 'lucide-react';
import { useState } from 'react';
import { errorMessage } from '@/platform/api-error';
import { toast } from '@/platform/toast/toast';
import { Button, buttonStyles } from '@/ui/button';
import { ConfirmDialog } from '@/ui/dialog';
import { proposalPdfUrl } from '../api/get-proposal';
import { useDeleteProposal, useDuplicateProposal, useTransitionProposal } from '../api/proposal-actions';
import { PROPOSALS_TEXT } from '../strings';
import { DecisionDialog } from './decision-dialog';
import { ReopenDialog } from './reopen-dialog';

const TEXT = PROPOSALS_TEXT.detail;
const ICON = 'size-4';

type Open = 'accept' | 'refuse' | 'reopen' | 'delete' | null;

/**
 * The proposal's actions by status and rights: send, record the client's decision, reopen, edit, duplicate, delete
 * a draft, download the PDF. The server checks each again; here they are only offered where they apply.
 */
export function ProposalActions({ proposal }: { proposal: Proposal }) {
  const navigate = useNavigate();
  const transition = useTransitionProposal();
  const duplicate = useDuplicateProposal();
  const remove = useDeleteProposal();
  const [open, setOpen] = useState<Open>(null);
  const edit = proposal.can_edit;
  const status = proposal.status;
  const send = () =>
    transition.mutate(
      { id: proposal.id, body: { action: 'send', version: proposal.version } },
      {
        onSuccess: (saved) => toast.success(PROPOSALS_TEXT.status.sent, saved.number),
        onError: (error) => toast.error(PROPOSALS_TEXT.status.failed, errorMessage(error)),
      },
    );
  const copy = () =>
    duplicate.mutate(proposal.id, {
      onSuccess: (copied) => {
        toast.success(TEXT.duplicated, copied.number);
        void navigate({ to: '/app/crm/proposals/$proposalId/edit', params: { proposalId: copied.id } });
      },
      onError: (error) => toast.error(PROPOSALS_TEXT.status.failed, errorMessage(error)),
    });
  return (
    <div className="flex flex-wrap gap-2">
      {edit && status === 'bozza' && (
        <Button onClick={send} loading={transition.isPending} icon={<Send className={ICON} aria-hidden="true" />}>
          {TEXT.send}
        </Button>
      )}
      {edit && status === 'inviata' && (
        <>
          <Button onClick={() => setOpen('accept')} icon={<Check className={ICON} aria-hidden="true" />}>
            {TEXT.accept}
          </Button>
          <Button
            variant="secondary"
            onClick={() => setOpen('refuse')}
            icon={<X className={ICON} aria-hidden="true" />}
          >
            {TEXT.refuse}
          </Button>
        </>
      )}
      {edit && (status === 'rifiutata' || status === 'scaduta') && (
        <Button onClick={() => setOpen('reopen')} icon={<RotateCcw className={ICON} aria-hidden="true" />}>
          {TEXT.reopen}
        </Button>
      )}
      {edit && (
        <Link
          to="/app/crm/proposals/$proposalId/edit"
          params={{ proposalId: proposal.id }}
          className={buttonStyles({ variant: 'secondary' })}
        >
          <Pencil className={ICON} aria-hidden="true" />
          {TEXT.edit}
        </Link>
      )}
      {proposal.can_see_money && (
        // The PDF shows the prices: the server gives it only to whoever may see them.
        <a href={proposalPdfUrl(proposal.id)} download className={buttonStyles({ variant: 'secondary' })}>
          <Download className={ICON} aria-hidden="true" />
          {TEXT.pdf}
        </a>
      )}
      {edit && (
        <Button
          variant="ghost"
          onClick={copy}
          loading={duplicate.isPending}
          icon={<Copy className={ICON} aria-hidden="true" />}
        >
          {TEXT.duplicate}
        </Button>
      )}
      {edit && status === 'bozza' && (
        <Button
          variant="ghost"
          className="text-red-700 hover:bg-red-50 dark:text-red-300 dark:hover:bg-red-950/50"
          onClick={() => setOpen('delete')}
          icon={<Trash2 className={ICON} aria-hidden="true" />}
        >
          {TEXT.delete}
        </Button>
      )}
      {(open === 'accept' || open === 'refuse') && (
        <DecisionDialog proposal={proposal} action={open} onClose={() => setOpen(null)} />
      )}
      {open === 'reopen' && <ReopenDialog proposal={proposal} onClose={() => setOpen(null)} />}
      <ConfirmDialog
        open={open === 'delete'}
        onOpenChange={(next) => setOpen(next ? 'delete' : null)}
        title={TEXT.deleteTitle}
        description={TEXT.deleteDescription(proposal.number)}
        confirmLabel={TEXT.delete}
        tone="danger"
        pending={remove.isPending}
        onConfirm={() =>
          remove.mutate(proposal.id, {
            onSuccess: () => {
              setOpen(null);
              toast.success(TEXT.deleted, proposal.number);
              void navigate({ to: '/app/crm/proposals' });
            },
            onError: (error) => toast.error(PROPOSALS_TEXT.status.failed, errorMessage(error)),
          })
        }
      />
    </div>
  );
}
