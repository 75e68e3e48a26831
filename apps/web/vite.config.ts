import tailwindcss from '@tailwindcss/vite';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { precompress } from './precompress-plugin';

const webRoot = import.meta.dirname;
const zodItalian = `${webRoot}/src/platform/zod-italian.ts`;

/**
 * Every `import … from 'zod'` (the app's and @portale/shared's) gets zod already set to Italian, so no entry module
 * has to load zod just to configure it: the public site loads no zod at all (docs/benchmarks.md, "Public site").
 */
function zodInItalian(): Plugin {
  return {
    name: 'zod-italian',
    enforce: 'pre',
    resolveId(source, importer) {
      // No side effects as far as tree-shaking goes: a module that imports zod but uses none of it on a page (a
      // shared module's helper the page does not call) does not bring zod in; one that uses it gets the config too.
      if (source === 'zod' && importer !== zodItalian) return { id: zodItalian, moduleSideEffects: false };
      return null;
    },
  };
}

/** The chunks of the build being written, by file name, for `modulePreload.resolveDependencies` below. */
const chunksByFile = new Map<string, { isEntry: boolean; moduleIds: string[] }>();

/** Records the bundle's chunks before Vite writes each dynamic import's preload list. */
function recordChunks(): Plugin {
  return {
    name: 'record-chunks',
    generateBundle: {
      order: 'pre',
      handler(_options, bundle) {
        chunksByFile.clear();
        for (const output of Object.values(bundle)) {
          if (output.type === 'chunk') {
            chunksByFile.set(output.fileName, { isEntry: output.isEntry, moduleIds: output.moduleIds });
          }
        }
      },
    },
  };
}

const loggedInRoute = /[\\/]src[\\/]routes[\\/]app[\\/]/;
/** The app's layout and the dashboard, where a login lands: their chunks keep their lists. */
const landingRoute = /[\\/]src[\\/]routes[\\/]app[\\/](route|dashboard)\.tsx/;

/**
 * What a dynamic import of the entry chunk preloads alongside the chunk it imports. The entry lists, for each lazy
 * chunk, every chunk it imports, and every visitor of the public site downloads those lists (5 kB gzip, most of them
 * for the ~70 logged-in pages). A logged-in page's chunk is imported without the list: the browser finds its imports
 * as it reads it (one round trip more, usually hidden by the router's preloading on hover). The app's layout and
 * the dashboard keep theirs, so a login reaches its landing page as fast as before.
 */
function preloadedDependencies(chunk: string, deps: string[], { hostId }: { hostId: string }): string[] {
  if (!chunksByFile.get(hostId)?.isEntry) return deps;
  const modules = chunksByFile.get(chunk)?.moduleIds ?? [];
  if (modules.some((id) => loggedInRoute.test(id)) && !modules.some((id) => landingRoute.test(id))) return [];
  return deps;
}

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
      // Loaders go with their page: what a loader imports (API calls, schemas, module registries) stays out of the
      // entry chunk, which every visitor of the public site downloads.
      codeSplittingOptions: { defaultBehavior: [['loader', 'component'], ['errorComponent'], ['notFoundComponent']] },
    }),
    react(),
    tailwindcss(),
    zodInItalian(),
    precompress(),
    recordChunks(),
  ],
  // `@/…` is apps/web/src (tsconfig.json paths); a regex, so `@portale/…` and `@tanstack/…` are left alone.
  resolve: {
    alias: [
      { find: /^@\//, replacement: `${webRoot}/src/` },
      // TanStack Store and zustand import the shim of useSyncExternalStore for React 17 and older; React 19 has it,
      // and the shim's code (0.3 kB gzip in every page's entry chunk) would never run.
      {
        find: /^use-sync-external-store\/shim\/with-selector(\.js)?$/,
        replacement: 'use-sync-external-store/with-selector.js',
      },
    ],
  },
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
    modulePreload: { resolveDependencies: preloadedDependencies },
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Everything the entry imports statically goes into the entry chunk. Left alone, Rolldown makes a chunk of
          // each piece the entry shares with a lazy chunk (React, the router's parts, the API client: 17 files),
          // which every page downloads anyway, and 17 files compress 6.5 kB worse than one (docs/benchmarks.md,
          // "Public site").
          groups: [{ name: 'index', tags: ['$initial'] }],
        },
      },
    },
  },
});
