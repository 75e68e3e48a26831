// The sales benchmark's data (bench/sales.ts), set-based (INSERT … SELECT generate_series), never row by row:
// clients (one in ten a private person) with partita IVA and codice fiscale that pass their check digit, CRM records,
// contacts and tags; proposals over four years in every status on three pipelines, their lines and totals as the
// app writes them, contracts for some accepted ones; the 50-line proposal whose PDF is timed.

import { CONSENT_SOURCES } from '@portale/shared';
import { sql } from 'drizzle-orm';
import { type Db, selectRows } from '../apps/server/src/platform/db/database';
import {
  CITIES,
  CONTACT_ROLES,
  FIRST_NAMES,
  fiftyLines,
  firstNameCode,
  LEGAL_FORMS,
  OFFER_LIST,
  type Offer,
  REFUSALS,
  SECTORS,
  STREETS,
  SURNAMES,
  surnameCode,
  TAGS,
  TERMS,
} from './sales-vocabulary';

/** Proposals inserted per statement: bounded statements keep PGlite's memory flat. */
const BATCH = 10_000;
/** The proposals' issue dates go back this many days. */
const SPAN_DAYS = 4 * 365;

/** A PostgreSQL text[] literal, passed as one parameter. */
const textArray = (values: readonly string[]) => `{${values.map((v) => `"${v.replace(/["\\]/g, '\\$&')}"`).join(',')}}`;
const column = <T>(rows: readonly T[][], index: number) => textArray(rows.map((row) => String(row[index])));

// Values of characters in odd places of a codice fiscale, by the even value (0–9, A–Z → 0–25), DM 23/12/1976.
const CF_ODD = '{1,0,5,7,9,13,15,17,19,21,2,4,18,20,11,3,6,8,12,14,16,10,22,25,24,23}';

