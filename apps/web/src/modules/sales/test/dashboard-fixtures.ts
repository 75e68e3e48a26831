import type { CrmDashboard } from '@portale/shared';
import { CLIENT_ID } from './fixtures';

// The CRM dashboard as the API answers it, for the dashboard's and the home cards' tests.

const months = (from: number) =>
  Array.from({ length: 12 }, (_, i) => {
    const date = new Date(Date.UTC(2026, from + i, 1));
    return date.toISOString().slice(0, 7);
  });

/** With money (view_all_invoices); `withoutMoney` strips every amount as the server does. */
export function crmDashboard(overrides: Partial<CrmDashboard> = {}): CrmDashboard {
  const back = months(-11);
  const ahead = months(0);
  return {
    today: '2026-11-24',
    can_see_money: true,
    pipelines: [
      {
        id: 'p-1',
        name: 'Vendite',
        is_default: true,
        open_count: 3,
        value_cents: 1_250_000,
        weighted_cents: 620_000,
        stages: [
          {
            id: 's-1',
            name: 'Da preparare',
            probability: 10,
            open_count: 1,
            value_cents: 200_000,
            weighted_cents: 20_000,
          },
          {
            id: 's-2',
            name: 'Offerta inviata',
            probability: 40,
            open_count: 1,
            value_cents: 300_000,
            weighted_cents: 120_000,
          },
          {
            id: 's-3',
            name: 'In trattativa',
            probability: 70,
            open_count: 1,
            value_cents: 750_000,
            weighted_cents: 480_000,
          },
        ],
      },
    ],
    win_rate: {
      from: '2025-12-01',
      accepted: 4,
      refused: 3,
      expired: 1,
      decided: 8,
      rate: 0.5,
      accepted_cents: 2_000_000,
    },
    revenue: {
      from: '2025-12-01',
      months: back.map((month, i) => ({
        month,
        invoiced_count: i === 10 ? 2 : 0,
        approved_count: i === 11 ? 1 : 0,
        invoiced_cents: i === 10 ? 1_800_000 : 0,
        approved_cents: i === 11 ? 450_000 : 0,
      })),
      forecast: ahead.map((month, i) => ({ month, count: i === 1 ? 1 : 0, amount_cents: i === 1 ? 900_000 : 0 })),
      overdue: { count: 1, amount_cents: 300_000 },
    },
    top_clients: [
      { id: CLIENT_ID, name: 'Mobilificio Brianzolo S.r.l.', pre_invoices: 2, revenue_cents: 1_800_000 },
      { id: 'c-2', name: 'Arredi Ferrari S.r.l.', pre_invoices: 1, revenue_cents: 450_000 },
    ],
    expiring_contracts: {
      total: 1,
      within_days: 60,
      items: [
        {
          id: 'k-1',
          number: 'C-2026/0003',
          title: 'Assistenza gestionale',
          client: { id: CLIENT_ID, name: 'Mobilificio Brianzolo S.r.l.' },
          type: 'canone',
          status: 'attivo',
          end_date: '2027-01-31',
          auto_renew: true,
          notice_by: '2026-12-15',
          reason: 'disdetta',
          due_on: '2026-12-15',
          days_left: 21,
          value_cents: 120_000,
        },
      ],
    },
    follow_up: {
      total: 2,
      within_days: 14,
      items: [
        {
          id: 'o-1',
          number: '2026/0041',
          title: 'Nuovo e-commerce',
          client: { id: 'c-2', name: 'Arredi Ferrari S.r.l.' },
          owner: { id: 'u-1', name: 'Marco Bianchi' },
          sent_at: '2026-11-20T09:00:00.000Z',
          valid_until: '2026-11-29',
          reason: 'in_scadenza',
          days_left: 5,
          total_cents: 1_464_000,
        },
        {
          id: 'o-2',
          number: '2026/0038',
          title: 'Licenze gestionale',
          client: { id: CLIENT_ID, name: 'Mobilificio Brianzolo S.r.l.' },
          owner: null,
          sent_at: '2026-10-30T09:00:00.000Z',
          valid_until: '2026-12-30',
          reason: 'senza_risposta',
          days_left: 36,
          total_cents: 366_000,
        },
      ],
    },
    ...overrides,
  };
}

/** Every `*_cents` field removed, at any depth, and `can_see_money` false. */
export function withoutMoney(data: CrmDashboard): CrmDashboard {
  const strip = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(strip);
    if (value && typeof value === 'object')
      return Object.fromEntries(
        Object.entries(value)
          .filter(([key]) => !key.endsWith('_cents'))
          .map(([key, inner]) => [key, strip(inner)]),
      );
    return value;
  };
  return { ...(strip(data) as CrmDashboard), can_see_money: false };
}
