import type { PreInvoice, PreInvoiceSource } from '@portale/shared';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi, Link } from '@tanstack/react-router';
import { ArrowLeft } from 'lucide-react';
import { Alert } from '@/ui/alert';
import { PageHeader } from '@/ui/page-header';
import { Skeleton } from '@/ui/skeleton';
import { UI_TEXT } from '@/ui/strings';
import { clientQueryOptions } from '../../clients/api/get-client';
import { FromHoursForm } from '../components/from-hours-form';
import { FromMilestonesForm } from '../components/from-milestones-form';
import { ModePicker } from '../components/mode-picker';
import { PreInvoiceForm } from '../components/pre-invoice-form';
import { FORM_TEXT } from '../form-strings';
import { PRE_INVOICES_TEXT } from '../strings';

const route = getRouteApi('/app/invoicing/pre-invoices/new');

/**
 * `/app/invoicing/pre-invoices/new` (manage_invoices): the three ways to make a pre-invoice, chosen in the address
 * (`?source=milestones&contract=…`, `?source=ore&project=…`, by hand with `?client=…`); each opens the new draft.
 */
export function NewPreInvoicePage() {
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const mode: PreInvoiceSource = search.source ?? 'manuale';
  const opened = (created: PreInvoice) =>
    void navigate({ to: '/app/invoicing/pre-invoices/$preInvoiceId', params: { preInvoiceId: created.id } });
  const cancel = () => void navigate({ to: '/app/invoicing/pre-invoices' });
  return (
    <div className="flex min-w-0 flex-col gap-6">
      <div>
        <Link
          to="/app/invoicing/pre-invoices"
          className="inline-flex items-center gap-1 text-sm text-slate-700 hover:underline dark:text-slate-300"
        >
          <ArrowLeft className="size-4" aria-hidden="true" />
          {FORM_TEXT.back}
        </Link>
      </div>
      <PageHeader title={FORM_TEXT.createTitle} description={FORM_TEXT.description} />
      <Alert variant="info">{PRE_INVOICES_TEXT.disclaimer}</Alert>
      <ModePicker value={mode} onChange={(source) => void navigate({ search: { source } })} />
      {mode === 'milestones' && (
        <FromMilestonesForm contractId={search.contract} onCreated={opened} onCancel={cancel} />
      )}
      {mode === 'ore' && <FromHoursForm projectId={search.project} onCreated={opened} onCancel={cancel} />}
      {mode === 'manuale' && <ByHand clientId={search.client} onCreated={opened} onCancel={cancel} />}
    </div>
  );
}

type ByHandProps = { clientId?: string; onCreated: (created: PreInvoice) => void; onCancel: () => void };

function ByHand({ clientId, onCreated, onCancel }: ByHandProps) {
  // The preselected client's name, for the picker; a client that cannot be read is simply not preselected.
  const client = useQuery({ ...clientQueryOptions(clientId ?? ''), enabled: Boolean(clientId), retry: false });
  if (clientId && client.isPending)
    return (
      <div role="status" aria-busy="true" className="flex flex-col gap-4">
        <span className="sr-only">{UI_TEXT.loading}</span>
        <Skeleton className="h-64 w-full" />
      </div>
    );
  const preselected = client.data ? { id: client.data.id, name: client.data.name } : null;
  return (
    <PreInvoiceForm
      key={clientId ?? 'new'}
      preInvoice={null}
      client={preselected}
      onSaved={onCreated}
      onCancel={onCancel}
    />
  );
}
