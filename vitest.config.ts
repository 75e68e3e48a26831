import { defineConfig } from 'vitest/config';

// One project per workspace: `vitest run --project server` runs the server integration tests alone.
export default defineConfig({
  test: {
    projects: ['packages/shared', 'apps/server', 'apps/web'],
  },
});
