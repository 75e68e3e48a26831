// The flags every headless Chromium of ours starts with (Playwright's browser tests and Lighthouse): no sandbox as
// root, and no background connections, which this machine's closed network refuses (DESIGN.md §8).
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
