import { CONTACT_DEFAULT_SORT } from '@portale/shared';
import { getRouteApi, Link } from '@tanstack/react-router';
import { SearchX, UsersRound, X } from 'lucide-react';
import { useCallback, useDeferredValue } from 'react';
import { QueryBoundary } from '@/platform/query-boundary';
import { useLastPageFallback } from '@/platform/use-last-page-fallback';
import { useUrlSearchText } from '@/platform/use-url-search-text';
import { Button, buttonStyles } from '@/ui/button';
import { CheckboxField } from '@/ui/checkbox-field';
import { PageHeader } from '@/ui/page-header';
import { Pagination } from '@/ui/pagination';
import { SearchField } from '@/ui/search-field';
import { SelectField } from '@/ui/select-field';
import { Skeleton } from '@/ui/skeleton';
import { UI_TEXT } from '@/ui/strings';
import { useContacts } from '../api/list-contacts';
import { ContactsTable, type ContactsTableProps } from '../components/contacts-table';
import { type ContactsListSearch, contactsQuery } from '../search';
import { CONTACTS_TEXT } from '../strings';

const TEXT = CONTACTS_TEXT;
const route = getRouteApi('/app/crm/contacts');
type Change = (patch: Partial<ContactsListSearch>, options?: { replace?: boolean }) => void;
const SORT_OPTIONS = Object.entries(TEXT.filters.sorts).map(([value, label]) => ({ value, label }));
const CONSENT_OPTIONS = [
  { value: 'si', label: TEXT.filters.consentYes },
  { value: 'no', label: TEXT.filters.consentNo },
];

/** `/app/crm/contacts`: the people at every client, with their marketing consent; search, filters and sort in the URL. */
export function ContactsListPage() {
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const onChange = useCallback<Change>(
    (patch, options) => void navigate({ search: (previous) => ({ ...previous, ...patch }), replace: options?.replace }),
    [navigate],
  );
  const [text, setText] = useUrlSearchText(search.q, (q) => onChange({ q, page: undefined }, { replace: true }));
  const filtered = Boolean(search.q || search.consent || search.primary);
  const clear = () => {
    setText('');
    onChange({ q: undefined, consent: undefined, primary: undefined, page: undefined });
  };
  const empty: ContactsTableProps['empty'] = filtered
    ? {
        icon: SearchX,
        title: TEXT.page.noMatchTitle,
        hint: TEXT.page.noMatchHint,
        action: (
          <Button variant="secondary" onClick={clear}>
            {UI_TEXT.clearFilters}
          </Button>
        ),
      }
    : {
        icon: UsersRound,
        title: TEXT.page.emptyTitle,
        hint: TEXT.page.emptyHint,
        action: (
          <Link to="/app/crm/clients" className={buttonStyles({ variant: 'secondary' })}>
            {TEXT.page.goToClients}
          </Link>
        ),
      };

  return (
    <div className="flex flex-col gap-6">
      <PageHeader title={TEXT.page.title} description={TEXT.page.description} />
      <search aria-label={TEXT.filters.label} className="flex flex-col gap-3">
        <SearchField
          label={TEXT.filters.search}
          placeholder={TEXT.filters.searchPlaceholder}
          value={text}
          onChange={(event) => setText(event.target.value)}
          maxLength={100}
        />
        <div className="grid grid-cols-2 gap-3 md:grid-cols-3 md:items-end">
          <SelectField
            label={TEXT.filters.consent}
            placeholder={TEXT.filters.consentAny}
            options={CONSENT_OPTIONS}
            value={search.consent ?? ''}
            onChange={(event) =>
              onChange({ consent: (event.target.value || undefined) as ContactsListSearch['consent'], page: undefined })
            }
          />
          <SelectField
            label={TEXT.filters.sort}
            options={SORT_OPTIONS}
            value={search.sort ?? CONTACT_DEFAULT_SORT}
            onChange={(event) =>
              onChange({
                sort: event.target.value === CONTACT_DEFAULT_SORT ? undefined : event.target.value,
                page: undefined,
              })
            }
          />
          <CheckboxField
            label={TEXT.filters.primaryOnly}
            className="col-span-2 md:col-span-1 md:pb-2"
            checked={search.primary ?? false}
            onChange={(event) => onChange({ primary: event.target.checked || undefined, page: undefined })}
          />
        </div>
        {(filtered || text) && (
          <Button
            variant="ghost"
            className="self-end"
            onClick={clear}
            icon={<X className="size-4" aria-hidden="true" />}
          >
            {UI_TEXT.clearFilters}
          </Button>
        )}
      </search>
      <QueryBoundary fallback={<Skeleton className="h-64 w-full" />} errorTitle={TEXT.page.loadError}>
        <ContactsResults search={search} onChange={onChange} empty={empty} />
      </QueryBoundary>
    </div>
  );
}

type ResultsProps = { search: ContactsListSearch; onChange: Change; empty: ContactsTableProps['empty'] };

function ContactsResults({ search, onChange, empty }: ResultsProps) {
  const shown = useDeferredValue(search);
  const { data, isFetching } = useContacts(contactsQuery(shown));
  useLastPageFallback(shown.page ?? 1, data.pagination.total_pages, onChange);
  return (
    <>
      <ContactsTable
        rows={data.items}
        loading={isFetching || shown !== search}
        empty={empty}
        sort={search.sort ?? CONTACT_DEFAULT_SORT}
        onSortChange={(sort) => onChange({ sort: sort === CONTACT_DEFAULT_SORT ? undefined : sort, page: undefined })}
      />
      {data.items.length > 0 && (
        <Pagination
          pagination={data.pagination}
          onPageChange={(next) => onChange({ page: next > 1 ? next : undefined })}
        />
      )}
    </>
  );
}
