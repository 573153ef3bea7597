// Builds the component gallery (src/renderer/gallery.html) into .scratch/gallery/ for visual checks.
// A standalone build, so the gallery never ships inside the app. Run: node test/renderer/components/buildGallery.mjs
// (JavaScript, not TypeScript: the web tsconfig covers test/renderer and has no Node types.)
import { resolve } from 'node:path';
import { build } from 'vite';
import solid from 'vite-plugin-solid';

const repo = resolve(import.meta.dirname, '../../..');
export const galleryDir = resolve(repo, '.scratch/gallery');

export async function buildGallery() {
  await build({
    configFile: false,
    root: resolve(repo, 'src/renderer'),
    base: './',
    logLevel: 'warn',
    plugins: [solid()],
    build: {
      outDir: galleryDir,
      emptyOutDir: true,
      reportCompressedSize: true,
      rolldownOptions: { input: resolve(repo, 'src/renderer/gallery.html') },
    },
  });
  return galleryDir;
}

if (process.argv[1] === import.meta.filename) {
  const dir = await buildGallery();
  console.log(`gallery built in ${dir}`);
}
