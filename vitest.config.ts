import { defineConfig } from 'vitest/config';

// One project per workspace: `vitest run --project server` runs the server integration tests alone.
// `tooling` tests the repository's own checks (the import boundaries of scripts/boundaries).
export default defineConfig({
  test: {
    projects: [
      'packages/shared',
      'apps/server',
      'apps/web',
      { test: { name: 'tooling', environment: 'node', include: ['scripts/**/*.test.mjs'] } },
    ],
  },
});
