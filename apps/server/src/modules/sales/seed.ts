import { ClientCreate, type ClientFormInput, ContactCreate, type ContactFormInput, todayInRome } from '@portale/shared';
import { eq, sql } from 'drizzle-orm';
import { users } from '@/platform/auth/tables';
import type { Db } from '@/platform/db/database';
import { clientCompanies } from '@/platform/org/client-companies';
import { insertClient } from './clients/service';
import { setClientTags } from './clients/tags';
import { seedDemoDeals } from './demo/seed-deals';
import { DEMO_PROJECT_CLIENTS } from './seed-project-clients';
import { salesClients, salesContacts } from './tables';

// Demo CRM data (docs/sales.md): Italian clients with valid check digits. The small demo (the server tests'
// template) enriches only Arredi Ferrari S.r.l., the client company of the demo `cliente`; the full Demo S.r.l.
// adds a dozen more clients in every status. The projects' demo seeds run first and make their clients' companies
// (same partita IVA as here): this seed completes those with their CRM record instead of adding homonyms.

type DemoContact = ContactFormInput;

const ARREDI_FERRARI_CONTACTS: DemoContact[] = [
  {
    first_name: 'Silvia',
    last_name: 'Ferrari',
    role: 'Amministratrice delegata',
    emails: [{ address: 'silvia.ferrari@arredi-ferrari.it', label: 'Lavoro' }],
    phones: [{ number: '+39 059 224 1180', label: 'Ufficio' }],
    is_primary: true,
    marketing_consent: { given: true, date: '2025-03-14', source: 'contratto' },
  },
  {
    first_name: 'Marco',
    last_name: 'Benedetti',
    role: 'Responsabile acquisti',
    emails: [{ address: 'acquisti@arredi-ferrari.it', label: 'Ufficio acquisti' }],
    phones: [{ number: '+39 335 612 9087', label: 'Cellulare' }],
    marketing_consent: { given: false },
  },
];

interface DemoClient {
  client: ClientFormInput;
  contacts: DemoContact[];
}

const contact = (first: string, last: string, role: string, email: string, phone: string, consent = false) =>
  ({
    first_name: first,
    last_name: last,
    role,
    emails: [{ address: email, label: 'Lavoro' }],
    phones: [{ number: phone, label: 'Ufficio' }],
    is_primary: true,
    marketing_consent: consent ? { given: true, date: '2025-10-02', source: 'evento' } : { given: false },
  }) satisfies DemoContact;

