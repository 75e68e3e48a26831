// Document targets (issue 17), run by `npm run bench` (BENCH_SUITES=documents) or alone with
// `npx tsx --tsconfig bench/tsconfig.json bench/documents.ts`: with 100,000 documents and their extracted text,
// - content search (GET /api/documents/search) answers in ≤ 50 ms p95 on PostgreSQL and ≤ 150 ms on the embedded
//   database;
// - a page of the list (GET /api/documents) in ≤ 30 ms p95.
// Measured as the demo employee, so the access rules (folder grants, the default rule) run in every statement.
// BENCH_DOCS lowers the volume for a quick look. The seed is set-based (INSERT … SELECT generate_series).

import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { sql } from 'drizzle-orm';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/platform/config';
import { type Database, selectRows } from '../apps/server/src/platform/db/database';
import { migrate } from '../apps/server/src/platform/db/migrate';
import { MIGRATIONS_DIR } from '../apps/server/src/platform/db/migrations-dir';
import { seed } from '../apps/server/src/seed/seed';
import { figures, latencies, onBoth, percentile, type Result, report, sessionCookie } from './common';

const DOCUMENTS = Number(process.env.BENCH_DOCS ?? 100_000);
const FOLDERS = 200;
/** Documents inserted per statement: bounded statements keep PGlite's memory flat. */
const BATCH = 10_000;
/** Words of extracted text per document. */
const WORDS = 120;

/** An office's vocabulary: common words match thousands of documents, the rarer ones a few hundred. */
const VOCABULARY = [
  'contratto',
  'fornitura',
  'cliente',
  'fattura',
  'importo',
  'pagamento',
  'scadenza',
  'consegna',
  'ordine',
  'progetto',
  'verbale',
  'riunione',
  'consiglio',
  'amministrazione',
  'bilancio',
  'approvazione',
  'procedura',
  'sicurezza',
  'qualità',
  'certificato',
  'conformità',
  'norma',
  'revisione',
  'responsabile',
  'ufficio',
  'personale',
  'dipendente',
  'ferie',
  'formazione',
  'corso',
  'valutazione',
  'obiettivo',
  'risultato',
  'offerta',
  'preventivo',
  'sconto',
  'listino',
  'magazzino',
  'spedizione',
  'trasporto',
  'garanzia',
  'assistenza',
  'manutenzione',
  'impianto',
  'collaudo',
  'perequazione',
  'rendiconto',
  'delibera',
  'mandato',
  'procura',
  'privacy',
  'trattamento',
  'dati',
  'informativa',
  'consenso',
  'registro',
  'archivio',
  'protocollo',
  'allegato',
  'firma',
];

const TYPES = ['contratto', 'policy', 'procedura', 'certificato', 'verbale', 'fattura', 'cv', 'altro'];

