import { resolve } from 'node:path';
import { defineConfig } from 'electron-vite';
import type { OutputChunk } from 'rolldown';
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

/**
 * The code of the first table render (the tap on New game's Start) is compiled whole as it
 * loads while New game is open (V8's explicit compile hint, on the thread that streams the
 * script), not function by function during that render: lazy compiling was some 40 ms of the
 * tap. Only the chunks the table needs beyond the first screen's: that one compiles only what
 * it runs.
 */
function compileTableEagerly(): Plugin {
  const HINT = '//# allFunctionsCalledOnLoad\n';
  return {
    name: 'meeple-ledger:compile-table-eagerly',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = new Map<string, OutputChunk>();
      for (const [file, output] of Object.entries(bundle))
        if (output.type === 'chunk') chunks.set(file, output);
      const reach = (from: OutputChunk[]) => {
        const seen = new Set<OutputChunk>();
        const walk = (chunk: OutputChunk | undefined) => {
          if (!chunk || seen.has(chunk)) return;
          seen.add(chunk);
          for (const file of chunk.imports) walk(chunks.get(file));
        };
        for (const chunk of from) walk(chunk);
        return seen;
      };
      const first = reach([...chunks.values()].filter((c) => c.isEntry));
      // The table's screen and the open game's session (App loads both while New game is open).
      const roots = [
        '/src/renderer/src/screens/Table.tsx',
        '/src/renderer/src/state/gameSession.ts',
      ];
      const table = reach(
        [...chunks.values()].filter((c) =>
          c.moduleIds.some((id) => roots.some((root) => id.replaceAll('\\', '/').endsWith(root))),
        ),
      );
      for (const chunk of table) if (!first.has(chunk)) chunk.code = HINT + chunk.code;
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
    plugins: [solid(), devServerCsp(), compileTableEagerly()],
    build: {
      // electron-vite leaves the renderer unminified; the bundle budget (60 KB gzip) needs it.
      // ML_NO_MINIFY=1 builds it readable, for a CPU profile with the code's own names.
      minify: !process.env.ML_NO_MINIFY,
      cssMinify: true,
      rolldownOptions: {
        input: resolve(import.meta.dirname, 'src/renderer/index.html'),
        // Every module the first screen needs in one script: split by which screens share them,
        // they were a dozen requests, six at a time over HTTP/1.1, and the first screen waited
        // for the last (some 60 ms of 260 here). Only modules imported statically from the
        // entry are `$initial`: the screens loaded with import() keep their own chunks.
        output: { codeSplitting: { groups: [{ name: 'first', tags: ['$initial'] }] } },
      },
    },
  },
});
