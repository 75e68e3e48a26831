import type { PreInvoice } from '@portale/shared';
import { useQueryClient } from '@tanstack/react-query';
import { getRouteApi, Link } from '@tanstack/react-router';
import { ArrowLeft, SearchX } from 'lucide-react';
import { QueryBoundary } from '@/platform/query-boundary';
import { useFormReload } from '@/platform/use-form-reload';
import { Alert } from '@/ui/alert';
import { EmptyState } from '@/ui/empty-state';
import { Skeleton } from '@/ui/skeleton';
import { UI_TEXT } from '@/ui/strings';
import { usePreInvoice } from '../api/get-pre-invoice';
import { preInvoiceKey } from '../api/keys';
import { PreInvoiceDownloads } from '../components/pre-invoice-downloads';
import { CARD, PreInvoiceFacts, PreInvoiceSteps } from '../components/pre-invoice-facts';
import { PreInvoiceForm } from '../components/pre-invoice-form';
import { PreInvoiceHeader } from '../components/pre-invoice-header';
import { PreInvoiceLines, PreInvoiceMilestones } from '../components/pre-invoice-lines';
import { PRE_INVOICES_TEXT } from '../strings';

const TEXT = PRE_INVOICES_TEXT.detail;
const route = getRouteApi('/app/invoicing/pre-invoices/$preInvoiceId');

/**
 * `/app/invoicing/pre-invoices/{id}` (view_all_invoices): the pre-invoice with its lines and totals, what it bills,
 * its steps and downloads, and the moves its status allows; `?edit=true` turns a draft into its form.
 */
export function PreInvoicePage() {
  const { preInvoiceId } = route.useParams();
  return (
    <div className="flex min-w-0 flex-col gap-6">
      <div>
        <Link
          to="/app/invoicing/pre-invoices"
          className="inline-flex items-center gap-1 text-sm text-slate-700 hover:underline dark:text-slate-300"
        >
          <ArrowLeft className="size-4" aria-hidden="true" />
          {TEXT.back}
        </Link>
      </div>
      <QueryBoundary
        key={preInvoiceId}
        fallback={<PreInvoiceSkeleton />}
        errorTitle={TEXT.loadError}
        notFound={<EmptyState icon={SearchX} title={TEXT.notFound} hint={TEXT.notFoundHint} />}
      >
        <PreInvoiceDetail preInvoiceId={preInvoiceId} />
      </QueryBoundary>
    </div>
  );
}

function PreInvoiceSkeleton() {
  return (
    <div role="status" aria-busy="true" className="flex flex-col gap-4">
      <span className="sr-only">{UI_TEXT.loading}</span>
      <Skeleton className="h-10 w-2/3" />
      <Skeleton className="h-12 w-full" />
      <Skeleton className="h-28 w-full" />
      <Skeleton className="h-64 w-full" />
    </div>
  );
}

function PreInvoiceDetail({ preInvoiceId }: { preInvoiceId: string }) {
  const { data: preInvoice } = usePreInvoice(preInvoiceId);
  const { edit } = route.useSearch();
  if (edit && preInvoice.can_edit) return <EditPreInvoice preInvoice={preInvoice} />;
  return (
    <>
      <PreInvoiceHeader preInvoice={preInvoice} />
      <Alert variant="info">{PRE_INVOICES_TEXT.disclaimer}</Alert>
      {edit && preInvoice.status !== 'bozza' && (
        <Alert variant="warning">{TEXT.editingLocked[preInvoice.status]}</Alert>
      )}
      <PreInvoiceFacts preInvoice={preInvoice} />
      <PreInvoiceLines preInvoice={preInvoice} />
      <PreInvoiceMilestones preInvoice={preInvoice} />
      <PreInvoiceDownloads preInvoice={preInvoice} />
      {preInvoice.notes && (
        <section aria-labelledby="pre-invoice-notes" className={CARD}>
          <h2 id="pre-invoice-notes" className="text-base font-semibold text-slate-900 dark:text-white">
            {TEXT.notes}
          </h2>
          <p className="text-xs text-slate-600 dark:text-slate-400">{TEXT.notesHint}</p>
          <p className="mt-2 text-sm whitespace-pre-line text-slate-800 dark:text-slate-200">{preInvoice.notes}</p>
        </section>
      )}
      <PreInvoiceSteps preInvoice={preInvoice} />
    </>
  );
}

/** The draft's form, in place of the page; a newer version after a 409 starts a new form from it. */
function EditPreInvoice({ preInvoice }: { preInvoice: PreInvoice }) {
  const navigate = route.useNavigate();
  const queryClient = useQueryClient();
  const form = useFormReload(preInvoice, (current) => queryClient.setQueryData(preInvoiceKey(preInvoice.id), current));
  const leaveEditing = () => void navigate({ search: {} });
  return (
    <>
      <PreInvoiceHeader preInvoice={preInvoice} actions={false} />
      <Alert variant="info">{PRE_INVOICES_TEXT.disclaimer}</Alert>
      <PreInvoiceForm
        key={`${preInvoice.id}:${form.key}`}
        preInvoice={form.record}
        onSaved={leaveEditing}
        onCancel={leaveEditing}
        onReload={form.reload}
      />
    </>
  );
}