async function fill(database: Database): Promise<void> {
  const started = performance.now();
  const db = database.db;
  const words = `{${VOCABULARY.map((w) => `"${w}"`).join(',')}}`;
  const types = `{${TYPES.join(',')}}`;
  // Folders: one in ten restricted to a department, so the access rule has grants to weigh.
  await db.execute(sql`
    insert into document_folders (name, inherits_access)
    select 'Cartella ' || g, g % 10 <> 0 from generate_series(1, ${FOLDERS}) g`);
  await db.execute(sql`
    insert into document_access_grants (folder_id, principal_type, principal_id, level)
    select f.id, 'department', (select id::text from departments order by name limit 1), 'read'
    from document_folders f where not f.inherits_access`);
  for (let first = 1; first <= DOCUMENTS; first += BATCH) {
    const last = Math.min(DOCUMENTS, first + BATCH - 1);
    await db.execute(sql`
      create temporary table bench_docs as
      with f as (select array_agg(id order by name) as ids from document_folders),
        o as (select array_agg(id order by username) as ids from users
          where username in ('admin', 'manager', 'dipendente'))
      select g, gen_random_uuid() as doc_id, gen_random_uuid() as file_id,
        -- One document in 21 outside any folder.
        case when g % 21 = 0 then null else f.ids[1 + g % ${FOLDERS}] end as folder_id, o.ids[1 + g % 3] as owner_id
      from generate_series(${first}::int, ${last}::int) g, f, o`);
    await db.execute(sql`
      insert into files (id, owner_user_id, purpose, original_name, mime_type, size_bytes, storage_key)
      select file_id, owner_id, 'document', 'documento-' || g || '.pdf', 'application/pdf', 20000 + g % 50000,
        encode(sha256(g::text::bytea), 'hex')
      from bench_docs`);
    await db.execute(sql`
      insert into documents (id, folder_id, title, description, type, owner_id, expires_on, updated_at, created_at)
      select doc_id, folder_id,
        initcap((${words}::text[])[1 + g % ${VOCABULARY.length}]) || ' ' || (${words}::text[])[1 + (g / 7) % ${VOCABULARY.length}] || ' n. ' || g,
        case when g % 4 = 0 then 'Documento di prova ' || g else '' end,
        (${types}::text[])[1 + g % ${TYPES.length}], owner_id,
        case when g % 50 = 0 then current_date + (g % 90) end,
        now() - make_interval(mins => g), now() - make_interval(mins => g)
      from bench_docs`);
    // Each document's text: WORDS words of the vocabulary, in a spread that depends on the document, plus a code
    // found in that document only.
    await db.execute(sql`
      insert into document_versions (document_id, number, file_id, uploaded_by, extraction_state, extracted_text)
      select doc_id, 1, file_id, owner_id, 'done',
        (select string_agg((${words}::text[])[1 + ((g * 31 + k * k * 7 + k * (g % 13)) % ${VOCABULARY.length})], ' ')
          from generate_series(1, ${WORDS}) k) || ' codice' || g
      from bench_docs`);
    await db.execute(sql`drop table bench_docs`);
  }
  // The vector as refreshDocumentSearch writes it (title A, description C, text D; no tags here).
  const vector = (text: string, weight: string) =>
    sql.raw(`setweight(to_tsvector('portale_it', portale_unaccent(lower(${text}))), '${weight}')`);
  for (let first = 0; first < DOCUMENTS; first += BATCH) {
    await db.execute(sql`
      update documents d set search = ${vector('d.title', 'A')} || ${vector('d.description', 'C')}
        || ${vector('v.extracted_text', 'D')}
      from document_versions v
      where v.document_id = d.id and v.number = d.current_version
        and d.id in (select id from documents order by id offset ${first} limit ${BATCH})`);
  }
  await db.execute(sql`analyze`);
  const [{ n }] = await selectRows<{ n: number }>(db, sql`select count(*)::int as n from documents`);
  console.log(`  dati: ${n} documenti con testo estratto in ${Math.round((performance.now() - started) / 1000)} s`);
}

const SEARCHES = [
  'contratto',
  'perequazione',
  'codice4242',
  'verbale consiglio',
  'forn',
  'qualita certificato',
  'privacy trattamento dati',
  'rendiconto',
].map((q) => `/api/documents/search?q=${encodeURIComponent(q)}`);

const LISTS = [
  '/api/documents',
  '/api/documents?page=3',
  '/api/documents?sort=title',
  '/api/documents?type=contratto',
  '/api/documents?expiring=true',
];

async function measure(kind: string, database: Database, searchTarget: number): Promise<Result[]> {
  await migrate(database, MIGRATIONS_DIR);
  await seed(database.db, { demo: true, sessionIdleMinutes: 30, sessionAbsoluteHours: 12 });
  await fill(database);
  const app = await buildApp({ database, config: { ...loadConfig({}), webDistDir: null, filesDir: tmpdir() } });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  try {
    const employee = await sessionCookie(database, 'dipendente');
    await latencies(base, employee, SEARCHES, 1); // warm-up
    const search = await latencies(base, employee, SEARCHES, 5);
    const searchP95 = percentile(search, 95);
    console.log(`  ricerca nel contenuto (${SEARCHES.length} ricerche): ${figures(search)}`);
    await latencies(base, employee, LISTS, 1);
    const list = await latencies(base, employee, LISTS, 8);
    const listP95 = percentile(list, 95);
    console.log(`  pagina dell'elenco (${LISTS.length} varianti): ${figures(list)}`);
    const global = await latencies(base, employee, ['/api/search?q=perequazione', '/api/search?q=codice4242'], 10);
    console.log(`  (ricerca globale con i documenti: ${figures(global)})`);
    return [
      {
        target: `[${kind}] ricerca documenti p95 ≤ ${searchTarget} ms con ${DOCUMENTS} documenti`,
        figure: `${searchP95.toFixed(1)} ms`,
        pass: searchP95 <= searchTarget,
      },
      {
        target: `[${kind}] pagina dell'elenco documenti p95 ≤ 30 ms`,
        figure: `${listP95.toFixed(1)} ms`,
        pass: listP95 <= 30,
      },
    ];
  } finally {
    await app.close();
  }
}

/** BENCH_ONLY=embedded or BENCH_ONLY=server runs one side, as in run.ts. */
export async function documentsBench(only = process.env.BENCH_ONLY): Promise<Result[]> {
  return onBoth('Documenti', (kind, database) => measure(kind, database, kind === 'PGlite' ? 150 : 50), only);
}

// Run alone: `npx tsx --tsconfig bench/tsconfig.json bench/documents.ts`.
if (import.meta.url === `file://${process.argv[1]}`) {
  report(await documentsBench());
}
