import {
  NEWS_MESSAGES,
  NEWS_REMIND_INTERVAL_MINUTES,
  type NewsAudience,
  type NewsConfirmations,
  type NewsInput,
  type NewsItem,
  type NewsStatus,
  type NewsUpdate,
} from '@portale/shared';
import { eq, sql } from 'drizzle-orm';
import { audited } from '@/platform/audit/audited';
import type { Actor, ActorOrSystem } from '@/platform/auth/actor';
import { type Db, selectRows } from '@/platform/db/database';
import { badRequest, conflict, notFound } from '@/platform/http/errors';
import { notify } from '@/platform/notifications/notify';
import { richTextToPlain, sanitizeRichText } from '@/platform/rich-text/sanitize-html';
import { audienceMembers, inAudience, unknownDepartments } from './audience';
import { getNews, type NewsRow, newsRow, toNewsItem } from './queries';
import { newsConfirmations, newsItems } from './tables';

// The writes of news (docs/communications.md): each with its audit row in one transaction, and the audience's
// notification sent inside it, so it goes out only if the publication commits.

const newsLink = (id: string) => `/app/communications/news/${id}`;

/** The status an input's `publish` asks for. */
const statusOf = (publish: NewsInput['publish']): NewsStatus =>
  publish === 'now' ? 'pubblicata' : publish === 'schedule' ? 'programmata' : 'bozza';

/** The stored form of an input: the body sanitised, its text for the search, the status from `publish`. */
async function stored(db: Db, input: NewsInput, published: boolean) {
  if (input.audience.kind === 'departments') {
    const unknown = await unknownDepartments(db, input.audience.department_ids);
    if (unknown.length > 0)
      throw badRequest(NEWS_MESSAGES.departmentUnknown, { audience: [NEWS_MESSAGES.departmentUnknown] });
  }
  const body = sanitizeRichText(input.body_html);
  const text = richTextToPlain(body);
  if (text === '' && !body.includes('<img'))
    throw badRequest(NEWS_MESSAGES.bodyRequired, { body_html: [NEWS_MESSAGES.bodyRequired] });
  if (input.publish === 'schedule' && published)
    throw conflict(NEWS_MESSAGES.alreadyPublished, { publish: [NEWS_MESSAGES.alreadyPublished] });
  if (input.publish === 'schedule' && new Date(input.publish_at!).getTime() <= Date.now())
    throw badRequest(NEWS_MESSAGES.publishAtPast, { publish_at: [NEWS_MESSAGES.publishAtPast] });
  const audience: NewsAudience =
    input.audience.kind === 'departments'
      ? {
          kind: 'departments',
          department_ids: [...new Set(input.audience.department_ids.map((id) => id.toLowerCase()))],
        }
      : input.audience.kind === 'roles'
        ? { kind: 'roles', roles: [...new Set(input.audience.roles)] }
        : { kind: 'all' };
  return {
    title: input.title,
    summary: input.summary,
    body_html: body,
    body_text: text,
    category: input.category,
    audience,
    pinned: input.pinned,
    mandatory: input.mandatory,
    publish_at: input.publish === 'schedule' ? new Date(input.publish_at!) : null,
  };
}

/** Tells the audience (but the author) that an item is out: an announcement asks for the confirmation. */
async function announce(
  tx: Db,
  id: string,
  values: { title: string; audience: NewsAudience; mandatory: boolean },
  authorId: string | null,
) {
  const members = await audienceMembers(tx, values.audience);
  await notify(
    tx,
    members.map((member) => member.id).filter((userId) => userId !== authorId),
    {
      type: 'news',
      title: values.mandatory ? `Avviso da leggere: ${values.title}` : `Nuova notizia: ${values.title}`,
      message: values.mandatory ? 'Leggi l’avviso e conferma di averlo letto.' : '',
      link: newsLink(id),
    },
  );
}

