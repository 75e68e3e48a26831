import { DOCUMENT_SORT_FIELDS, DOCUMENT_TYPES, type DocumentSearchQuery } from '@portale/shared';
import {
  int,
  matching,
  oneOf,
  type SearchParams,
  searchParams,
  sortOf,
  text,
  truthy,
  uuid,
} from '@/platform/search-params';
import type { DocumentsQuery } from './api/list-documents';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The list page's state in the URL (`?folder=…&type=contratto&page=2`), so a folder or a filtered view can be
 * linked or bookmarked. Anything malformed is dropped, never an error page.
 */
export const DocumentsListSearch = searchParams({
  folder: uuid,
  sub: truthy,
  q: text(200, 1),
  type: oneOf(DOCUMENT_TYPES),
  tag: text(40, 1),
  owner: uuid,
  from: matching(DAY),
  to: matching(DAY),
  expiring: truthy,
  sort: sortOf(DOCUMENT_SORT_FIELDS),
  page: int(1),
  trash: truthy,
});
export type DocumentsListSearch = SearchParams<typeof DocumentsListSearch>;

export const DOCUMENTS_PER_PAGE = 25;

/** The API query of the list page: the route loader and the page ask for the same one. */
export const documentsQuery = (search: DocumentsListSearch): DocumentsQuery => ({
  folder_id: search.folder,
  include_subfolders: search.sub,
  q: search.q,
  type: search.type,
  tag: search.tag,
  owner_id: search.owner,
  updated_from: search.from,
  updated_to: search.to,
  expiring: search.expiring,
  sort: search.sort,
  page: search.page ?? 1,
  per_page: DOCUMENTS_PER_PAGE,
});

/** The search page's state: the words and the filters (spec: type, tag, folder, date, owner). */
export const DocumentsSearchSearch = searchParams({
  q: text(200, 1),
  type: oneOf(DOCUMENT_TYPES),
  tag: text(40, 1),
  folder: uuid,
  owner: uuid,
  from: matching(DAY),
  to: matching(DAY),
  page: int(1),
});
export type DocumentsSearchSearch = SearchParams<typeof DocumentsSearchSearch>;

/** The search page's API query, or null while there are no words to look for. */
export const searchQuery = (search: DocumentsSearchSearch): DocumentSearchQuery | null =>
  search.q && search.q.length >= 2
    ? {
        q: search.q,
        type: search.type,
        tag: search.tag,
        folder_id: search.folder,
        owner_id: search.owner,
        updated_from: search.from,
        updated_to: search.to,
        page: search.page ?? 1,
        per_page: 20,
      }
    : null;
