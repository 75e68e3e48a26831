import { INVOICE_NUMBER_MAX, type PreInvoice, PreInvoiceTransitionBody, todayInRome } from '@portale/shared';
import { useState } from 'react';
import { errorMessage, isApiError } from '@/platform/api-error';
import { toast } from '@/platform/toast/toast';
import { Alert } from '@/ui/alert';
import { Button } from '@/ui/button';
import { Dialog } from '@/ui/dialog';
import { UI_TEXT } from '@/ui/strings';
import { TextField } from '@/ui/text-field';
import { useTransitionPreInvoice } from '../api/transition-pre-invoice';
import { PRE_INVOICES_TEXT } from '../strings';

const TEXT = PRE_INVOICES_TEXT.transitions;

type Errors = { invoice_number?: string; invoice_date?: string };

/** The shared schema's messages for the typed number and date, so the dialog refuses what the server would. */
function check(number: string, date: string, version: number): Errors {
  const parsed = PreInvoiceTransitionBody.safeParse({
    action: 'invoice',
    version,
    invoice_number: number,
    invoice_date: date || null,
  });
  if (parsed.success) return {};
  const errors: Errors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    if ((field === 'invoice_number' || field === 'invoice_date') && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}

export type InvoiceDialogProps = { preInvoice: PreInvoice; onClose: () => void };

/** "Segna come fatturata": the number and date of the electronic invoice the accounting system issued. */
export function InvoiceDialog({ preInvoice, onClose }: InvoiceDialogProps) {
  const transition = useTransitionPreInvoice(preInvoice.id);
  const [number, setNumber] = useState('');
  const [date, setDate] = useState(todayInRome());
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const confirm = () => {
    const found = check(number, date, preInvoice.version);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setFailure(null);
    transition.mutate(
      { action: 'invoice', version: preInvoice.version, invoice_number: number.trim(), invoice_date: date },
      {
        onSuccess: () => {
          toast.success(TEXT.done.invoice, preInvoice.number);
          onClose();
        },
        onError: (error) => {
          const fields = isApiError(error) ? error.fieldErrors : {};
          if (fields.invoice_number || fields.invoice_date)
            setErrors({ invoice_number: fields.invoice_number?.[0], invoice_date: fields.invoice_date?.[0] });
          else setFailure(errorMessage(error));
        },
      },
    );
  };
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      size="sm"
      title={TEXT.invoiceTitle}
      description={TEXT.invoiceDescription}
      dismissible={!transition.isPending}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={transition.isPending}>
            {UI_TEXT.cancel}
          </Button>
          <Button loading={transition.isPending} onClick={confirm}>
            {TEXT.invoice}
          </Button>
        </>
      }
    >
      <form
        noValidate
        className="flex flex-col gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          confirm();
        }}
      >
        <TextField
          label={TEXT.invoiceNumber}
          hint={TEXT.invoiceNumberHint}
          autoComplete="off"
          maxLength={INVOICE_NUMBER_MAX}
          value={number}
          error={errors.invoice_number}
          onChange={(event) => setNumber(event.target.value)}
        />
        <TextField
          type="date"
          label={TEXT.invoiceDate}
          value={date}
          error={errors.invoice_date}
          onChange={(event) => setDate(event.target.value)}
        />
        {failure && <Alert variant="error" title={failure} />}
      </form>
    </Dialog>
  );
}