const DEMO_CLIENTS: DemoClient[] = [
  {
    client: {
      name: 'Meccanica Lombarda S.p.A.',
      vat_number: '02187340159',
      sdi_code: 'M5UXCR1',
      street: 'Via dell’Industria 12',
      postal_code: '20099',
      city: 'Sesto San Giovanni',
      province: 'MI',
      ateco_code: '28.41.00',
      size: 'media',
      status: 'cliente',
      tags: ['Manifattura', 'Strategico'],
    },
    contacts: [contact('Luca', 'Colombo', 'Direttore IT', 'l.colombo@meccanicalombarda.it', '+39 02 2485 7710', true)],
  },
  {
    client: {
      name: 'Studio Legale Conti & Associati',
      vat_number: '07612940358',
      pec: 'studiolegaleconti@pec.it',
      sdi_code: '0000000',
      street: 'Corso Vittorio Emanuele II 48',
      postal_code: '10123',
      city: 'Torino',
      province: 'TO',
      ateco_code: '69.10.10',
      size: 'piccola',
      status: 'cliente',
      tags: ['Servizi professionali'],
    },
    contacts: [contact('Francesca', 'Conti', 'Socia fondatrice', 'f.conti@studioconti.it', '+39 011 561 2290')],
  },
  {
    client: {
      name: 'Cantina Colli Euganei Soc. Coop.',
      vat_number: '01298340488',
      sdi_code: 'KRRH6B9',
      street: 'Via Monte Venda 3',
      postal_code: '35030',
      city: 'Vo’',
      province: 'PD',
      ateco_code: '11.02.10',
      size: 'piccola',
      status: 'prospect',
      tags: ['Agroalimentare'],
    },
    contacts: [
      contact('Stefano', 'Zanella', 'Responsabile commerciale', 'stefano@colli-euganei.it', '+39 049 994 0112'),
    ],
  },
  {
    client: {
      name: 'Logistica Adriatica S.r.l.',
      vat_number: '09274610014',
      sdi_code: 'SUBM70N',
      street: 'Interporto Sud, Lotto 7',
      postal_code: '60131',
      city: 'Ancona',
      province: 'AN',
      ateco_code: '52.29.22',
      size: 'media',
      status: 'lead',
      tags: ['Logistica'],
    },
    contacts: [
      contact('Paola', 'Marchetti', 'Operations manager', 'p.marchetti@logadriatica.it', '+39 071 280 4455', true),
    ],
  },
  {
    client: {
      name: 'Farmacia San Lorenzo di Russo Antonio & C. S.n.c.',
      vat_number: '04881230157',
      pec: 'farmaciasanlorenzo@legalmail.it',
      sdi_code: '0000000',
      street: 'Piazza San Lorenzo 5',
      postal_code: '80138',
      city: 'Napoli',
      province: 'NA',
      ateco_code: '47.73.10',
      size: 'micro',
      status: 'cliente',
      tags: ['Sanità'],
    },
    contacts: [contact('Antonio', 'Russo', 'Titolare', 'info@farmaciasanlorenzo.it', '+39 081 440 1923')],
  },
  {
    client: {
      name: 'Hotel Belvedere Garda S.r.l.',
      vat_number: '03587120969',
      sdi_code: 'T04ZHR3',
      street: 'Lungolago Zanardelli 21',
      postal_code: '25087',
      city: 'Salò',
      province: 'BS',
      ateco_code: '55.10.00',
      size: 'piccola',
      status: 'ex_cliente',
      tags: ['Turismo'],
      notes: 'Contratto di manutenzione non rinnovato nel 2025: riprendere i contatti in primavera.',
    },
    contacts: [contact('Chiara', 'Bonomi', 'Direttrice', 'direzione@belvederegarda.it', '+39 0365 290 118')],
  },
  {
    client: {
      name: 'Ceramiche Sassolesi S.p.A.',
      vat_number: '01634290371',
      sdi_code: 'USAL8PV',
      street: 'Via Radici in Piano 410',
      postal_code: '41049',
      city: 'Sassuolo',
      province: 'MO',
      ateco_code: '23.31.00',
      size: 'grande',
      status: 'prospect',
      tags: ['Manifattura', 'Export'],
    },
    contacts: [contact('Roberto', 'Gualdi', 'CFO', 'r.gualdi@ceramichesassolesi.it', '+39 0536 811 400', true)],
  },
  {
    client: {
      name: 'Möbelhaus Huber GmbH',
      vat_number: 'DE811907980',
      sdi_code: 'XXXXXXX',
      street: 'Leopoldstraße 144',
      postal_code: '80804',
      city: 'München',
      province: 'EE',
      country: 'DE',
      size: 'media',
      status: 'lead',
      tags: ['Export'],
    },
    contacts: [contact('Andreas', 'Huber', 'Einkaufsleiter', 'a.huber@moebelhaus-huber.de', '+49 89 3090 5512')],
  },
  {
    client: {
      kind: 'person',
      first_name: 'Laura',
      last_name: 'Bianchi',
      tax_code: 'BNCLRA82M52F205F',
      sdi_code: '0000000',
      pec: 'laura.bianchi@pec.it',
      street: 'Via Paolo Sarpi 30',
      postal_code: '20154',
      city: 'Milano',
      province: 'MI',
      status: 'cliente',
      tags: ['Privato'],
    },
    contacts: [],
  },
  {
    client: {
      kind: 'person',
      first_name: 'Giuseppe',
      last_name: 'Verdi',
      tax_code: 'VRDGPP71C12L219V',
      street: 'Via Nizza 88',
      postal_code: '10126',
      city: 'Torino',
      province: 'TO',
      status: 'lead',
    },
    contacts: [],
  },
  {
    client: {
      name: 'Edilizia Romana Costruzioni S.r.l.',
      vat_number: '05123980152',
      sdi_code: 'W7YVJK9',
      street: 'Via Tiburtina 1020',
      postal_code: '00156',
      city: 'Roma',
      province: 'RM',
      ateco_code: '41.20.00',
      size: 'media',
      status: 'cliente',
      tags: ['Edilizia'],
    },
    contacts: [contact('Valerio', 'Santoro', 'Direttore tecnico', 'v.santoro@ediliziaromana.it', '+39 06 4120 9981')],
  },
  {
    client: {
      // Close to "Edilizia Romana Costruzioni S.r.l.": the duplicates card has something to show in the demo.
      name: 'Edilizia Romana Costruzioni',
      sdi_code: 'W7YVJK9',
      city: 'Roma',
      province: 'RM',
      status: 'lead',
      notes: 'Inserito da una fiera: probabilmente è lo stesso cliente già in anagrafica.',
    },
    contacts: [],
  },
  ...DEMO_PROJECT_CLIENTS,
];