export async function fillClients(db: Db, clients: number): Promise<void> {
  const sectors = column(SECTORS, 0);
  const cities = column(CITIES, 0);
  // Indices first, then the words, then the check digits of the partita IVA and of the codice fiscale.
  await db.execute(sql`
    create temporary table bench_clients as
    select y.*,
      y.vat10 || ((10 - (select sum(case when i % 2 = 1 then d when d > 4 then 2 * d - 9 else 2 * d end)
        from (select i, substr(y.vat10, i, 1)::int as d from generate_series(1, 10) i) v) % 10) % 10)::text as vat,
      y.cf15 || chr(65 + ((select sum(case when i % 2 = 1 then (${CF_ODD}::int[])[1 + v] else v end)
        from (select i, case when substr(y.cf15, i, 1) between '0' and '9' then ascii(substr(y.cf15, i, 1)) - 48
          else ascii(substr(y.cf15, i, 1)) - 65 end as v from generate_series(1, 15) i) c) % 26)::int) as cf
    from (
      select x.*, (${sectors}::text[])[x.sector] as sector_name, (${textArray(SURNAMES)}::text[])[x.surname] as last_name,
        (${textArray(FIRST_NAMES)}::text[])[x.first] as first_name, (${cities}::text[])[x.city] as city_name,
        regexp_replace(lower((${sectors}::text[])[x.sector] || (${textArray(SURNAMES)}::text[])[x.surname]), '[^a-z]', '', 'g')
          as slug,
        (${textArray(SURNAMES.map(surnameCode))}::text[])[x.surname] || (${textArray(FIRST_NAMES.map(firstNameCode))}::text[])[x.first]
          || lpad((50 + x.g % 45)::text, 2, '0') || substr('ABCDEHLMPRST', 1 + x.g % 12, 1)
          || lpad((1 + x.g % 28 + case when x.first > 20 then 40 else 0 end)::text, 2, '0')
          || (${column(CITIES, 3)}::text[])[x.city] as cf15
      from (
        select g, gen_random_uuid() as id, g % 10 = 0 as person, 1 + g % ${SECTORS.length} as sector,
          1 + (g / ${SECTORS.length}) % ${SURNAMES.length} as surname,
          1 + (g / ${SECTORS.length * SURNAMES.length}) % ${LEGAL_FORMS.length} as form,
          g / ${SECTORS.length * SURNAMES.length * LEGAL_FORMS.length} as round,
          1 + (g * 7) % ${CITIES.length} as city, 1 + (g * 13) % ${FIRST_NAMES.length} as first,
          lpad((1 + (g * 7919) % 9999998)::text, 7, '0') || lpad((1 + g % 100)::text, 3, '0') as vat10
        from generate_series(1, ${clients}) g) x) y`);
  await db.execute(sql`
    insert into client_companies (id, kind, name, first_name, last_name, vat_number, tax_code, created_at, updated_at)
    select id, case when person then 'person' else 'company' end,
      case when person then first_name || ' ' || last_name
        else sector_name || ' ' || last_name || case when round > 0 then ' ' || city_name else '' end || ' '
          || (${textArray(LEGAL_FORMS)}::text[])[form] end,
      case when person then first_name end, case when person then last_name end,
      case when not person then vat end, case when person then cf when g % 2 = 0 then vat end,
      now() - make_interval(days => 400 + (${clients} - g) * 1800 / ${clients}),
      now() - make_interval(days => (${clients} - g) * 300 / ${clients})
    from bench_clients`);
  await db.execute(sql`
    insert into sales_clients (client_company_id, status, owner_id, sdi_code, pec, street, postal_code, city, province,
      ateco_code, size, notes, archived_at, created_at, updated_at)
    select c.id, (array['cliente', 'cliente', 'prospect', 'cliente', 'lead', 'cliente', 'ex_cliente', 'cliente',
        'prospect', 'cliente'])[1 + (c.g * 3) % 10],
      o.ids[1 + c.g % array_length(o.ids, 1)],
      case when c.person or c.g % 5 = 0 then '0000000' else upper(substr(md5(c.g::text), 1, 7)) end,
      case when not c.person and c.g % 5 = 0 then c.slug || '@legalmail.it'
        when c.person and c.g % 20 = 0 then lower(c.first_name || '.' || c.last_name) || '@pec.it' end,
      (${textArray(STREETS)}::text[])[1 + c.g % ${STREETS.length}] || ' ' || (1 + c.g % 180),
      (${column(CITIES, 2)}::text[])[c.city], c.city_name, (${column(CITIES, 1)}::text[])[c.city],
      case when not c.person then (${column(SECTORS, 1)}::text[])[c.sector] end,
      case when not c.person then (array['micro', 'piccola', 'piccola', 'media', 'media', 'grande'])[1 + c.g % 6] end,
      case when c.g % 25 = 0 then 'Conosciuto a una fiera di settore: richiamare a inizio trimestre.' else '' end,
      case when c.g % 50 = 7 then now() - interval '30 days' end, cc.created_at, cc.updated_at
    from bench_clients c join client_companies cc on cc.id = c.id,
      (select array_agg(id order by username) as ids from users where role in ('admin', 'manager')) o`);
  // One to three contacts per company, the first the primary one; a third gave marketing consent.
  await db.execute(sql`
    insert into sales_contacts (client_company_id, first_name, last_name, role, emails, phones, is_primary,
      marketing_consent, marketing_consent_date, marketing_consent_source)
    select c.id, n.first, n.last, (${textArray(CONTACT_ROLES)}::text[])[1 + (c.g + k) % ${CONTACT_ROLES.length}],
      jsonb_build_array(jsonb_build_object('address',
        lower(left(n.first, 1)) || '.' || regexp_replace(lower(n.last), '[^a-z]', '', 'g') || '@' || c.slug || '.it',
        'label', 'lavoro')),
      jsonb_build_array(jsonb_build_object('number', '+39 ' || (${column(CITIES, 4)}::text[])[c.city] || ' '
        || (100 + (c.g * 7 + k) % 900) || ' ' || lpad(((c.g * 13 + k) % 10000)::text, 4, '0'), 'label', 'ufficio')),
      k = 1, (c.g + k) % 3 = 0, case when (c.g + k) % 3 = 0 then current_date - (c.g % 700) end,
      case when (c.g + k) % 3 = 0 then (${textArray(CONSENT_SOURCES)}::text[])[1 + c.g % ${CONSENT_SOURCES.length}] end
    from bench_clients c cross join lateral generate_series(1, 1 + c.g % 3) k
      cross join lateral (select (${textArray(FIRST_NAMES)}::text[])[1 + (c.g * 3 + k * 7) % ${FIRST_NAMES.length}] as first,
        (${textArray(SURNAMES)}::text[])[1 + (c.g + k * 11) % ${SURNAMES.length}] as last) n
    where not c.person`);
  await db.execute(sql`insert into sales_tags (name) select unnest(${textArray(TAGS)}::text[]) on conflict do nothing`);
  for (const [every, rest, step] of [
    [3, 0, 1],
    [10, 3, 7],
  ] as const) {
    await db.execute(sql`
      insert into sales_client_tags (client_company_id, tag_id)
      select c.id, t.id from bench_clients c
      join sales_tags t on lower(t.name) = lower((${textArray(TAGS)}::text[])[1 + (c.g * ${step}) % ${TAGS.length}])
      where c.g % ${every} = ${rest} on conflict do nothing`);
  }
}

