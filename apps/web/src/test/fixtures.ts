import {
  type AuthSession,
  DEFAULT_ROLE_PERMISSIONS,
  DEMO_PASSWORD,
  defaultPublicNavigation,
  type PublicConfig,
  type User,
} from '@portale/shared';

export function makeUser(overrides: Partial<User> = {}): User {
  return {
    id: '0b6f3f4e-8a55-4c7e-9d0e-3c1f2a9b7d11',
    first_name: 'Giulia',
    last_name: 'Rossi',
    username: 'dipendente',
    name: 'Giulia Rossi',
    email: 'dipendente@demo.portale.it',
    role: 'employee',
    avatar_url: null,
    status: 'active',
    last_login_at: null,
    ...overrides,
  };
}

export function makeSession(overrides: Partial<User> = {}): AuthSession {
  const user = makeUser(overrides);
  return { user, permissions: [...DEFAULT_ROLE_PERMISSIONS[user.role]], csrf_token: 'csrf-token-123' };
}

export function makeConfig(overrides: Partial<PublicConfig> = {}): PublicConfig {
  return {
    company: {
      name: 'Demo S.r.l.',
      tagline: 'Soluzioni digitali per le imprese',
      description: 'Una società di consulenza informatica.',
      logo_primary_url: null,
      logo_transparent_url: null,
      email: 'info@demo.portale.it',
      phone: '',
      address: '',
      vat_number: '',
      pec: '',
      sdi_code: '',
      rea: '',
      share_capital: { amount_cents: null, fully_paid: false },
    },
    public_site: {
      mode: 'full',
      features: { careers_section: { enabled: true } },
      ...defaultPublicNavigation(),
    },
    content: {
      hero: { title: '', subtitle: '', cta_label: '', cta_page: 'contact' },
      about: { intro: 'Chi siamo, in breve.', mission: 'La nostra missione.', sections: [], values: [] },
      services: [{ title: 'Consulenza', description: 'Analisi dei processi.' }],
      products: [],
      team: [],
      legal: { privacy: '', cookie_policy: '', accessibility: '' },
    },
    registration_enabled: true,
    auto_error_submission: false,
    demo: {
      enabled: true,
      password: DEMO_PASSWORD,
      logins: [
        { role: 'admin', username: 'admin', email: 'admin@demo.portale.it' },
        { role: 'employee', username: 'dipendente', email: 'dipendente@demo.portale.it' },
      ],
    },
    version: '1.0.0',
    ...overrides,
  };
}
