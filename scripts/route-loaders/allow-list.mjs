// Route files that may render data-reading components without a `loader` (scripts/route-loaders/check.mjs), each
// with its reason. Paths are relative to apps/web/src/routes.
export const ALLOWED_WITHOUT_LOADER = {
  'app/route.tsx':
    'the layout of the logged-in area: its shell reads data only when the user acts in it (the global search ' +
    'asks as the user types); each page below it has its own loader',
};
