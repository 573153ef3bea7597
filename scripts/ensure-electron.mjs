#!/usr/bin/env node
// Electron 42+ no longer downloads its binary in a postinstall step: the `electron` package
// fetches it the first time it is required (node_modules/electron/index.js runs install.js
// when dist/ or path.txt is missing). electron-vite only reads path.txt, so `npm start` and
// `npm run dev` call this script first to trigger that download on a fresh install.
import { createRequire } from 'node:module';

const [major = 0, minor = 0] = process.versions.node.split('.').map(Number);
if (major < 22 || (major === 22 && minor < 12)) {
  console.warn(
    `warning: Electron 45 declares Node >= 22.12; this is Node ${process.versions.node}. ` +
      'Upgrade Node if the download or the launch fails.',
  );
}

try {
  const electronPath = createRequire(import.meta.url)('electron');
  if (process.argv.includes('--print')) console.log(electronPath);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  console.error(
    'Could not fetch the Electron binary. It is downloaded once, on first launch; check the ' +
      'network (or set ELECTRON_MIRROR / electron_config_cache), then run `npm start` again.',
  );
  process.exit(1);
}
