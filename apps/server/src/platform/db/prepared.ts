import { createHash } from 'node:crypto';
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Database } from './database';

const dialect = new PgDialect();

/**
 * The rows of a statement run with its generic plan (`Database.queryPrepared`): prepared once per connection under
 * a name taken from its text, so a statement whose text depends only on the code path (not on the values, which
 * stay parameters) is planned once per connection instead of on every call. For big statements whose planning
 * costs more than running them: the access rule of the documents list and search, the global search.
 */
export async function selectPrepared<T>(database: Database, prefix: string, statement: SQL): Promise<T[]> {
  const { sql: text, params } = dialect.sqlToQuery(statement);
  const name = `${prefix}_${createHash('sha256').update(text).digest('hex').slice(0, 24)}`;
  return database.queryPrepared<T>(name, text, params);
}
