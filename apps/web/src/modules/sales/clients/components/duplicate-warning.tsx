import { CLIENT_STATUS_LABELS, type ClientDuplicatesQuery, DUPLICATE_REASON_LABELS } from '@portale/shared';
import { Link } from '@tanstack/react-router';
import { useDebouncedValue } from '@/platform/use-debounced-value';
import { Alert } from '@/ui/alert';
import { useClientDuplicates } from '../api/client-duplicates';
import { CLIENTS_TEXT } from '../strings';

const TEXT = CLIENTS_TEXT.duplicates;

export type DuplicateWarningProps = {
  name: string;
  vatNumber: string;
  taxCode: string;
  /** The client being edited, never its own duplicate. */
  excludeId?: string;
};

/** What is worth comparing: a name of three letters or more, a partita IVA or codice fiscale of some length. */
export function duplicatesQuery({ name, vatNumber, taxCode, excludeId }: DuplicateWarningProps) {
  const query: ClientDuplicatesQuery = {};
  if (name.trim().length >= 3) query.name = name.trim();
  if (vatNumber.replace(/\s/g, '').length >= 8) query.vat_number = vatNumber.trim();
  if (taxCode.replace(/\s/g, '').length >= 11) query.tax_code = taxCode.trim();
  if (!query.name && !query.vat_number && !query.tax_code) return null;
  if (excludeId) query.exclude = excludeId;
  return query;
}

/**
 * While the user types the name, partita IVA or codice fiscale, the clients that already look like this one, each
 * with why and a link to its page: a duplicate is cheaper to avoid than to merge.
 */
export function DuplicateWarning(props: DuplicateWarningProps) {
  // Debounced as text: the props are a new object at every render of the form.
  const typed = useDebouncedValue(JSON.stringify(duplicatesQuery(props)), 400);
  const { data } = useClientDuplicates(JSON.parse(typed) as ClientDuplicatesQuery | null);
  const items = data?.items ?? [];
  if (items.length === 0) return null;
  return (
    <Alert variant="warning" title={TEXT.title}>
      <p>{TEXT.hint}</p>
      <ul className="mt-1 flex flex-col gap-1">
        {items.map(({ client, reasons }) => (
          <li key={client.id}>
            <Link
              to="/app/crm/clients/$clientId"
              params={{ clientId: client.id }}
              target="_blank"
              aria-label={TEXT.open(client.name)}
              className="font-medium underline underline-offset-2"
            >
              {client.name}
            </Link>{' '}
            <span>
              (
              {[CLIENT_STATUS_LABELS[client.status], ...reasons.map((reason) => DUPLICATE_REASON_LABELS[reason])].join(
                ', ',
              )}
              )
            </span>
          </li>
        ))}
      </ul>
    </Alert>
  );
}
