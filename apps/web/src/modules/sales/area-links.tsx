import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import type { NewPreInvoiceSearch, PreInvoicesSearch } from './pre-invoices/search';

// Links from the CRM dashboard, the client's page and the home cards into the proposals, contracts and
// pre-invoices pages (issue 18). Those pages are built by their areas alongside these links: until a page's route
// is in the route tree its path cannot be typed, so the paths are written here, once, and typed as the routes land.

type Search = Record<string, string | number | boolean | undefined>;

export type AreaLinkProps = {
  className?: string;
  children: ReactNode;
  'aria-label'?: string;
};

function AreaLink({ path, search, ...props }: AreaLinkProps & { path: string; search?: Search }) {
  return <Link to={path as never} search={search as never} {...props} />;
}

/** `/app/crm/proposals?…`: `status`, `client`, `pipeline`, `stage`, `sort`, `view=board`. */
export const ProposalsLink = ({ search, ...props }: AreaLinkProps & { search?: Search }) => (
  <AreaLink path="/app/crm/proposals" search={search} {...props} />
);
export const ProposalLink = ({ id, ...props }: AreaLinkProps & { id: string }) => (
  <AreaLink path={`/app/crm/proposals/${id}`} {...props} />
);
/** A new proposal, for this client when given (its page's "Nuova offerta"). */
export const NewProposalLink = ({ clientId, ...props }: AreaLinkProps & { clientId?: string }) => (
  <AreaLink path="/app/crm/proposals/new" search={clientId ? { client: clientId } : {}} {...props} />
);

/** `/app/crm/contracts?…`: `status`, `client`, `sort`. */
export const ContractsLink = ({ search, ...props }: AreaLinkProps & { search?: Search }) => (
  <AreaLink path="/app/crm/contracts" search={search} {...props} />
);
export const ContractLink = ({ id, ...props }: AreaLinkProps & { id: string }) => (
  <AreaLink path={`/app/crm/contracts/${id}`} {...props} />
);
export const NewContractLink = ({ clientId, ...props }: AreaLinkProps & { clientId: string }) => (
  <AreaLink path="/app/crm/contracts/new" search={{ client: clientId }} {...props} />
);

/** `/app/invoicing/pre-invoices?…`: `status`, `source`, `client`, `from`, `to`, `sort`. */
export const PreInvoicesLink = ({ search, ...props }: AreaLinkProps & { search?: PreInvoicesSearch }) => (
  <Link to="/app/invoicing/pre-invoices" search={search ?? {}} {...props} />
);
export const PreInvoiceLink = ({ id, ...props }: AreaLinkProps & { id: string }) => (
  <Link to="/app/invoicing/pre-invoices/$preInvoiceId" params={{ preInvoiceId: id }} {...props} />
);
/** A new pre-invoice: by hand, or `source=milestones` with a `contract`, or `source=ore` with a `project`. */
export const NewPreInvoiceLink = ({ search, ...props }: AreaLinkProps & { search?: NewPreInvoiceSearch }) => (
  <Link to="/app/invoicing/pre-invoices/new" search={search ?? {}} {...props} />
);
