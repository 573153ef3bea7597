/** Injected at build time by electron.vite.config.ts (and vitest.config.ts) from package.json. */
declare const __APP_VERSION__: string;
