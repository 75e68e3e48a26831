import { type ClientProposal, formatDay, ProposalClientAcceptance } from '@portale/shared';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { applyFormError, sharedSchemaResolver } from '@/platform/form-errors';
import { toast } from '@/platform/toast/toast';
import { Alert } from '@/ui/alert';
import { Button } from '@/ui/button';
import { CheckboxField } from '@/ui/checkbox-field';
import { Dialog } from '@/ui/dialog';
import { TextField } from '@/ui/text-field';
import { useAcceptPortalProposal } from '../api/decide-proposal';
import { euro, PORTAL_TEXT } from '../strings';

const TEXT = PORTAL_TEXT.proposal.acceptDialog;
const FIELDS = ['name', 'accept_terms'] as const;

type AcceptValues = { name: string; accept_terms: boolean };

export type AcceptDialogProps = {
  proposal: ClientProposal;
  /** The client's company, named in the summary of what is accepted. */
  company: string | null;
  onClose: () => void;
};

/**
 * Accepting online: a summary of what is accepted (the offer, for whom, the amount), the name typed as a signature
 * and the box "Ho letto e accetto…", checked with the shared schema here and again by the server, which records who,
 * when and from which address.
 */
export function AcceptDialog({ proposal, company, onClose }: AcceptDialogProps) {
  const formId = useId();
  const accept = useAcceptPortalProposal(proposal.id);
  const [failure, setFailure] = useState<string | null>(null);
  const { register, handleSubmit, setError, formState } = useForm<AcceptValues, unknown, ProposalClientAcceptance>({
    // The form's values are plain strings and booleans; the shared schema says which of them it accepts.
    resolver: sharedSchemaResolver(ProposalClientAcceptance as never),
    defaultValues: { name: '', accept_terms: false },
    mode: 'onTouched',
  });
  const errors = formState.errors;

  const onSubmit = handleSubmit(async (body) => {
    setFailure(null);
    try {
      await accept.mutateAsync(body);
    } catch (error) {
      setFailure(applyFormError(error, setError, FIELDS));
      return;
    }
    toast.success(TEXT.done);
    onClose();
  });

  const summary: [string, string][] = [
    [TEXT.offer, `${proposal.number} · ${proposal.title}`],
    ...(company ? ([[TEXT.company, company]] as [string, string][]) : []),
    [TEXT.amount, euro(proposal.total_cents)],
    [TEXT.validity, formatDay(proposal.valid_until, 'long')],
  ];

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={TEXT.title}
      dismissible={!accept.isPending}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={accept.isPending}>
            {TEXT.cancel}
          </Button>
          <Button type="submit" form={formId} loading={accept.isPending}>
            {TEXT.confirm}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
        <section aria-label={TEXT.summary} className="rounded-xl bg-slate-50 p-4 dark:bg-slate-800/60">
          <p className="text-sm font-medium text-slate-900 dark:text-white">{TEXT.summary}</p>
          <dl className="mt-2 flex flex-col gap-1.5 text-sm">
            {summary.map(([term, value]) => (
              <div key={term} className="flex flex-col sm:flex-row sm:gap-2">
                <dt className="shrink-0 text-slate-600 sm:w-28 dark:text-slate-400">{term}</dt>
                <dd className="min-w-0 font-medium break-words text-slate-900 dark:text-white">{value}</dd>
              </div>
            ))}
          </dl>
        </section>
        <TextField
          label={TEXT.name}
          hint={TEXT.nameHint}
          autoComplete="name"
          maxLength={200}
          error={errors.name?.message}
          {...register('name')}
        />
        <CheckboxField label={TEXT.terms} error={errors.accept_terms?.message} {...register('accept_terms')} />
        <p className="text-xs text-slate-600 dark:text-slate-400">{TEXT.record}</p>
        {failure && <Alert variant="error">{failure}</Alert>}
      </form>
    </Dialog>
  );
}
