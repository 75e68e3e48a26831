import type { InvoiceTotals, Proposal, ProposalCreate } from '@portale/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { ArrowLeft, SearchX } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { isApiError } from '@/platform/api-error';
import { useAuthStore } from '@/platform/auth-store';
import { DraftRestoredNotice, DraftSaveStatus } from '@/platform/drafts/draft-status';
import { useAutosaveDraft } from '@/platform/drafts/use-autosave-draft';
import { useUnsavedChangesBlocker } from '@/platform/drafts/use-unsaved-changes-blocker';
import { applyFormError } from '@/platform/form-errors';
import { QueryBoundary } from '@/platform/query-boundary';
import { toast } from '@/platform/toast/toast';
import { useCan } from '@/platform/use-can';
import { useFormReload } from '@/platform/use-form-reload';
import { Alert } from '@/ui/alert';
import { Button, buttonStyles } from '@/ui/button';
import { cx } from '@/ui/cx';
import { EmptyState } from '@/ui/empty-state';
import { PageHeader } from '@/ui/page-header';
import { SectionCard } from '@/ui/section-card';
import { Skeleton } from '@/ui/skeleton';
import { UI_TEXT } from '@/ui/strings';
import { useClientFilterOptions } from '../../clients/api/client-filter-options';
import { clientQueryOptions } from '../../clients/api/get-client';
import { totalsOf } from '../../invoice-lines/line-values';
import { LinesEditor } from '../../invoice-lines/lines-editor';
import { InvoiceLinesTable } from '../../invoice-lines/lines-table';
import { TaxOptions } from '../../invoice-lines/tax-options';
import { TotalsPanel } from '../../invoice-lines/totals-panel';
import { getProposal, useProposal } from '../api/get-proposal';
import { proposalKey } from '../api/keys';
import { boardPipelineOf, usePipelines } from '../api/pipelines';
import { useSaveProposal } from '../api/save-proposal';
import { ProposalConflictDialog } from '../components/proposal-conflict-dialog';
import { type FormLock, GeneralSection, TermsSection } from '../components/proposal-form-sections';
import { FORM_TEXT } from '../form-strings';
import { proposalDraftKey, proposalFromDraft } from '../proposal-form-draft';
import {
  type ProposalFormValues,
  patchOf,
  proposalFieldNames,
  proposalResolver,
  valuesOf,
} from '../proposal-form-values';
import { PROPOSALS_TEXT } from '../strings';

const TEXT = FORM_TEXT;

export type ProposalFormPageProps = {
  proposalId?: string;
  /** `?client=` of a new proposal (the client page's "Nuova offerta"). */
  clientId?: string;
  /** `?pipeline=` of a new proposal (the board's pipeline). */
  pipelineId?: string;
};

/**
 * `/app/crm/proposals/new` (and `/create`) and `/app/crm/proposals/{id}/edit` (edit_project): one form for both.
 * The route loader prefetches the proposal, the pipelines, the owners and the user's draft.
 */
export function ProposalFormPage({ proposalId, clientId, pipelineId }: ProposalFormPageProps) {
  return (
    <QueryBoundary
      fallback={<FormSkeleton />}
      errorTitle={TEXT.loadFailed}
      notFound={
        <EmptyState icon={SearchX} title={PROPOSALS_TEXT.detail.notFound} hint={PROPOSALS_TEXT.detail.notFoundHint} />
      }
    >
      {proposalId ? (
        <EditProposal proposalId={proposalId} />
      ) : (
        <NewProposal clientId={clientId} pipelineId={pipelineId} />
      )}
    </QueryBoundary>
  );
}

function NewProposal({ clientId, pipelineId }: { clientId?: string; pipelineId?: string }) {
  // The preselected client's name, for the picker; a client that cannot be read is simply not preselected.
  const client = useQuery({ ...clientQueryOptions(clientId ?? ''), enabled: Boolean(clientId) });
  if (clientId && client.isPending) return <FormSkeleton />;
  const preselected = client.data ? { id: client.data.id, name: client.data.name } : null;
  return <ProposalForm proposal={null} client={preselected} pipelineId={pipelineId} onReload={() => undefined} />;
}