export async function createNews(db: Db, actor: Actor, input: NewsInput): Promise<NewsItem> {
  const values = await stored(db, input, false);
  const status = statusOf(input.publish);
  const id = await audited(
    db,
    actor,
    async (tx) => {
      const [row] = await tx
        .insert(newsItems)
        .values({
          ...values,
          status,
          published_at: status === 'pubblicata' ? sql`now()` : null,
          author_id: actor.userId,
        })
        .returning({ id: newsItems.id });
      if (status === 'pubblicata') await announce(tx, row!.id, values, actor.userId);
      return row!.id;
    },
    (newId) => ({
      action: status === 'pubblicata' ? 'news.published' : 'news.created',
      targetType: 'news',
      targetId: newId,
      details: { title: values.title, status, audience: values.audience.kind },
    }),
  );
  return getNews(db, actor, id);
}

/**
 * Saves an edit of the version shown (409 with the current one otherwise). `now` publishes a draft or a scheduled
 * item (and notifies), `draft` takes a published one back, `schedule` moves a draft's or a scheduled item's time.
 */
export async function updateNews(db: Db, actor: Actor, id: string, input: NewsUpdate): Promise<NewsItem> {
  await audited(
    db,
    actor,
    async (tx) => {
      const [locked] = await selectRows<{ id: string }>(tx, sql`select id from news_items where id = ${id} for update`);
      if (!locked) throw notFound(NEWS_MESSAGES.notFound);
      const before = await newsRow(tx, actor, id);
      if (before.version !== input.version)
        throw conflict(
          'La notizia è stata modificata da qualcun altro: ricarica per vedere la versione attuale',
          undefined,
          {
            current: toNewsItem(actor, before),
          },
        );
      const wasPublished = before.status === 'pubblicata';
      const values = await stored(tx, input, wasPublished);
      const status = statusOf(input.publish);
      const publishing = status === 'pubblicata' && !wasPublished;
      await tx
        .update(newsItems)
        .set({
          ...values,
          status,
          published_at: status === 'pubblicata' ? (wasPublished ? sql`published_at` : sql`now()`) : null,
          version: sql`${newsItems.version} + 1`,
          updated_at: sql`now()`,
        })
        .where(eq(newsItems.id, id));
      if (publishing) await announce(tx, id, values, actor.userId);
      return { before, status, publishing, title: values.title };
    },
    ({ before, status, publishing, title }) => ({
      action: publishing
        ? 'news.published'
        : before.status === 'pubblicata' && status !== 'pubblicata'
          ? 'news.unpublished'
          : 'news.updated',
      targetType: 'news',
      targetId: id,
      details: { title, from: before.status, to: status },
    }),
  );
  return getNews(db, actor, id);
}

export async function deleteNews(db: Db, actor: Actor, id: string): Promise<void> {
  const row = await newsRow(db, actor, id);
  await audited(db, actor, (tx) => tx.delete(newsItems).where(eq(newsItems.id, id)), {
    action: 'news.deleted',
    targetType: 'news',
    targetId: id,
    details: { title: row.title, status: row.status },
  });
}

/** The reader confirms having read a mandatory announcement of their audience (again: nothing changes). */
export async function confirmNews(db: Db, actor: Actor, id: string): Promise<NewsItem> {
  const row = await newsRow(db, actor, id);
  if (row.status !== 'pubblicata') throw conflict(NEWS_MESSAGES.notPublished);
  if (!row.mandatory) throw conflict(NEWS_MESSAGES.notMandatory);
  // A publisher reads every item, but confirms only those of their own audience.
  const [mine] = await selectRows<{ id: string }>(
    db,
    sql`select n.id from news_items n where n.id = ${id} and ${inAudience(actor)}`,
  );
  if (!mine) throw notFound(NEWS_MESSAGES.notFound);
  await db.insert(newsConfirmations).values({ news_id: id, user_id: actor.userId }).onConflictDoNothing();
  return getNews(db, actor, id);
}

