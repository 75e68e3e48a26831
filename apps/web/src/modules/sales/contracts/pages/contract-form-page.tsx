import { type Contract, type ContractCreate, type Proposal, todayInRome } from '@portale/shared';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { ArrowLeft, SearchX } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { isApiError } from '@/platform/api-error';
import { useAuthStore } from '@/platform/auth-store';
import { DraftRestoredNotice, DraftSaveStatus } from '@/platform/drafts/draft-status';
import { useAutosaveDraft } from '@/platform/drafts/use-autosave-draft';
import { useUnsavedChangesBlocker } from '@/platform/drafts/use-unsaved-changes-blocker';
import { applyFormError, sharedSchemaResolver } from '@/platform/form-errors';
import { QueryBoundary } from '@/platform/query-boundary';
import { toast } from '@/platform/toast/toast';
import { useCan } from '@/platform/use-can';
import { useFormReload } from '@/platform/use-form-reload';
import { Alert } from '@/ui/alert';
import { Button, buttonStyles } from '@/ui/button';
import { EmptyState } from '@/ui/empty-state';
import { PageHeader } from '@/ui/page-header';
import { Skeleton } from '@/ui/skeleton';
import { UI_TEXT } from '@/ui/strings';
import { useClientFilterOptions } from '../../clients/api/client-filter-options';
import { getContract, useContract } from '../api/get-contract';
import { useProposal } from '../api/get-proposal';
import { contractKey } from '../api/keys';
import { useSaveContract } from '../api/save-contract';
import { ConflictDialog } from '../components/conflict-dialog';
import { GeneralSection, MoneySection, TermsSection } from '../components/contract-form-sections';
import { MilestonesEditor } from '../components/milestones-editor';
import {
  CONTRACT_FIELDS,
  type ContractFormValues,
  centsToText,
  contractDraftKey,
  contractFormSchema,
  contractFromDraft,
  milestoneFields,
  patchOf,
  valuesOf,
} from '../contract-form-values';
import { CONTRACTS_TEXT } from '../strings';

const TEXT = CONTRACTS_TEXT.form;

export type ContractFormPageProps = { contractId?: string; proposalId?: string };

/**
 * `/app/crm/contracts/new` (`?proposal=` starts from an accepted proposal) and `/app/crm/contracts/{id}/edit`
 * (manage_contracts): one form for both. The route loader prefetches the contract, the owners and the draft.
 */
export function ContractFormPage({ contractId, proposalId }: ContractFormPageProps) {
  if (!contractId) return <NewContract proposalId={proposalId} />;
  return (
    <QueryBoundary
      fallback={<FormSkeleton />}
      errorTitle={TEXT.loadFailed}
      notFound={
        <EmptyState icon={SearchX} title={CONTRACTS_TEXT.detail.notFound} hint={CONTRACTS_TEXT.detail.notFoundHint} />
      }
    >
      <EditContract contractId={contractId} />
    </QueryBoundary>
  );
}

function NewContract({ proposalId }: { proposalId?: string }) {
  const proposal = useProposal(proposalId);
  if (proposalId && proposal.isPending) return <FormSkeleton />;
  return (
    <ContractForm
      contract={null}
      proposal={proposal.data ?? null}
      proposalMissing={Boolean(proposalId) && proposal.isError}
      onReload={() => undefined}
    />
  );
}

function EditContract({ contractId }: { contractId: string }) {
  const { data: contract } = useContract(contractId);
  const queryClient = useQueryClient();
  const form = useFormReload(contract, (current) => queryClient.setQueryData(contractKey(contractId), current));
  if (!contract.can_edit)
    return (
      <div className="flex flex-col gap-4">
        <Alert variant="warning" title={TEXT.closed} />
        <Link
          to="/app/crm/contracts/$contractId"
          params={{ contractId }}
          className={buttonStyles({ variant: 'secondary' })}
        >
          {contract.number}
        </Link>
      </div>
    );
  return (
    <ContractForm
      key={`${contract.id}:${form.key}`}
      contract={form.record}
      proposal={null}
      proposalMissing={false}
      onReload={form.reload}
    />
  );
}

function FormSkeleton() {
  return (
    <div role="status" aria-busy="true" className="flex flex-col gap-4">
      <span className="sr-only">{UI_TEXT.loading}</span>
      <Skeleton className="h-8 w-64" />
      <Skeleton className="h-64 w-full" />
    </div>
  );
}

type ContractFormProps = {
  contract: Contract | null;
  proposal: Proposal | null;
  proposalMissing: boolean;
  onReload: (current: Contract) => void;
};

/** A new contract starts from the proposal's client and title (and its taxable amount as the value). */
function startingValues(contract: Contract | null, proposal: Proposal | null, userId: string | undefined) {
  const values = valuesOf(contract, userId, todayInRome());
  if (!proposal) return values;
  return {
    ...values,
    proposal_id: proposal.id,
    client_id: proposal.client.id,
    client_name: proposal.client.name,
    title: proposal.title,
    value_cents: centsToText(proposal.taxable_cents),
    owner_id: proposal.owner?.id ?? values.owner_id,
  };
}

