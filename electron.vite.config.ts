import { resolve } from 'node:path';
import { defineConfig } from 'electron-vite';
import type { Plugin } from 'vite';
import solid from 'vite-plugin-solid';

/**
 * The CSP in src/renderer/index.html is the production one. The Vite dev server injects
 * CSS through <style> tags and talks HMR over a WebSocket, so only while serving we relax
 * style-src and connect-src; the built app keeps the strict policy.
 */
function devServerCsp(): Plugin {
  return {
    name: 'meeple-ledger:dev-server-csp',
    apply: 'serve',
    transformIndexHtml(html) {
      return html
        .replace("style-src 'self'", "style-src 'self' 'unsafe-inline'")
        .replace("connect-src 'self'", "connect-src 'self' ws://localhost:* ws://127.0.0.1:*");
    },
  };
}

export default defineConfig({
  main: {
    build: {
      // Main is one bundle (only electron and Node's own modules stay outside), so the
      // installer carries no node_modules: package.json has no runtime dependencies.
      externalizeDeps: false,
      lib: { entry: resolve(import.meta.dirname, 'src/main/index.ts') },
    },
  },
  preload: {
    build: {
      // Sandboxed preloads cannot load ES modules or node_modules: emit one CommonJS bundle.
      externalizeDeps: false,
      lib: { entry: resolve(import.meta.dirname, 'src/preload/index.ts') },
      rolldownOptions: {
        output: { format: 'cjs', entryFileNames: '[name].cjs' },
      },
    },
  },
  renderer: {
    root: resolve(import.meta.dirname, 'src/renderer'),
    plugins: [solid(), devServerCsp()],
    build: {
      // electron-vite leaves the renderer unminified; the bundle budget (60 KB gzip) needs it.
      minify: true,
      cssMinify: true,
      rolldownOptions: {
        input: resolve(import.meta.dirname, 'src/renderer/index.html'),
      },
    },
  },
});