async function addContacts(db: Db, clientId: string, contacts: DemoContact[]): Promise<void> {
  for (const raw of contacts) {
    const { marketing_consent, ...fields } = ContactCreate.parse(raw);
    await db.insert(salesContacts).values({
      ...fields,
      client_company_id: clientId,
      marketing_consent: marketing_consent.given,
      marketing_consent_date: marketing_consent.date,
      marketing_consent_source: marketing_consent.source,
    });
  }
}

export async function seedDemoSales(db: Db, options: { full: boolean; today?: string }): Promise<void> {
  const [manager] = await db.select({ id: users.id }).from(users).where(eq(users.username, 'manager'));
  const ownerId = manager?.id ?? null;
  // The demo `cliente`'s company already exists (demo-organisation.ts): it becomes a full CRM client.
  const [arredi] = await db
    .select({ id: clientCompanies.id })
    .from(clientCompanies)
    .where(eq(clientCompanies.name, 'Arredi Ferrari S.r.l.'));
  if (arredi) {
    await db.update(clientCompanies).set({ tax_code: '03456789019' }).where(eq(clientCompanies.id, arredi.id));
    const crm = {
      status: 'cliente' as const,
      owner_id: ownerId,
      sdi_code: 'T9K4ZHO',
      pec: 'amministrazione@pec.arredi-ferrari.it',
      street: 'Via Emilia Est 1420',
      postal_code: '41126',
      city: 'Modena',
      province: 'MO',
      country: 'IT',
      ateco_code: '31.09.10',
      size: 'piccola' as const,
      notes: 'Cliente dal 2023: gestionale e sito e-commerce. Referente amministrativa: Silvia Ferrari.',
    };
    await db
      .insert(salesClients)
      .values({ client_company_id: arredi.id, ...crm })
      .onConflictDoUpdate({ target: salesClients.client_company_id, set: crm });
    await setClientTags(db, arredi.id, ['Arredamento', 'Strategico']);
    await addContacts(db, arredi.id, ARREDI_FERRARI_CONTACTS);
  }
  if (options.full) {
    for (const demo of DEMO_CLIENTS) {
      const id = await completeOrInsertClient(db, ClientCreate.parse({ owner_id: ownerId, ...demo.client }));
      await addContacts(db, id, demo.contacts);
    }
  }
  // Any other company the demo seeds made (a project's client) is a client of the CRM too.
  await db.execute(
    sql`insert into sales_clients (client_company_id, status, owner_id)
      select id, 'cliente', ${ownerId}::uuid from client_companies on conflict do nothing`,
  );
  if (!options.full) return;
  // Proposals, contracts and pre-invoices only in the full demo: the modules' tests count their own.
  await seedDemoDeals(db, options.today ?? todayInRome());
}

/** The company a projects' seed made with this partita IVA gets its CRM record and tags; otherwise a new client. */
async function completeOrInsertClient(db: Db, input: ClientCreate): Promise<string> {
  const [made] = input.vat_number
    ? await db
        .select({ id: clientCompanies.id })
        .from(clientCompanies)
        .where(eq(clientCompanies.vat_number, input.vat_number))
    : [];
  if (!made) return insertClient(db, input);
  const { status, owner_id, sdi_code, pec, street, postal_code, city, province, country, ateco_code, size, notes } =
    input;
  const crm = {
    status,
    owner_id,
    sdi_code,
    pec,
    street,
    postal_code,
    city,
    province,
    country,
    ateco_code,
    size,
    notes,
  };
  await db
    .insert(salesClients)
    .values({ client_company_id: made.id, ...crm })
    .onConflictDoUpdate({ target: salesClients.client_company_id, set: crm });
  await setClientTags(db, made.id, input.tags);
  return made.id;
}