function ContractForm({ contract, proposal, proposalMissing, onReload }: ContractFormProps) {
  const navigate = useNavigate();
  const user = useAuthStore((state) => state.user);
  const money = useCan('view_all_invoices');
  const options = useClientFilterOptions();
  const save = useSaveContract();
  const [conflict, setConflict] = useState<Contract | null>(null);
  const [defaults] = useState(() => startingValues(contract, proposal, user?.id));
  const { register, control, handleSubmit, setError, setValue, clearErrors, formState, watch, reset } = useForm<
    ContractFormValues,
    unknown,
    ContractCreate
  >({ resolver: sharedSchemaResolver(contractFormSchema(money)), defaultValues: defaults, mode: 'onTouched' });
  const values = watch();
  const pending = save.isPending;
  const dirty = formState.isDirty;
  const autosave = useAutosaveDraft<ContractFormValues>({
    moduleKey: 'sales',
    draftKey: contractDraftKey(contract?.id, proposal?.id),
    title: TEXT.draftTitle(contract?.number ?? values.title),
    value: values,
    enabled: dirty && !pending,
    onRestore: (payload) => {
      const restored = contractFromDraft(payload, defaults);
      if (!restored) return false;
      reset(restored, { keepDefaultValues: true });
      return true;
    },
  });
  const leave = useUnsavedChangesBlocker(dirty);
  const done = async (id: string) => {
    await autosave.discard();
    leave.allowNavigation();
    void navigate({ to: '/app/crm/contracts/$contractId', params: { contractId: id } });
  };

  const onSubmit = handleSubmit(async (body) => {
    let saved: Contract;
    try {
      if (contract) {
        const patch = patchOf(body, contract, money);
        if (!patch) {
          toast.info(TEXT.noChanges);
          await done(contract.id);
          return;
        }
        saved = await save.mutateAsync({ id: contract.id, body: patch });
      } else {
        saved = await save.mutateAsync({ id: null, body });
      }
    } catch (error) {
      // A 409 is a newer version only when the stored one moved on; otherwise a rule (a billed milestone, a
      // closed contract) refused the change, and its message says which.
      if (contract && isApiError(error) && error.status === 409) {
        try {
          const current = await getContract(contract.id);
          if (current.version !== contract.version) {
            setConflict(current);
            return;
          }
        } catch {
          // Fall through to the plain message.
        }
      }
      const fields = [...CONTRACT_FIELDS, ...milestoneFields(values.milestones.length)];
      toast.error(UI_TEXT.saveFailed, applyFormError(error, setError, fields) ?? undefined);
      return;
    }
    toast.success(contract ? TEXT.updated : TEXT.created, `${saved.number} · ${saved.title}`);
    await done(saved.id);
  });

  const ownerOptions = (options.data?.owners ?? []).map((person) => ({ value: person.id, label: person.name }));
  for (const person of [contract?.owner, user && { id: user.id, name: `${user.first_name} ${user.last_name}` }])
    if (person && !ownerOptions.some((o) => o.value === person.id))
      ownerOptions.push({ value: person.id, label: person.name });
  const ownerName = (id: string) => ownerOptions.find((o) => o.value === id)?.label;
  const back = contract
    ? ({ to: '/app/crm/contracts/$contractId', params: { contractId: contract.id } } as const)
    : ({ to: '/app/crm/contracts' } as const);
  const clientLocked = contract
    ? contract.status !== 'bozza' || contract.proposal !== null || contract.projects.length > 0
    : proposal !== null;

  return (
    <div className="flex flex-col gap-6">
      <div>
        <Link
          {...back}
          className="inline-flex items-center gap-1 text-sm text-slate-700 hover:underline dark:text-slate-300"
        >
          <ArrowLeft className="size-4" aria-hidden="true" />
          {contract ? contract.number : TEXT.back}
        </Link>
      </div>
      <PageHeader
        title={contract ? TEXT.editTitle(contract.number) : TEXT.createTitle}
        description={TEXT.description}
      />
      {proposal && <Alert variant="info" title={TEXT.fromProposal(proposal.number)} />}
      {proposalMissing && <Alert variant="warning" title={TEXT.proposalMissing} />}
      <DraftRestoredNotice draft={autosave} onDiscard={() => reset(defaults)} />
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-6">
        <GeneralSection
          register={register}
          errors={formState.errors}
          values={values}
          ownerOptions={ownerOptions}
          clientLocked={clientLocked}
          typeLocked={Boolean(contract && contract.status !== 'bozza')}
          onClient={(client) => {
            setValue('client_id', client?.id ?? '', { shouldDirty: true, shouldValidate: Boolean(client) });
            setValue('client_name', client?.name ?? '', { shouldDirty: true });
          }}
        />
        <MoneySection register={register} errors={formState.errors} values={values} money={money} />
        <TermsSection
          register={register}
          errors={formState.errors}
          values={values}
          onAutoRenew={(on) => setValue('auto_renew', on, { shouldDirty: true })}
        />
        {money ? (
          <MilestonesEditor
            control={control}
            register={register}
            errors={formState.errors}
            values={values}
            clearErrors={clearErrors}
          />
        ) : (
          (contract?.milestones.length ?? 0) > 0 && (
            <Alert variant="info" title={CONTRACTS_TEXT.milestones.hiddenMoney} />
          )
        )}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:items-center sm:justify-end">
          <DraftSaveStatus draft={autosave} />
          <Link {...back} className={buttonStyles({ variant: 'secondary' })}>
            {UI_TEXT.cancel}
          </Link>
          <Button type="submit" loading={pending}>
            {contract ? TEXT.save : TEXT.create}
          </Button>
        </div>
      </form>
      {conflict && (
        <ConflictDialog
          mine={values}
          current={conflict}
          money={money}
          ownerName={ownerName}
          onClose={() => setConflict(null)}
          onReload={() => {
            void autosave.discard().then(() => {
              leave.allowNavigation();
              onReload(conflict);
            });
          }}
        />
      )}
      {leave.dialog}
    </div>
  );
}
