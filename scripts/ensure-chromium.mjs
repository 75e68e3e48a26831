// Browser tests drive Debian's Chromium; install it when missing (never download a browser build).
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const path = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(path)) {
  if (process.getuid?.() !== 0) {
    console.error(`Chromium non trovato in ${path}: installalo con "sudo apt-get install -y chromium".`);
    process.exit(1);
  }
  console.log('Installo Chromium da Debian…');
  execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium', {
    stdio: 'inherit',
  });
}
