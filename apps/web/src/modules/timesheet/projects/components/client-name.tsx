import type { ClientCompanyRef } from '@portale/shared';
import { Link } from '@tanstack/react-router';
import { useFeatureEnabled } from '@/platform/flags-store';
import { useCan } from '@/platform/use-can';
import { cx } from '@/ui/cx';

/** May the user open the CRM's page of a client (the sales module on, `view_all_projects`)? */
export function useCanOpenCrm(): boolean {
  const crm = useFeatureEnabled('sales_module');
  const reader = useCan('view_all_projects');
  return crm && reader;
}

export type ClientNameProps = {
  client: ClientCompanyRef | null;
  /** What a project without a client shows (e.g. "Interno"). */
  fallback: string;
  className?: string;
};

/** A project's client: a link to its CRM page for who may open it, plain text otherwise. */
export function ClientName({ client, fallback, className }: ClientNameProps) {
  const canOpen = useCanOpenCrm();
  if (!client) return <span className={cx('text-slate-600 dark:text-slate-400', className)}>{fallback}</span>;
  if (!canOpen) return <span className={className}>{client.name}</span>;
  return (
    <Link
      to="/app/crm/clients/$clientId"
      params={{ clientId: client.id }}
      className={cx(
        'text-primary-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-primary-600 dark:text-primary-300 dark:focus-visible:outline-primary-400',
        className,
      )}
    >
      {client.name}
    </Link>
  );
}