/** Who in the audience of an announcement confirmed, and who has not yet (publishers). */
export async function newsConfirmationsOf(db: Db, actor: Actor, id: string): Promise<NewsConfirmations> {
  return confirmationsOf(db, await newsRow(db, actor, id));
}

async function confirmationsOf(db: Db, row: NewsRow): Promise<NewsConfirmations> {
  const { id } = row;
  if (!row.mandatory) throw conflict(NEWS_MESSAGES.notMandatory);
  const [members, confirmations, [meta]] = await Promise.all([
    audienceMembers(db, row.audience),
    selectRows<{ user_id: string; confirmed_at: Date | string }>(
      db,
      sql`select user_id::text as user_id, confirmed_at from news_confirmations where news_id = ${id}`,
    ),
    selectRows<{ last_reminded_at: Date | string | null }>(
      db,
      sql`select last_reminded_at from news_items where id = ${id}`,
    ),
  ]);
  const when = new Map(confirmations.map((c) => [c.user_id, new Date(c.confirmed_at).toISOString()]));
  return {
    total: members.length,
    confirmed: members
      .filter((m) => when.has(m.id))
      .map((m) => ({ ...m, confirmed_at: when.get(m.id)! }))
      .sort((a, b) => b.confirmed_at.localeCompare(a.confirmed_at)),
    pending: members.filter((m) => !when.has(m.id)),
    last_reminded_at: meta?.last_reminded_at ? new Date(meta.last_reminded_at).toISOString() : null,
  };
}

/** Reminds those who have not confirmed an announcement, at most once an hour. */
export async function remindNews(db: Db, actor: Actor, id: string): Promise<number> {
  const row = await newsRow(db, actor, id);
  if (row.status !== 'pubblicata') throw conflict(NEWS_MESSAGES.notPublished);
  const { pending } = await confirmationsOf(db, row);
  if (pending.length === 0) throw conflict(NEWS_MESSAGES.nobodyToRemind);
  return audited(
    db,
    actor,
    async (tx) => {
      const claimed = await selectRows<{ id: string }>(
        tx,
        sql`update news_items set last_reminded_at = now() where id = ${id}
          and (last_reminded_at is null
            or last_reminded_at < now() - make_interval(mins => ${NEWS_REMIND_INTERVAL_MINUTES}))
          returning id::text as id`,
      );
      if (claimed.length === 0) throw conflict(NEWS_MESSAGES.remindTooSoon);
      await notify(
        tx,
        pending.map((member) => member.id),
        {
          type: 'news',
          title: `Promemoria: conferma la lettura di «${row.title}»`,
          message: 'Leggi l’avviso e conferma di averlo letto.',
          link: newsLink(id),
        },
      );
      return pending.length;
    },
    (count) => ({ action: 'news.reminded', targetType: 'news', targetId: id, details: { title: row.title, count } }),
  );
}

/** The scheduler's run: the scheduled items whose time has come go out, each with its notification. */
export async function publishDueNews(db: Db, actor: ActorOrSystem = 'system'): Promise<number> {
  const due = await selectRows<{ id: string }>(
    db,
    sql`select id::text as id from news_items where status = 'programmata' and publish_at <= now()
      order by publish_at limit 50`,
  );
  let published = 0;
  for (const { id } of due) {
    const done = await audited(
      db,
      actor,
      async (tx) => {
        const [row] = await selectRows<{
          title: string;
          audience: NewsAudience;
          mandatory: boolean;
          author_id: string | null;
        }>(
          tx,
          sql`update news_items set status = 'pubblicata', published_at = publish_at, updated_at = now(),
              version = version + 1
            where id = ${id} and status = 'programmata' and publish_at <= now()
            returning title, audience, mandatory, author_id::text as author_id`,
        );
        if (!row) return null;
        await announce(tx, id, row, row.author_id);
        return row.title;
      },
      (title) =>
        title === null
          ? null
          : { action: 'news.published', targetType: 'news', targetId: id, details: { title, scheduled: true } },
    );
    if (done !== null) published += 1;
  }
  return published;
}
