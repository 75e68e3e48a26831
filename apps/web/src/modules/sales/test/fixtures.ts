import type { Client, ClientListItem, Contact } from '@portale/shared';

// Records as the CRM API answers them, for the sales pages' tests.

export const CLIENT_ID = '6f1d2c3b-4a5e-4f60-8a7b-9c0d1e2f3a4b';
export const OWNER_ID = '2c4e6a8b-1d3f-4a5b-8c7d-9e0f1a2b3c4d';

export const listItem = (overrides: Partial<ClientListItem> = {}): ClientListItem => ({
  id: CLIENT_ID,
  kind: 'company',
  name: 'Mobilificio Brianzolo S.r.l.',
  vat_number: '12345678903',
  tax_code: null,
  city: 'Lissone',
  province: 'MB',
  country: 'IT',
  status: 'cliente',
  owner: { id: OWNER_ID, name: 'Marco Bianchi' },
  tags: ['arredo'],
  primary_contact: { id: 'c-1', name: 'Anna Colombo', role: 'Acquisti', email: 'anna@mobilificio.it', phone: null },
  contacts_count: 2,
  archived_at: null,
  version: 3,
  created_at: '2026-11-20T09:00:00.000Z',
  updated_at: '2026-11-24T09:00:00.000Z',
  ...overrides,
});

export const client = (overrides: Partial<Client> = {}): Client => ({
  ...listItem(),
  first_name: null,
  last_name: null,
  sdi_code: 'M5UXCR1',
  pec: null,
  street: 'Via Carducci 12',
  postal_code: '20851',
  ateco_code: '31.09',
  size: 'piccola',
  notes: '',
  portal_users_count: 0,
  can_edit: true,
  ...overrides,
});

export const contact = (overrides: Partial<Contact> = {}): Contact => ({
  id: 'c-1',
  client_id: CLIENT_ID,
  client_name: 'Mobilificio Brianzolo S.r.l.',
  first_name: 'Anna',
  last_name: 'Colombo',
  name: 'Anna Colombo',
  role: 'Acquisti',
  emails: [{ address: 'anna@mobilificio.it', label: 'lavoro' }],
  phones: [],
  is_primary: true,
  marketing_consent: { given: true, date: '2026-03-02', source: 'evento' },
  notes: '',
  version: 1,
  created_at: '2026-11-20T09:00:00.000Z',
  updated_at: '2026-11-20T09:00:00.000Z',
  ...overrides,
});

export const page = <T>(items: T[]) => ({
  items,
  pagination: { page: 1, per_page: 25, total: items.length, total_pages: 1 },
});