function EditProposal({ proposalId }: { proposalId: string }) {
  const { data: proposal } = useProposal(proposalId);
  const queryClient = useQueryClient();
  const form = useFormReload(proposal, (current) => queryClient.setQueryData(proposalKey(proposalId), current));
  return <ProposalForm key={`${proposal.id}:${form.key}`} proposal={form.record} onReload={form.reload} />;
}

function FormSkeleton() {
  return (
    <div role="status" aria-busy="true" className="flex flex-col gap-4">
      <span className="sr-only">{UI_TEXT.loading}</span>
      <Skeleton className="h-8 w-64" />
      <Skeleton className="h-64 w-full" />
      <Skeleton className="h-64 w-full" />
    </div>
  );
}

type ProposalFormProps = {
  proposal: Proposal | null;
  client?: { id: string; name: string } | null;
  pipelineId?: string;
  onReload: (current: Proposal) => void;
};

function ProposalForm({ proposal, client, pipelineId, onReload }: ProposalFormProps) {
  const navigate = useNavigate();
  const user = useAuthStore((state) => state.user);
  const seesMoney = useCan('view_all_invoices');
  const owners = useClientFilterOptions();
  const pipelines = usePipelines().data.items;
  const save = useSaveProposal();
  const [conflict, setConflict] = useState<Proposal | null>(null);
  const withLines = proposal ? proposal.can_see_money : seesMoney;
  const lock: FormLock =
    !proposal || proposal.status === 'bozza' ? 'none' : proposal.status === 'inviata' ? 'sent' : 'closed';
  const [defaults] = useState(() => {
    const pipeline = boardPipelineOf(pipelines, pipelineId);
    return valuesOf(proposal, {
      userId: user?.id,
      client,
      pipelineId: pipeline?.id,
      stageId: pipeline?.stages[0]?.id,
    });
  });
  const form = useForm<ProposalFormValues, unknown, ProposalCreate>({
    resolver: proposalResolver(withLines),
    defaultValues: defaults,
    // Checked on submit, then again as fields change: on blur, react-hook-form would show the errors of a line's
    // fields not filled in yet (it reports the whole line's), and the form would jump while being filled.
    mode: 'onSubmit',
  });
  const { register, handleSubmit, setError, setValue, formState, watch, reset, control } = form;
  const values = watch();
  const pending = save.isPending;
  // Issue 15: the form is kept as the user's draft until it is saved, and leaving it asks first.
  const dirty = formState.isDirty;
  const autosave = useAutosaveDraft<ProposalFormValues>({
    moduleKey: 'sales',
    draftKey: proposalDraftKey(proposal?.id),
    title: TEXT.draftTitle(proposal ? `${proposal.number} ${values.title}` : values.title),
    value: values,
    enabled: dirty && !pending,
    onRestore: (payload) => {
      const restored = proposalFromDraft(payload, defaults);
      if (!restored) return false;
      reset(restored, { keepDefaultValues: true });
      return true;
    },
  });
  const leave = useUnsavedChangesBlocker(dirty);
  const totals = withLines ? totalsOf(values) : null;

  const done = async (saved: Proposal, message: string) => {
    toast.success(message, saved.number);
    await autosave.discard();
    leave.allowNavigation();
    void navigate({ to: '/app/crm/proposals/$proposalId', params: { proposalId: saved.id } });
  };
  const onSubmit = handleSubmit(async (body) => {
    try {
      if (proposal) {
        const patch = patchOf(body, proposal);
        if (!patch) {
          toast.info(TEXT.noChanges);
          await autosave.discard();
          leave.allowNavigation();
          void navigate({ to: '/app/crm/proposals/$proposalId', params: { proposalId: proposal.id } });
          return;
        }
        await done(await save.mutateAsync({ id: proposal.id, body: patch }), TEXT.updated);
      } else {
        await done(await save.mutateAsync({ id: null, body }), TEXT.created);
      }
    } catch (error) {
      if (proposal && isApiError(error) && error.status === 409) {
        try {
          setConflict(await getProposal(proposal.id));
          return;
        } catch {
          // Fall through to the plain message.
        }
      }
      const fields = proposalFieldNames(values.lines.length);
      toast.error(UI_TEXT.saveFailed, applyFormError(error, setError, fields) ?? undefined);
    }
  });

  const ownerOptions = (owners.data?.owners ?? []).map((person) => ({ value: person.id, label: person.name }));
  if (proposal?.owner && !ownerOptions.some((o) => o.value === proposal.owner?.id))
    ownerOptions.push({ value: proposal.owner.id, label: proposal.owner.name });
  if (user && !ownerOptions.some((o) => o.value === user.id))
    ownerOptions.push({ value: user.id, label: `${user.first_name} ${user.last_name}` });
  const back = proposal
    ? ({ to: '/app/crm/proposals/$proposalId', params: { proposalId: proposal.id } } as const)
    : ({ to: '/app/crm/proposals' } as const);
  const sections = { register, errors: formState.errors, values, setValue };

  return (
    <div className="flex min-w-0 flex-col gap-6">
      <div>
        <Link
          {...back}
          className="inline-flex items-center gap-1 text-sm text-slate-700 hover:underline dark:text-slate-300"
        >
          <ArrowLeft className="size-4" aria-hidden="true" />
          {proposal ? `${proposal.number} · ${proposal.title}` : TEXT.back}
        </Link>
      </div>
      <PageHeader
        title={proposal ? TEXT.editTitle(proposal.number) : TEXT.createTitle}
        description={TEXT.description}
      />
      <DraftRestoredNotice draft={autosave} onDiscard={() => reset(defaults)} />
      {lock !== 'none' && <Alert variant="info">{lock === 'sent' ? TEXT.sentLocked : TEXT.closedLocked}</Alert>}
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-6">
        <GeneralSection
          {...sections}
          pipelines={pipelines}
          ownerOptions={ownerOptions}
          lock={lock}
          storedContact={proposal?.contact}
        />
        <SectionCard title={TEXT.lines.title} description={TEXT.lines.description}>
          {withLines && lock === 'none' ? (
            <div className="flex min-w-0 flex-col gap-6">
              <LinesEditor
                control={control}
                register={register}
                setValue={setValue}
                errors={formState.errors}
                lines={values.lines}
                withholdingOn={values.withholding_on}
                caption={TEXT.lines.caption}
              />
              <div className="grid gap-6 border-t border-slate-200 pt-5 lg:grid-cols-[minmax(0,1fr)_22rem] dark:border-slate-800">
                <TaxOptions {...sections} />
                <Totals totals={totals} />
              </div>
            </div>
          ) : withLines && proposal ? (
            // A sent or decided proposal's lines no longer change: shown as they are, with their totals.
            <div className="flex min-w-0 flex-col gap-5">
              <InvoiceLinesTable lines={proposal.lines} money caption={TEXT.lines.caption} />
              <div className="flex justify-end">
                <Totals totals={totals} className="max-w-sm" />
              </div>
            </div>
          ) : (
            <div className="flex flex-col gap-3">
              <Alert variant="info">{TEXT.moneyHidden}</Alert>
              {proposal && <InvoiceLinesTable lines={proposal.lines} money={false} caption={TEXT.lines.caption} />}
            </div>
          )}
        </SectionCard>
        <TermsSection register={register} errors={formState.errors} />
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:items-center sm:justify-end">
          <DraftSaveStatus draft={autosave} />
          <Link {...back} className={buttonStyles({ variant: 'secondary' })}>
            {UI_TEXT.cancel}
          </Link>
          <Button type="submit" loading={pending}>
            {proposal ? TEXT.save : TEXT.createSubmit}
          </Button>
        </div>
      </form>
      {conflict && (
        <ProposalConflictDialog
          mine={values}
          current={conflict}
          pipelines={pipelines}
          ownerName={(id) => ownerOptions.find((o) => o.value === id)?.label}
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

function Totals({ totals, className }: { totals: InvoiceTotals | null; className?: string }) {
  return (
    <section
      aria-label={TEXT.totals.title}
      className={cx(
        'w-full self-start rounded-xl border border-slate-200 bg-slate-50 p-4 dark:border-slate-700 dark:bg-slate-800/40',
        className,
      )}
    >
      <h3 className="mb-3 text-sm font-semibold text-slate-900 dark:text-white">{TEXT.totals.title}</h3>
      <TotalsPanel totals={totals} />
    </section>
  );
}
