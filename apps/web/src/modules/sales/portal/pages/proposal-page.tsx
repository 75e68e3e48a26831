import { type ClientProposal, formatDay, todayInRome } from '@portale/shared';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { Check, Download, SearchX, X } from 'lucide-react';
import { useState } from 'react';
import { QueryBoundary } from '@/platform/query-boundary';
import { Alert } from '@/ui/alert';
import { Button, buttonStyles } from '@/ui/button';
import { EmptyState } from '@/ui/empty-state';
import { portalOverviewQueryOptions } from '../api/get-overview';
import { portalProposalPdfUrl, usePortalProposal } from '../api/get-proposal';
import { AcceptDialog } from '../components/accept-dialog';
import { ProposalBadge } from '../components/badges';
import { DocumentLines } from '../components/document-lines';
import { BackLink, CARD, Facts, PageSkeleton, Referent, Section } from '../components/page-parts';
import { RefuseDialog } from '../components/refuse-dialog';
import { euro, PORTAL_TEXT } from '../strings';

const TEXT = PORTAL_TEXT.proposal;
const route = getRouteApi('/app/portal/proposals/$proposalId');

/** `/app/portal/proposals/{id}`: the offer as its PDF has it, and the client's answer (accept or refuse). */
export function PortalProposalPage() {
  const { proposalId } = route.useParams();
  return (
    <div className="flex flex-col gap-6">
      <BackLink to="/app/portal/proposals">{TEXT.back}</BackLink>
      <QueryBoundary
        key={proposalId}
        fallback={<PageSkeleton />}
        errorTitle={TEXT.loadError}
        notFound={<EmptyState icon={SearchX} title={TEXT.notFound} hint={TEXT.notFoundHint} />}
      >
        <ProposalDetail proposalId={proposalId} />
      </QueryBoundary>
    </div>
  );
}

function ProposalDetail({ proposalId }: { proposalId: string }) {
  const { data: proposal } = usePortalProposal(proposalId);
  const expired = proposal.status === 'inviata' && proposal.valid_until < todayInRome();
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-2">
            <span className="text-sm text-slate-600 dark:text-slate-400">{TEXT.heading(proposal.number)}</span>
            <ProposalBadge status={proposal.status} expired={expired} />
          </div>
          <h1 className="mt-1 text-2xl font-bold tracking-tight break-words text-slate-900 dark:text-white">
            {proposal.title}
          </h1>
        </div>
        <a
          href={portalProposalPdfUrl(proposal.id)}
          download
          className={`${buttonStyles({ variant: 'secondary' })} shrink-0`}
        >
          <Download className="size-4" aria-hidden="true" />
          {TEXT.pdf}
        </a>
      </div>
      <Decision proposal={proposal} expired={expired} />
      <Facts
        label={TEXT.heading(proposal.number)}
        facts={[
          [TEXT.issued, formatDay(proposal.issue_date, 'long')],
          [TEXT.validity, formatDay(proposal.valid_until, 'long')],
          [PORTAL_TEXT.proposals.total, euro(proposal.total_cents)],
        ]}
      />
      <Section id="proposal-lines" title={TEXT.lines}>
        <DocumentLines {...proposal} />
      </Section>
      <Section id="proposal-terms" title={TEXT.terms}>
        <p className={`${CARD} text-sm whitespace-pre-line text-slate-800 dark:text-slate-200`}>
          {proposal.terms || TEXT.noTerms}
        </p>
      </Section>
      {proposal.referent && (
        <div className={CARD}>
          <Referent title={TEXT.referent} name={proposal.referent.name} email={proposal.referent.email} />
        </div>
      )}
    </div>
  );
}

/** The client's answer: the two buttons while it may decide, else what was decided (or that it expired). */
function Decision({ proposal, expired }: { proposal: ClientProposal; expired: boolean }) {
  const [open, setOpen] = useState<'accept' | 'refuse' | null>(null);
  // The company's name for the acceptance's summary; the overview is usually in the cache already.
  const overview = useQuery(portalOverviewQueryOptions());
  const decide = TEXT.decide;
  if (proposal.status === 'accettata' && proposal.decision)
    return <Alert variant="success">{decide.accepted(proposal.decision.name, proposal.decision.at)}</Alert>;
  if (proposal.status === 'rifiutata' && proposal.decision)
    return (
      <Alert variant="info" title={decide.refused(proposal.decision.at)}>
        {proposal.decision.refusal_reason && (
          <p>
            {decide.reason}: {proposal.decision.refusal_reason}
          </p>
        )}
      </Alert>
    );
  if (!proposal.can_decide || expired)
    return proposal.status === 'inviata' || proposal.status === 'scaduta' ? (
      <Alert variant="warning">{decide.expired(proposal.valid_until)}</Alert>
    ) : null;
  return (
    <section
      aria-labelledby="proposal-decision"
      className="flex flex-col gap-4 rounded-2xl border border-primary-200 bg-primary-50/60 p-4 sm:p-5 dark:border-primary-800 dark:bg-primary-950/40"
    >
      <div>
        <h2 id="proposal-decision" className="text-lg font-semibold text-slate-900 dark:text-white">
          {decide.title}
        </h2>
        <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">{decide.hint(proposal.valid_until)}</p>
      </div>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Button size="lg" icon={<Check className="size-5" aria-hidden="true" />} onClick={() => setOpen('accept')}>
          {decide.accept}
        </Button>
        <Button
          size="lg"
          variant="secondary"
          icon={<X className="size-5" aria-hidden="true" />}
          onClick={() => setOpen('refuse')}
        >
          {decide.refuse}
        </Button>
      </div>
      {open === 'accept' && (
        <AcceptDialog proposal={proposal} company={overview.data?.company.name ?? null} onClose={() => setOpen(null)} />
      )}
      {open === 'refuse' && <RefuseDialog proposal={proposal} onClose={() => setOpen(null)} />}
    </section>
  );
}
