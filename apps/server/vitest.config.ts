import { defineProject } from 'vitest/config';

const serverRoot = import.meta.dirname;

export default defineProject({
  // `@/…` is apps/server/src (tsconfig.json paths).
  resolve: { alias: [{ find: /^@\//, replacement: `${serverRoot}/src/` }] },
  test: {
    name: 'server',
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    globalSetup: ['test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