/** A third pipeline beside the default "Vendite" and the demo's "Rinnovi". */
async function addPipeline(db: Db): Promise<void> {
  await db.execute(sql`
    with p as (insert into sales_pipelines (name, position) values ('Bandi e gare', 2) returning id)
    insert into sales_pipeline_stages (pipeline_id, name, position, probability)
    select p.id, s.name, s.position, s.probability from p,
      (values ('Bando individuato', 0, 10), ('Domanda presentata', 1, 40), ('In valutazione', 2, 60))
        as s(name, position, probability)`);
}

const offersJson = (offers: Offer[]) => JSON.stringify(offers);

export async function fillProposals(db: Db, proposals: number, clients: number): Promise<void> {
  await addPipeline(db);
  // Who, where and when: one in ten to fifty large accounts, seven in ten on the default pipeline; open proposals
  // are the last 45 days' (still valid), older ones decided or expired. Yearly numbers follow the demo's.
  await db.execute(sql`
    create temporary table bench_proposals as
    with pipes as (
      select p.id, array_agg(s.id order by s.position) as stages,
        row_number() over (order by p.is_default desc, p.position, p.id) as n
      from sales_pipelines p join sales_pipeline_stages s on s.pipeline_id = p.id
      where p.archived_at is null group by p.id),
    base as (
      select g, current_date - ((${proposals} - g) * ${SPAN_DAYS} / ${proposals}) as issue_date,
        (${proposals} - g) * ${SPAN_DAYS} / ${proposals} as age, abs(hashtext('p' || g)) % 100 as h,
        case when g % 10 = 0 then 2 + ((g / 10) % 50) * 10 else 1 + abs(hashtext('c' || g)) % ${clients} end as client_g,
        case when g % 10 < 7 then 1 when g % 10 < 9 then 2 else 3 end as pipeline_n
      from generate_series(1, ${proposals}) g),
    placed as (
      select b.*, extract(year from b.issue_date)::int as year, c.id as client_id, pl.id as pipeline_id,
        pl.stages[1 + (b.h / 7) % array_length(pl.stages, 1)] as stage_id,
        case when b.age < 45 then (case when b.h < 30 then 'bozza' when b.h < 75 then 'inviata'
            when b.h < 88 then 'accettata' else 'rifiutata' end)
          else (case when b.h < 45 then 'accettata' when b.h < 75 then 'rifiutata' else 'scaduta' end) end as status
      from base b join bench_clients c on c.g = b.client_g
        join pipes pl on pl.n = least(b.pipeline_n, (select max(n) from pipes)))
    select p.*, gen_random_uuid() as id,
      coalesce(s.last, 0) + row_number() over (partition by p.year order by p.g) as seq,
      1000 * row_number() over (partition by p.stage_id order by p.g) as board_rank
    from placed p left join sales_number_sequences s on s.kind = 'proposal' and s.year = p.year`);
  const offers = offersJson(OFFER_LIST);
  for (let first = 1; first <= proposals; first += BATCH) {
    const last = Math.min(proposals, first + BATCH - 1);
    await db.execute(sql`
      insert into sales_proposals (id, year, seq, number, client_company_id, contact_id, title, pipeline_id, stage_id,
        board_rank, status, issue_date, valid_until, lines, taxable_cents, vat_cents, total_cents, terms, notes,
        owner_id, sent_at, sent_by, decided_at, decided_by, decision_channel, decision_name, decision_ip,
        refusal_reason, expired_at, version, created_by, created_at, updated_at)
      select bp.id, bp.year, bp.seq, bp.year || '/' || lpad(bp.seq::text, greatest(4, length(bp.seq::text)), '0'),
        bp.client_id, ct.id,
        (o.offer ->> 'title') || case when bp.g % 3 = 0 then ' ' || bp.year else '' end,
        bp.pipeline_id, bp.stage_id, bp.board_rank, bp.status, bp.issue_date,
        bp.issue_date + case when bp.status = 'scaduta' then 30
          when bp.status in ('bozza', 'inviata') then greatest(30, bp.age + 10 + bp.g % 30)
          else (array[30, 30, 45, 60, 90])[1 + bp.g % 5] end,
        o.offer -> 'lines', (o.offer ->> 'taxable_cents')::bigint, (o.offer ->> 'vat_cents')::bigint,
        (o.offer ->> 'total_cents')::bigint, ${TERMS},
        case when bp.g % 20 = 0 then 'Il cliente chiede di poter pagare in tre rate.' else '' end,
        ow.id, d.sent_at, case when d.sent_at is not null then ow.id end, d.decided_at,
        case when d.channel = 'interno' then ow.id end, d.channel,
        case when d.channel is not null then coalesce(ct.first_name || ' ' || ct.last_name, cc.name) end,
        case when d.channel = 'portale' then '93.44.' || bp.g % 250 || '.' || (bp.g * 7) % 250 end,
        case when bp.status = 'rifiutata' then (${textArray(REFUSALS)}::text[])[1 + bp.g % ${REFUSALS.length}] end,
        d.expired_at, 1 + (bp.status <> 'bozza')::int + (d.decided_at is not null)::int, ow.id, d.created_at,
        coalesce(d.decided_at, d.expired_at, d.sent_at, d.created_at)
      from bench_proposals bp
      join client_companies cc on cc.id = bp.client_id
      left join sales_contacts ct on ct.client_company_id = bp.client_id and ct.is_primary
      cross join lateral (select ${offers}::jsonb -> (bp.g % ${OFFER_LIST.length}) as offer) o
      cross join lateral (select ids[1 + bp.g % array_length(ids, 1)] as id from
        (select array_agg(id order by username) as ids from users where role in ('admin', 'manager')) u) ow
      cross join lateral (select bp.issue_date + time '08:45' as created_at,
        case when bp.status <> 'bozza' then least(bp.issue_date + 1 + time '09:30', now() - interval '2 hours') end
          as sent_at,
        case when bp.status in ('accettata', 'rifiutata')
          then least(bp.issue_date + 2 + bp.h % 20 + time '11:00', now() - interval '1 hour') end as decided_at,
        case when bp.status = 'accettata' and bp.g % 4 = 0 then 'portale'
          when bp.status in ('accettata', 'rifiutata') then 'interno' end as channel,
        case when bp.status = 'scaduta' then bp.issue_date + 31 + time '02:00' end as expired_at) d
      where bp.g between ${first}::int and ${last}::int`);
  }
  await db.execute(sql`
    insert into sales_number_sequences (kind, year, last)
    select 'proposal', year, max(seq) from bench_proposals group by year
    on conflict (kind, year) do update set last = greatest(sales_number_sequences.last, excluded.last)`);
  // One accepted proposal in four became a contract, numbered after the demo's.
  await db.execute(sql`
    insert into sales_contracts (year, seq, number, title, client_company_id, proposal_id, type, status, value_cents,
      signed_on, start_date, end_date, owner_id, created_by, created_at, updated_at)
    select year, seq, 'C-' || year || '/' || lpad(seq::text, greatest(4, length(seq::text)), '0'), title,
      client_company_id, id, (array['a_corpo', 'tempo_materiali', 'a_corpo'])[1 + seq % 3],
      case when start_date + 365 < current_date then 'concluso' else 'attivo' end, taxable_cents,
      start_date - 3, start_date, start_date + 365, owner_id, owner_id, decided_at, decided_at
    from (
      select k.*, coalesce(s.last, 0) + row_number() over (partition by k.year order by k.decided_at, k.id) as seq
      from (select p.id, p.title, p.client_company_id, p.taxable_cents, p.owner_id, p.decided_at,
          p.decided_at::date + 7 as start_date, extract(year from p.decided_at)::int as year
        from sales_proposals p join bench_proposals bp on bp.id = p.id
        where p.status = 'accettata' and bp.g % 4 = 1) k
      left join sales_number_sequences s on s.kind = 'contract' and s.year = k.year) numbered`);
  await db.execute(sql`
    insert into sales_number_sequences (kind, year, last)
    select 'contract', year, max(seq) from sales_contracts group by year
    on conflict (kind, year) do update set last = greatest(sales_number_sequences.last, excluded.last)`);
}

