import type { SeedOptions } from '@/seed/seed';

export const TEST_SEED: SeedOptions = { demo: true, sessionIdleMinutes: 30, sessionAbsoluteHours: 12 };
