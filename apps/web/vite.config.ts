import tailwindcss from '@tailwindcss/vite';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './precompress-plugin';

const webRoot = import.meta.dirname;
const apiTarget = 'http://127.0.0.1:3000';

export default defineConfig({
  root: webRoot,
  // The router plugin must run before the React plugin so it can split route files first.
  plugins: [
    tanstackRouter({
      target: 'react',
      routesDirectory: `${webRoot}/src/routes`,
      generatedRouteTree: `${webRoot}/src/routeTree.gen.ts`,
      autoCodeSplitting: true,
    }),
    react(),
    tailwindcss(),
    precompress(),
  ],
  // `@/…` is apps/web/src (tsconfig.json paths); a regex, so `@portale/…` and `@tanstack/…` are left alone.
  resolve: { alias: [{ find: /^@\//, replacement: `${webRoot}/src/` }] },
  server: {
    port: 5173,
    strictPort: true,
    proxy: {
      '/api': { target: apiTarget, changeOrigin: false },
      '/search': { target: apiTarget, changeOrigin: false },
    },
  },
  preview: { port: 5173 },
  build: {
    outDir: `${webRoot}/dist`,
    emptyOutDir: true,
    // Maps for decoding reported stack traces, without advertising them to every browser.
    sourcemap: 'hidden',
  },
});
