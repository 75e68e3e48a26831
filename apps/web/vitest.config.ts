import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

const webRoot = import.meta.dirname;

export default defineProject({
  plugins: [react()],
  resolve: { alias: [{ find: /^@\//, replacement: `${webRoot}/src/` }] },
  test: {
    name: 'web',
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
  },
});
