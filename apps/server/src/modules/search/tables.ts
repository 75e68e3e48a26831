import { index, pgTable, text, uuid } from 'drizzle-orm/pg-core';

/**
 * The people search's word list: one row per lexeme of a searchable person's users.search_vector (source 'name')
 * and employees.search_vector (source 'work'), for active non-client accounts only. Kept by statement-level SQL
 * triggers on users and employees (migration 0018), so every write path keeps it, bulk ones included. Search
 * reads it in B-tree order from a prefix and stops after a bounded number of entries, where the GIN indexes
 * built a bitmap of every match of a common word first (10,000 people named Giuseppe: 2.6 ms). No foreign key:
 * the triggers delete a person's rows, and a per-row foreign-key check would slow bulk inserts.
 */
export const personSearchWords = pgTable(
  'person_search_words',
  {
    source: text('source').notNull(),
    word: text('word').notNull(),
    user_id: uuid('user_id').notNull(),
  },
  (t) => [
    // text_pattern_ops: byte order, so a prefix is one contiguous range (~>=~ / ~<~) in any database collation.
    index('person_search_words_lookup_idx').on(t.source, t.word.op('text_pattern_ops'), t.user_id),
    index('person_search_words_user_idx').on(t.user_id),
  ],
);
