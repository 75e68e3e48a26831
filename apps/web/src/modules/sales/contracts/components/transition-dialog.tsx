import { type Contract, type ContractTransition, todayInRome } from '@portale/shared';
import { useState } from 'react';
import { errorMessage } from '@/platform/api-error';
import { toast } from '@/platform/toast/toast';
import { Alert } from '@/ui/alert';
import { Button } from '@/ui/button';
import { Dialog } from '@/ui/dialog';
import { UI_TEXT } from '@/ui/strings';
import { TextField } from '@/ui/text-field';
import { useChangeContract } from '../api/change-contract';
import { CONTRACTS_TEXT } from '../strings';

const TEXT = CONTRACTS_TEXT.transitions;

export type TransitionDialogProps = {
  contract: Contract;
  action: ContractTransition | null;
  onClose: () => void;
};

/** The day a move starts from: today, or the contract's own end when it ended already (concluding it late). */
function defaultDate(contract: Contract, action: ContractTransition): string {
  const today = todayInRome();
  if (action === 'conclude' && contract.end_date && contract.end_date < today) return contract.end_date;
  return today;
}

/** Activate (with the signing date), register the notice (with its date) or conclude (with the end date). */
export function TransitionDialog({ contract, action, onClose }: TransitionDialogProps) {
  const change = useChangeContract(contract.id);
  const [date, setDate] = useState('');
  const [error, setError] = useState<string | null>(null);
  if (!action) return null;
  const day = date || defaultDate(contract, action);
  const confirm = () =>
    change.mutate(
      { kind: 'transition', body: { action, version: contract.version, date: day } },
      {
        onSuccess: () => {
          toast.success(TEXT.done[action]);
          setDate('');
          setError(null);
          onClose();
        },
        onError: (failure) => setError(errorMessage(failure)),
      },
    );
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      size="sm"
      title={TEXT.titles[action]}
      description={TEXT.descriptions[action]}
      dismissible={!change.isPending}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={change.isPending}>
            {UI_TEXT.cancel}
          </Button>
          <Button variant={action === 'activate' ? 'primary' : 'danger'} loading={change.isPending} onClick={confirm}>
            {TEXT[action]}
          </Button>
        </>
      }
    >
      <div className="flex flex-col gap-4">
        <TextField type="date" label={TEXT.dates[action]} value={day} onChange={(e) => setDate(e.target.value)} />
        {error && <Alert variant="error" title={error} />}
      </div>
    </Dialog>
  );
}
