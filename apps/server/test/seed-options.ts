import type { SeedOptions } from '@/seed/seed';

/**
 * The server tests' template: the demo logins with the modules' small demo data, without the full Demo S.r.l.,
 * whose 26 people and six months of hours would change the figures the module tests check (the full company has
 * its own test, demo-company.test.ts; the end-to-end server and `npm start` seed it).
 */
export const TEST_SEED: SeedOptions = {
  demo: true,
  demoCompany: false,
  sessionIdleMinutes: 30,
  sessionAbsoluteHours: 12,
};