/** The proposal whose PDF is timed: 50 lines, sent, to a large account; its id. */
export async function addFiftyLineProposal(db: Db): Promise<string> {
  const offer = fiftyLines();
  const [row] = await selectRows<{ id: string }>(
    db,
    sql`
    with n as (
      insert into sales_number_sequences (kind, year, last) values ('proposal', extract(year from current_date), 1)
      on conflict (kind, year) do update set last = sales_number_sequences.last + 1 returning year, last)
    insert into sales_proposals (year, seq, number, client_company_id, contact_id, title, pipeline_id, stage_id,
      board_rank, status, issue_date, valid_until, lines, taxable_cents, vat_cents, total_cents, terms, owner_id,
      sent_at, version, created_by)
    select n.year, n.last, n.year || '/' || lpad(n.last::text, greatest(4, length(n.last::text)), '0'), c.id, ct.id,
      ${offer.title}, s.pipeline_id, s.id, 0, 'inviata', current_date - 2, current_date + 60, ${JSON.stringify(offer.lines)}::jsonb,
      ${offer.taxable_cents}, ${offer.vat_cents}, ${offer.total_cents}, ${TERMS}, u.id, now() - interval '1 day', 2, u.id
    from n, bench_clients c
      left join sales_contacts ct on ct.client_company_id = c.id and ct.is_primary,
      sales_pipeline_stages s join sales_pipelines p on p.id = s.pipeline_id and p.is_default,
      users u
    where c.g = 2 and s.position = 1 and u.username = 'manager'
    returning id::text as id`,
  );
  return row!.id;
}
