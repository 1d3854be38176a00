// Makes sure Debian's Chromium is there for the browser tests (scripts/chromium-path.mjs): installs it and its
// headless shell when running as root, otherwise says in one line what to install.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { CHROMIUM, HEADLESS_SHELL, chromiumPaths } from './chromium-path.mjs';

const { secure } = chromiumPaths();
const missing = !existsSync(secure) || (!process.env.CHROMIUM_PATH && !existsSync(HEADLESS_SHELL));
if (missing) {
  if (process.getuid?.() === 0 && !process.env.CHROMIUM_PATH) {
    console.log('Chromium is missing: installing Debian\'s chromium and chromium-headless-shell packages...');
    execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium chromium-headless-shell fonts-dejavu-core', { stdio: 'inherit' });
  } else if (!existsSync(secure)) {
    console.error(`Browser tests need Chromium at ${secure}: run "sudo apt-get install -y chromium chromium-headless-shell" (or set CHROMIUM_PATH).`);
    process.exit(1);
  } else {
    console.log(`${HEADLESS_SHELL} is missing: every spec runs on ${CHROMIUM} ("apt-get install -y chromium-headless-shell" makes them faster).`);
  }
}
