import type { Client, ClientCreate } from '@portale/shared';
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
import { useFormReload } from '@/platform/use-form-reload';
import { Button, buttonStyles } from '@/ui/button';
import { EmptyState } from '@/ui/empty-state';
import { PageHeader } from '@/ui/page-header';
import { Skeleton } from '@/ui/skeleton';
import { UI_TEXT } from '@/ui/strings';
import { useClientFilterOptions } from '../api/client-filter-options';
import { getClient, useClient } from '../api/get-client';
import { clientKey } from '../api/keys';
import { useSaveClient } from '../api/save-client';
import { clientDraftKey, clientFromDraft } from '../client-form-draft';
import {
  CLIENT_FIELDS,
  ClientFormSchema,
  type ClientFormValues,
  patchOf,
  provinceFor,
  valuesOf,
} from '../client-form-values';
import { AddressSection, FiscalSection, GeneralSection } from '../components/client-form-sections';
import { ConflictDialog } from '../components/conflict-dialog';
import { DuplicateWarning } from '../components/duplicate-warning';
import { deliveryAdvice } from '../delivery';
import { CLIENTS_TEXT } from '../strings';

const TEXT = CLIENTS_TEXT.form;

export type ClientFormPageProps = { clientId?: string };

/**
 * `/app/crm/clients/create` (and `/new`) and `/app/crm/clients/{id}/edit` (edit_project): one form for both. The
 * route loader prefetches the client to edit and the user's draft.
 */
export function ClientFormPage({ clientId }: ClientFormPageProps) {
  if (!clientId) return <ClientForm client={null} onReload={() => undefined} />;
  return (
    <QueryBoundary
      fallback={<FormSkeleton />}
      errorTitle={TEXT.loadFailed}
      notFound={
        <EmptyState icon={SearchX} title={CLIENTS_TEXT.detail.notFound} hint={CLIENTS_TEXT.detail.notFoundHint} />
      }
    >
      <EditClient clientId={clientId} />
    </QueryBoundary>
  );
}

function EditClient({ clientId }: { clientId: string }) {
  const { data: client } = useClient(clientId);
  const queryClient = useQueryClient();
  const form = useFormReload(client, (current) => queryClient.setQueryData(clientKey(clientId), current));
  return <ClientForm key={`${client.id}:${form.key}`} client={form.record} onReload={form.reload} />;
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

type ClientFormProps = { client: Client | null; onReload: (current: Client) => void };

function ClientForm({ client, onReload }: ClientFormProps) {
  const navigate = useNavigate();
  const user = useAuthStore((state) => state.user);
  const options = useClientFilterOptions();
  const save = useSaveClient();
  const [conflict, setConflict] = useState<Client | null>(null);
  const [defaults] = useState(() => valuesOf(client, user?.id));
  const { register, handleSubmit, setError, setValue, formState, watch, reset, getValues } = useForm<
    ClientFormValues,
    unknown,
    ClientCreate
  >({
    resolver: sharedSchemaResolver(ClientFormSchema),
    defaultValues: defaults,
    // Check digits are checked as soon as the user leaves the field, not only on submit.
    mode: 'onTouched',
  });
  const values = watch();
  const pending = save.isPending;
  // Issue 15: the form is kept as the user's draft until it is saved, and leaving it asks first.
  const dirty = formState.isDirty;
  const displayName = values.kind === 'person' ? `${values.first_name} ${values.last_name}`.trim() : values.name;
  const autosave = useAutosaveDraft<ClientFormValues>({
    moduleKey: 'sales',
    draftKey: clientDraftKey(client?.id),
    title: TEXT.draftTitle(client?.name ?? displayName),
    value: values,
    enabled: dirty && !pending,
    onRestore: (payload) => {
      const restored = clientFromDraft(payload, defaults);
      if (!restored) return false;
      reset(restored, { keepDefaultValues: true });
      return true;
    },
  });
  const leave = useUnsavedChangesBlocker(dirty);

  // The province follows the country: EE abroad, a real one in Italy.
  const onCountry = (country: string) => {
    const province = provinceFor(country, getValues('province'));
    if (province !== getValues('province')) setValue('province', province, { shouldDirty: true });
  };

  const onSubmit = handleSubmit(async (body) => {
    let saved: Client;
    try {
      if (client) {
        const patch = patchOf(body, client);
        if (!patch) {
          toast.info(TEXT.noChanges);
          await autosave.discard();
          leave.allowNavigation();
          void navigate({ to: '/app/crm/clients/$clientId', params: { clientId: client.id } });
          return;
        }
        saved = await save.mutateAsync({ id: client.id, body: patch });
      } else {
        saved = await save.mutateAsync({ id: null, body });
      }
    } catch (error) {
      if (client && isApiError(error) && error.status === 409) {
        try {
          setConflict(await getClient(client.id));
          return;
        } catch {
          // Fall through to the plain message.
        }
      }
      toast.error(UI_TEXT.saveFailed, applyFormError(error, setError, CLIENT_FIELDS) ?? undefined);
      return;
    }
    toast.success(client ? TEXT.updated : TEXT.created, saved.name);
    await autosave.discard();
    leave.allowNavigation();
    void navigate({ to: '/app/crm/clients/$clientId', params: { clientId: saved.id } });
  });

  const ownerOptions = (options.data?.owners ?? []).map((person) => ({ value: person.id, label: person.name }));
  if (client?.owner && !ownerOptions.some((o) => o.value === client.owner?.id))
    ownerOptions.push({ value: client.owner.id, label: client.owner.name });
  if (user && !ownerOptions.some((o) => o.value === user.id))
    ownerOptions.push({ value: user.id, label: `${user.first_name} ${user.last_name}` });
  const ownerName = (id: string) => ownerOptions.find((o) => o.value === id)?.label;
  const back = client
    ? ({ to: '/app/crm/clients/$clientId', params: { clientId: client.id } } as const)
    : ({ to: '/app/crm/clients' } as const);

  return (
    <div className="flex flex-col gap-6">
      <div>
        <Link
          {...back}
          className="inline-flex items-center gap-1 text-sm text-slate-700 hover:underline dark:text-slate-300"
        >
          <ArrowLeft className="size-4" aria-hidden="true" />
          {client ? client.name : TEXT.back}
        </Link>
      </div>
      <PageHeader
        title={client ? TEXT.editTitle(client.name) : TEXT.createTitle}
        description={TEXT.createDescription}
      />
      <DraftRestoredNotice draft={autosave} onDiscard={() => reset(defaults)} />
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-6">
        <GeneralSection register={register} errors={formState.errors} values={values} ownerOptions={ownerOptions} />
        <DuplicateWarning
          name={displayName}
          vatNumber={values.vat_number}
          taxCode={values.tax_code}
          excludeId={client?.id}
        />
        <FiscalSection
          register={register}
          errors={formState.errors}
          advice={deliveryAdvice(values)}
          onUseSdi={(code) => setValue('sdi_code', code, { shouldDirty: true, shouldValidate: true })}
        />
        <AddressSection register={register} errors={formState.errors} values={values} onCountryChange={onCountry} />
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:items-center sm:justify-end">
          <DraftSaveStatus draft={autosave} />
          <Link {...back} className={buttonStyles({ variant: 'secondary' })}>
            {UI_TEXT.cancel}
          </Link>
          <Button type="submit" loading={pending}>
            {client ? TEXT.save : TEXT.createSubmit}
          </Button>
        </div>
      </form>
      {conflict && (
        <ConflictDialog
          mine={values}
          current={conflict}
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
