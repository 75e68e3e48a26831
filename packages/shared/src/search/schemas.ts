import { z } from 'zod';
import { SEARCH_RESULT_LIMIT } from '../constants';

/**
 * Spec §3 search result types, the CRM's clients, contacts, proposals, contracts and pre-invoices (issue 18), and
 * the communications' news (issue 19).
 */
export const SEARCH_RESULT_TYPES = [
  'project',
  'person',
  'document',
  'task',
  'client',
  'contact',
  'proposal',
  'contract',
  'pre_invoice',
  'news',
] as const;
export const SearchResultType = z.enum(SEARCH_RESULT_TYPES);
export type SearchResultType = z.infer<typeof SearchResultType>;
export const SEARCH_RESULT_TYPE_LABELS: Record<SearchResultType, string> = {
  project: 'Progetti',
  person: 'Persone',
  document: 'Documenti',
  task: 'Attività',
  client: 'Clienti',
  contact: 'Contatti',
  proposal: 'Offerte',
  contract: 'Contratti',
  pre_invoice: 'Pre-fatture',
  news: 'Notizie',
};

export const SearchResult = z.object({
  id: z.string(),
  type: SearchResultType,
  title: z.string(),
  description: z.string(),
  path: z.string(),
});
export type SearchResult = z.infer<typeof SearchResult>;

/** Spec §7: q, limit=8. */
export const SearchQuery = z.object({
  q: z.string().trim().max(100, 'Ricerca troppo lunga').default(''),
  limit: z.coerce.number().int().min(1).max(20, 'Al massimo 20 risultati').default(SEARCH_RESULT_LIMIT),
});
