// Writes apps/web/src/routeTree.gen.ts from the route files, as the router's Vite plugin does on `vite build` and
// `vite dev`, without a build: after a merge that touched route files, `node scripts/routes/generate.mjs`.
import { fileURLToPath } from 'node:url';
import { Generator, getConfig } from '@tanstack/router-generator';

const webRoot = fileURLToPath(new URL('../../apps/web', import.meta.url));
const config = getConfig({
  target: 'react',
  routesDirectory: `${webRoot}/src/routes`,
  generatedRouteTree: `${webRoot}/src/routeTree.gen.ts`,
  autoCodeSplitting: true,
});
await new Generator({ config, root: webRoot }).run();
