import type { ClientFormInput, ContactFormInput } from '@portale/shared';

// The clients of the full Demo S.r.l.'s projects (seed/demo-company makes their companies first, with these partite
// IVA, and the sales seed completes them with their CRM record). Arredi Ferrari, the client of the small demo's
// projects, and Cantina Colli Euganei are in seed.ts.

const primary = (first: string, last: string, role: string, email: string, phone: string) =>
  ({
    first_name: first,
    last_name: last,
    role,
    emails: [{ address: email, label: 'Lavoro' }],
    phones: [{ number: phone, label: 'Ufficio' }],
    is_primary: true,
    marketing_consent: { given: false },
  }) satisfies ContactFormInput;

export const DEMO_PROJECT_CLIENTS: { client: ClientFormInput; contacts: ContactFormInput[] }[] = [
  {
    client: {
      name: 'Officine Meccaniche Brambilla S.p.A.',
      vat_number: '03412850160',
      sdi_code: 'J6URRTW',
      street: 'Via Borgo Palazzo 212',
      postal_code: '24125',
      city: 'Bergamo',
      province: 'BG',
      ateco_code: '28.99.20',
      size: 'media',
      status: 'cliente',
      tags: ['Manifattura', 'Strategico'],
    },
    contacts: [
      primary('Giorgio', 'Brambilla', 'Direttore generale', 'g.brambilla@officinebrambilla.it', '+39 035 421 8800'),
    ],
  },
  {
    client: {
      name: 'Ligure Mutua Assicurazioni',
      vat_number: '02187640103',
      sdi_code: 'N92GLON',
      street: 'Via XX Settembre 41',
      postal_code: '16121',
      city: 'Genova',
      province: 'GE',
      ateco_code: '65.12.00',
      size: 'grande',
      status: 'cliente',
      tags: ['Assicurazioni'],
    },
    contacts: [primary('Marta', 'Parodi', 'Responsabile digitale', 'm.parodi@liguremutua.it', '+39 010 553 7621')],
  },
  {
    client: {
      name: 'Trasporti Adriatici S.r.l.',
      vat_number: '01672390687',
      sdi_code: 'BA6ET11',
      street: 'Via Tiburtina Valeria 398',
      postal_code: '65129',
      city: 'Pescara',
      province: 'PE',
      ateco_code: '49.41.00',
      size: 'media',
      status: 'cliente',
      tags: ['Logistica'],
    },
    contacts: [
      primary('Davide', 'Di Nardo', 'Responsabile flotta', 'flotta@trasportiadriatici.it', '+39 085 431 2290'),
    ],
  },
  {
    client: {
      name: 'Poliambulatorio Sanitas S.r.l.',
      vat_number: '05873120488',
      sdi_code: 'X2PH38J',
      street: 'Viale dei Mille 90',
      postal_code: '50131',
      city: 'Firenze',
      province: 'FI',
      ateco_code: '86.22.09',
      size: 'piccola',
      status: 'cliente',
      tags: ['Sanità'],
    },
    contacts: [
      primary('Irene', 'Bartolini', 'Direttrice sanitaria', 'direzione@poliambulatoriosanitas.it', '+39 055 678 4410'),
    ],
  },
];
