import type { NewsAudience, NewsCategory, NewsStatus } from '@portale/shared';
import { inArray, sql } from 'drizzle-orm';
import { users } from '@/platform/auth/tables';
import type { Db } from '@/platform/db/database';
import { departments } from '@/platform/org/tables';
import { richTextToPlain, sanitizeRichText } from '@/platform/rich-text/sanitize-html';
import { newsConfirmations, newsItems } from './tables';

const DAY = 24 * 60 * 60 * 1000;

type Seed = {
  title: string;
  summary: string;
  body: string;
  category: NewsCategory;
  author: 'admin' | 'manager';
  status: NewsStatus;
  /** Days from now: published then (past) or scheduled for then (future). */
  days: number | null;
  pinned?: boolean;
  mandatory?: boolean;
  department?: string;
  confirmedBy?: ('admin' | 'manager')[];
};

const NEWS: Seed[] = [
  {
    title: 'Benvenuti nel nuovo portale aziendale',
    summary: 'Ore, ferie, documenti e comunicazioni in un solo posto.',
    body: `<p>Da oggi <strong>Demo S.r.l.</strong> lavora su un unico portale: qui si segnano le ore, si chiedono ferie e
      permessi, si trovano i documenti e si leggono le notizie dell'azienda.</p>
      <h2>Da dove cominciare</h2><ul><li>Completa il tuo profilo</li><li>Compila il foglio ore della settimana</li>
      <li>Dai un'occhiata ai documenti del tuo reparto</li></ul>
      <p>Per domande scrivete a <a href="mailto:it@demo.portale.it">it@demo.portale.it</a>.</p>`,
    category: 'azienda',
    author: 'admin',
    status: 'pubblicata',
    days: -3,
    pinned: true,
  },
  {
    title: 'Aggiornamento del piano di emergenza ed evacuazione',
    summary: 'Nuovi punti di raccolta e nuovi addetti antincendio: leggete e confermate.',
    body: `<p>Il piano di emergenza della sede di Milano è stato aggiornato dopo i lavori al piano terra.</p>
      <h2>Cosa cambia</h2><ol><li>Il punto di raccolta è ora nel parcheggio di via Roma.</li>
      <li>Gli addetti antincendio del primo piano sono Marco Bianchi e Alessandra Rossi.</li>
      <li>La prova di evacuazione è fissata per il mese prossimo.</li></ol>
      <p>Vi chiediamo di confermare la lettura di questo avviso.</p>`,
    category: 'sicurezza',
    author: 'admin',
    status: 'pubblicata',
    days: -1,
    mandatory: true,
    confirmedBy: ['admin', 'manager'],
  },
  {
    title: 'Nuovo processo di revisione del codice',
    summary: 'Dal prossimo sprint ogni modifica passa da due revisori.',
    body: `<p>Per il team Delivery: dal prossimo sprint ogni richiesta di modifica ha bisogno di <em>due</em>
      approvazioni prima dell'unione. La checklist è nei documenti del reparto.</p>`,
    category: 'strumenti',
    author: 'manager',
    status: 'pubblicata',
    days: -6,
    department: 'Delivery',
  },
  {
    title: 'Cena di Natale',
    summary: 'Una serata tutti insieme per chiudere l’anno.',
    body: `<p>Quest'anno la cena di Natale sarà alla trattoria da Gino. Le iscrizioni si aprono con questo avviso.</p>`,
    category: 'eventi',
    author: 'admin',
    status: 'programmata',
    days: 7,
  },
  {
    title: 'Risultati del trimestre',
    summary: 'Bozza da completare con i numeri definitivi.',
    body: '<p>Il trimestre si chiude con ricavi in crescita; mancano i numeri definitivi.</p>',
    category: 'azienda',
    author: 'manager',
    status: 'bozza',
    days: null,
  },
];

/** Demo S.r.l.'s news (demo mode, empty database only; no notifications). */
export async function seedDemoNews(db: Db): Promise<void> {
  const people = await db
    .select({ id: users.id, username: users.username })
    .from(users)
    .where(inArray(users.username, ['admin', 'manager']));
  const who = (username: string) => people.find((p) => p.username === username)?.id;
  const teams = await db.select({ id: departments.id, name: departments.name }).from(departments);
  if (!who('admin') || !who('manager')) return;
  for (const seed of NEWS) {
    const department = seed.department ? teams.find((team) => team.name === seed.department)?.id : undefined;
    if (seed.department && !department) continue;
    const audience: NewsAudience = department ? { kind: 'departments', department_ids: [department] } : { kind: 'all' };
    const when = seed.days === null ? null : new Date(Date.now() + seed.days * DAY);
    const body = sanitizeRichText(seed.body.replace(/\n\s+/g, ' '));
    const [row] = await db
      .insert(newsItems)
      .values({
        title: seed.title,
        summary: seed.summary,
        body_html: body,
        body_text: richTextToPlain(body),
        category: seed.category,
        audience,
        status: seed.status,
        pinned: seed.pinned ?? false,
        mandatory: seed.mandatory ?? false,
        publish_at: when,
        published_at: seed.status === 'pubblicata' ? when : null,
        author_id: who(seed.author),
        created_at: when ?? sql`now()`,
        updated_at: when ?? sql`now()`,
      })
      .returning({ id: newsItems.id });
    for (const confirmer of seed.confirmedBy ?? []) {
      await db
        .insert(newsConfirmations)
        .values({ news_id: row!.id, user_id: who(confirmer)!, confirmed_at: new Date() });
    }
  }
}
