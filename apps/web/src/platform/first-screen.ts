/**
 * The server puts the home page's first screen (header and hero) in the HTML it sends for `/`, before the app's
 * root element (apps/server/src/modules/public-site/first-screen.ts). It stays on screen until the app's public
 * layout has rendered, and goes in that same frame (a layout effect), so nothing flashes or moves.
 */
export function removeFirstScreen(): void {
  document.getElementById('first-screen')?.remove();
}
