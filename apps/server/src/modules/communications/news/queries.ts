import {
  NEWS_MESSAGES,
  type NewsAudience,
  type NewsCategory,
  type NewsItem,
  type NewsList,
  type NewsListItem,
  type NewsListQuery,
  type NewsStatus,
  paginationOf,
} from '@portale/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { Actor } from '@/platform/auth/actor';
import { type Db, selectRows } from '@/platform/db/database';
import { found } from '@/platform/http/errors';
import { canPublishNews, inAudience, readable } from './audience';

export type NewsRow = {
  id: string;
  title: string;
  summary: string;
  body_html: string;
  category: NewsCategory;
  audience: NewsAudience;
  status: NewsStatus;
  pinned: boolean;
  mandatory: boolean;
  publish_at: Date | string | null;
  published_at: Date | string | null;
  author_id: string | null;
  author_name: string | null;
  confirmed_at: Date | string | null;
  version: number;
  updated_at: Date | string;
};

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

/** The columns of a news row, with the author and the actor's own confirmation. */
const columns = (actor: Actor) => sql`n.id::text as id, n.title, n.summary, n.body_html, n.category, n.audience,
  n.status, n.pinned, n.mandatory, n.publish_at, n.published_at, n.author_id::text as author_id,
  trim(a.first_name || ' ' || a.last_name) as author_name,
  (select c.confirmed_at from news_confirmations c where c.news_id = n.id and c.user_id = ${actor.userId})
    as confirmed_at,
  n.version, n.updated_at`;
const from = sql`from news_items n left join users a on a.id = n.author_id`;

export function toListItem(row: NewsRow): NewsListItem {
  return {
    id: row.id,
    title: row.title,
    summary: row.summary,
    category: row.category,
    status: row.status,
    pinned: row.pinned,
    mandatory: row.mandatory,
    author: row.author_id && row.author_name ? { id: row.author_id, name: row.author_name } : null,
    publish_at: iso(row.publish_at),
    published_at: iso(row.published_at),
    confirmed_at: row.mandatory ? iso(row.confirmed_at) : null,
    updated_at: iso(row.updated_at)!,
  };
}

export function toNewsItem(actor: Actor, row: NewsRow): NewsItem {
  return {
    ...toListItem(row),
    body_html: row.body_html,
    audience: row.audience,
    version: row.version,
    can_edit: canPublishNews(actor),
  };
}

/** A news item the actor may read, else 404 (the same answer whether it exists or not). */
export async function newsRow(db: Db, actor: Actor, id: string): Promise<NewsRow> {
  const [row] = await selectRows<NewsRow>(
    db,
    sql`select ${columns(actor)} ${from} where n.id = ${id} and ${readable(actor)}`,
  );
  return found(row, NEWS_MESSAGES.notFound);
}

export async function getNews(db: Db, actor: Actor, id: string): Promise<NewsItem> {
  return toNewsItem(actor, await newsRow(db, actor, id));
}

/**
 * The news the actor reads, pinned first, then the latest published. `bozze` (publishers): the drafts and the
 * scheduled ones, next to go out first; `da_confermare`: the announcements the actor still has to confirm.
 */
export async function listNews(db: Db, actor: Actor, query: NewsListQuery): Promise<NewsList> {
  const conditions: SQL[] = [readable(actor)];
  let order = sql`n.pinned desc, n.published_at desc, n.id`;
  if (query.filter === 'bozze') {
    conditions.push(sql`n.status <> 'pubblicata'`);
    order = sql`n.publish_at nulls last, n.updated_at desc, n.id`;
  } else {
    conditions.push(sql`n.status = 'pubblicata'`);
  }
  if (query.filter === 'da_confermare') {
    conditions.push(sql`n.mandatory and ${inAudience(actor)}
      and not exists (select 1 from news_confirmations c where c.news_id = n.id and c.user_id = ${actor.userId})`);
  }
  if (query.category) conditions.push(sql`n.category = ${query.category}`);
  if (query.q) {
    conditions.push(sql`n.search_vector @@ websearch_to_tsquery('portale_it', portale_unaccent(lower(${query.q})))`);
  }
  const where = sql.join(conditions, sql` and `);
  const [{ total }] = (await selectRows<{ total: number }>(
    db,
    sql`select count(*)::int as total from news_items n where ${where}`,
  )) as [{ total: number }];
  const rows = await selectRows<NewsRow>(
    db,
    sql`select ${columns(actor)} ${from} where ${where} order by ${order}
      limit ${query.per_page} offset ${(query.page - 1) * query.per_page}`,
  );
  return { items: rows.map(toListItem), pagination: paginationOf(query.page, query.per_page, total) };
}
