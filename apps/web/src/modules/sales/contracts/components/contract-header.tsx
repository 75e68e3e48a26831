import { type Contract, type ContractTransition, SALES_CONTRACT_TYPE_LABELS } from '@portale/shared';
import { Link, useNavigate } from '@tanstack/react-router';
import { CheckCircle2, Pencil, PlayCircle, Trash2, XCircle } from 'lucide-react';
import { useState } from 'react';
import { errorMessage } from '@/platform/api-error';
import { toast } from '@/platform/toast/toast';
import { Button, buttonStyles } from '@/ui/button';
import { ConfirmDialog } from '@/ui/dialog';
import { useDeleteContract } from '../api/remove-contract';
import { CONTRACTS_TEXT } from '../strings';
import { ContractStatusBadge, ExpiringBadge } from './contract-badges';
import { TransitionDialog } from './transition-dialog';

const TEXT = CONTRACTS_TEXT.detail;
const MOVES = CONTRACTS_TEXT.transitions;

/** Number, status, title and client, with the actions the contract's status and the user's rights allow. */
export function ContractHeader({ contract }: { contract: Contract }) {
  const navigate = useNavigate();
  const remove = useDeleteContract();
  const [confirming, setConfirming] = useState(false);
  const [move, setMove] = useState<ContractTransition | null>(null);
  const editor = contract.can_edit;
  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
      <div className="min-w-0">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <span className="font-mono text-sm text-slate-600 dark:text-slate-400">{contract.number}</span>
          <ContractStatusBadge status={contract.status} />
          {contract.expiring && <ExpiringBadge />}
          <span className="text-sm text-slate-600 dark:text-slate-400">
            {SALES_CONTRACT_TYPE_LABELS[contract.type]}
          </span>
        </div>
        <h1 className="mt-1 text-2xl font-bold tracking-tight break-words text-slate-900 dark:text-white">
          {contract.title}
        </h1>
        <Link
          to="/app/crm/clients/$clientId"
          params={{ clientId: contract.client.id }}
          className="mt-1 inline-block text-sm font-medium text-primary-700 hover:underline dark:text-primary-300"
        >
          {contract.client.name}
        </Link>
      </div>
      {(editor || contract.can_delete) && (
        <div className="flex shrink-0 flex-wrap gap-2">
          {editor && contract.status === 'bozza' && (
            <Button icon={<PlayCircle className="size-4" aria-hidden="true" />} onClick={() => setMove('activate')}>
              {MOVES.activate}
            </Button>
          )}
          {editor && (
            <Link
              to="/app/crm/contracts/$contractId/edit"
              params={{ contractId: contract.id }}
              className={buttonStyles({ variant: 'secondary' })}
            >
              <Pencil className="size-4" aria-hidden="true" />
              {TEXT.edit}
            </Link>
          )}
          {editor && contract.status === 'attivo' && (
            <>
              <Button
                variant="secondary"
                icon={<CheckCircle2 className="size-4" aria-hidden="true" />}
                onClick={() => setMove('conclude')}
              >
                {MOVES.conclude}
              </Button>
              <Button
                variant="ghost"
                className="text-red-700 hover:bg-red-50 dark:text-red-300 dark:hover:bg-red-950/50"
                icon={<XCircle className="size-4" aria-hidden="true" />}
                onClick={() => setMove('terminate')}
              >
                {MOVES.terminate}
              </Button>
            </>
          )}
          {contract.can_delete && (
            <Button
              variant="ghost"
              className="text-red-700 hover:bg-red-50 dark:text-red-300 dark:hover:bg-red-950/50"
              icon={<Trash2 className="size-4" aria-hidden="true" />}
              onClick={() => setConfirming(true)}
            >
              {TEXT.delete}
            </Button>
          )}
        </div>
      )}
      <TransitionDialog contract={contract} action={move} onClose={() => setMove(null)} />
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={TEXT.deleteTitle}
        description={TEXT.deleteDescription(`${contract.number} · ${contract.title}`)}
        confirmLabel={TEXT.delete}
        tone="danger"
        pending={remove.isPending}
        onConfirm={() =>
          remove.mutate(contract.id, {
            onSuccess: () => {
              setConfirming(false);
              toast.success(TEXT.deleted);
              void navigate({ to: '/app/crm/contracts' });
            },
            onError: (error) => toast.error(errorMessage(error)),
          })
        }
      />
    </div>
  );
}
