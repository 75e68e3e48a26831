// The import rules of DESIGN.md §3, checked by `npm run lint` (scripts/boundaries/check.mjs) with dependency-cruiser.
// Paths are relative to the repository root. Imports flow one way: shared → ui → platform → modules → app/routes.

/** @typedef {import('dependency-cruiser').IForbiddenRuleType} Rule */

/** @type {Rule} */
const noCircular = {
  name: 'no-circular',
  severity: 'error',
  comment: 'Nessun ciclo di import, tipi compresi: spezzalo spostando il contratto comune in un livello più basso.',
  from: {},
  to: { circular: true },
};

/** @type {Rule} */
const sharedStandsAlone = {
  name: 'shared-imports-only-shared',
  severity: 'error',
  comment: 'packages/shared è importato da entrambi i lati: non importa nulla delle app.',
  from: { path: '^packages/shared/' },
  to: { path: '^apps/' },
};

/** @type {Rule[]} */
export const webRules = [
  noCircular,
  sharedStandsAlone,
  {
    name: 'ui-imports-only-shared',
    severity: 'error',
    comment: 'ui/ è il design system: non importa nulla del portale tranne @portale/shared (passa il resto come prop).',
    from: { path: '^apps/web/src/ui/' },
    to: { path: '^apps/web/src/', pathNot: '^apps/web/src/ui/' },
  },
  {
    name: 'platform-below-modules',
    severity: 'error',
    comment: 'platform/ sta sotto i moduli: importa solo platform/, ui/ e shared (i contratti dei moduli vivono qui).',
    from: { path: '^apps/web/src/platform/' },
    to: { path: '^apps/web/src/(modules|app|routes)/|^apps/web/src/(routeTree\\.gen|main)\\.tsx?$' },
  },
  {
    name: 'modules-never-import-app',
    severity: 'error',
    comment:
      'Un modulo non importa app/ né le rotte: sono le rotte a comporre i moduli (passano gruppi, widget, regole).',
    from: { path: '^apps/web/src/modules/' },
    to: { path: '^apps/web/src/(app|routes)/|^apps/web/src/(routeTree\\.gen|main)\\.tsx?$' },
  },
  {
    name: 'modules-never-import-each-other',
    severity: 'error',
    comment:
      'I moduli non si importano a vicenda: passa per l’API, un registro di platform/ o la composizione nelle rotte.',
    from: { path: '^apps/web/src/modules/([^/]+)/' },
    to: { path: '^apps/web/src/modules/', pathNot: '^apps/web/src/modules/$1/' },
  },
];

/** @type {Rule[]} */
export const serverRules = [
  noCircular,
  sharedStandsAlone,
  {
    name: 'platform-never-imports-modules',
    severity: 'error',
    comment:
      'platform/ non dipende dai moduli: i moduli contribuiscono ai suoi registri (ricerca, allocazione); la collezione delle tabelle sta accanto ad app.ts.',
    from: { path: '^apps/server/src/platform/' },
    to: { path: '^apps/server/src/', pathNot: '^apps/server/src/platform/' },
  },
  {
    name: 'modules-never-import-each-other',
    severity: 'error',
    comment: 'I moduli non si importano a vicenda: passa per un registro o un servizio di platform/.',
    from: { path: '^apps/server/src/modules/([^/]+)/' },
    to: { path: '^apps/server/src/modules/', pathNot: '^apps/server/src/modules/$1/' },
  },
  {
    name: 'modules-never-import-composition',
    severity: 'error',
    comment: 'Un modulo non importa la composizione del server (app.ts, main.ts, registro dei moduli, seed, script).',
    from: { path: '^apps/server/src/modules/' },
    to: { path: '^apps/server/src/(seed|scripts)/|^apps/server/src/[^/]+\\.ts$' },
  },
];
