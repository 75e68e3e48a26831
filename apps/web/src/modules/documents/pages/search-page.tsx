import { getRouteApi } from '@tanstack/react-router';
import { FileSearch, SearchX } from 'lucide-react';
import { useCallback, useDeferredValue } from 'react';
import { QueryBoundary } from '@/platform/query-boundary';
import { useUrlSearchText } from '@/platform/use-url-search-text';
import { EmptyState } from '@/ui/empty-state';
import { PageHeader } from '@/ui/page-header';
import { Pagination } from '@/ui/pagination';
import { SearchField } from '@/ui/search-field';
import { SelectField } from '@/ui/select-field';
import { Skeleton } from '@/ui/skeleton';
import { useFolders } from '../api/list-folders';
import { useSearchDocuments } from '../api/search-documents';
import { ListFilters } from '../components/list-filters';
import { SearchResults as Hits } from '../components/search-results';
import { type DocumentsSearchSearch, searchQuery } from '../search';
import { DOCUMENTS_TEXT as TEXT } from '../strings';

const route = getRouteApi('/app/documents/search');
type Change = (patch: Partial<DocumentsSearchSearch>, options?: { replace?: boolean }) => void;

/** `/app/documents/search`: words and filters (type, tag, folder, date, owner), results as the user types. */
export function DocumentsSearchPage() {
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const { data: tree } = useFolders();
  const onChange = useCallback<Change>(
    (patch, options) => void navigate({ search: (previous) => ({ ...previous, ...patch }), replace: options?.replace }),
    [navigate],
  );
  const [text, setText] = useUrlSearchText(search.q, (q) => onChange({ q, page: undefined }, { replace: true }));
  const query = searchQuery(search);
  return (
    <div className="flex flex-col gap-6">
      <PageHeader title={TEXT.searchTitle} description={TEXT.searchDescription} />
      <div className="flex flex-col gap-3">
        <SearchField
          label={TEXT.searchLabel}
          placeholder={TEXT.searchLabel}
          hint={TEXT.searchHint}
          value={text}
          onChange={(event) => setText(event.target.value)}
          autoFocus
        />
        <SelectField
          label={TEXT.folder}
          value={search.folder ?? ''}
          onChange={(event) => onChange({ folder: event.target.value || undefined, page: undefined })}
          options={[
            { value: '', label: TEXT.anyFolder },
            ...tree.folders.map((f) => ({ value: f.id, label: f.path.map((c) => c.name).join(' / ') })),
          ]}
        />
        <ListFilters
          text={text}
          onText={setText}
          value={search}
          onChange={(patch) =>
            onChange({
              ...patch,
              expiring: undefined,
              sort: undefined,
              page: undefined,
            } as Partial<DocumentsSearchSearch>)
          }
          showSort={false}
          hideWords
        />
      </div>
      {query ? (
        <QueryBoundary fallback={<Skeleton className="h-64" />} errorTitle={TEXT.loadError}>
          <SearchResults search={search} onChange={onChange} />
        </QueryBoundary>
      ) : (
        <EmptyState icon={FileSearch} title={TEXT.searchEmpty} hint={TEXT.searchEmptyHint} />
      )}
    </div>
  );
}

function SearchResults({ search, onChange }: { search: DocumentsSearchSearch; onChange: Change }) {
  const shown = useDeferredValue(search);
  const query = searchQuery(shown) ?? { q: shown.q ?? '' };
  const { data, isFetching } = useSearchDocuments(query);
  if (data.items.length === 0)
    return <EmptyState icon={SearchX} title={TEXT.searchNoResults(shown.q ?? '')} hint={TEXT.searchNoResultsHint} />;
  return (
    <>
      {data.pagination.total_capped && (
        <p className="text-sm text-slate-600 dark:text-slate-400">{TEXT.searchCapped}</p>
      )}
      <Hits hits={data.items} busy={isFetching || shown !== search} />
      <Pagination
        pagination={data.pagination}
        onPageChange={(page) => onChange({ page: page > 1 ? page : undefined })}
      />
    </>
  );
}
