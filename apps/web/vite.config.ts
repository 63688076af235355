import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { gzipAsync } from '@gfx/zopfli';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

/** Where the dev server and preview proxy API calls (the Potok server). */
const API = process.env.POTOK_API_URL ?? 'http://localhost:8080';

/** Files worth compressing: text formats (images and fonts here are compressed already). */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|webmanifest|txt|xml|map)$/;
/** Below this size (bytes) a compressed copy saves less than a packet: not written. */
const MIN_COMPRESS_BYTES = 1024;
/**
 * Above this size (bytes) the gzip copy is zlib's level 9 instead of Zopfli's: Zopfli takes about
 * a second per 300 KB, and the files this large (the password dictionary) are on no first screen.
 */
const MAX_ZOPFLI_BYTES = 400 * 1024;

/**
 * Writes `<file>.br` (brotli, quality 11) and `<file>.gz` (gzip by Zopfli: the smallest gzip
 * there is, 3–9 % below zlib's level 9, read by every gzip decoder; zlib's level 9 above
 * MAX_ZOPFLI_BYTES) beside every
 * compressible file of the build of at least MIN_COMPRESS_BYTES, once the bundle is written.
 * The server sends them as they are (@fastify/static `preCompressed`, apps/server/src/app.ts),
 * so a browser gets the smallest encoding it accepts at no compression cost per request.
 * A copy that does not come out smaller than the file is not kept.
 */
function precompress(): Plugin {
  const brotli = promisify(brotliCompress);
  const zlibGzip = promisify(gzip);
  let outDir = 'dist';
  return {
    name: 'potok-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const entries = await readdir(outDir, { recursive: true, withFileTypes: true });
      await Promise.all(
        entries
          .filter((e) => e.isFile() && COMPRESSIBLE.test(e.name) && !e.parentPath.includes('.vite'))
          .map(async (e) => {
            const file = path.join(e.parentPath, e.name);
            const body = await readFile(file);
            if (body.length < MIN_COMPRESS_BYTES) return;
            const [br, gzipped] = await Promise.all([
              brotli(body, {
                params: {
                  [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                  [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
                },
              }),
              body.length <= MAX_ZOPFLI_BYTES
                ? gzipAsync(body, { numiterations: 5 })
                : zlibGzip(body, { level: 9 }),
            ]);
            if (br.length < body.length) await writeFile(`${file}.br`, br);
            if (gzipped.length < body.length) await writeFile(`${file}.gz`, gzipped);
          }),
      );
    },
  };
}

/**
 * React's API on Preact: the app and its libraries import `react`, `react-dom`,
 * `react-dom/client` and the JSX runtime; the build resolves them to preact/compat (Preact 11,
 * React 19's API), ≈ 50 KiB less JavaScript on the first screen than React DOM (docs/decisions.md
 * "The first screen in brotli and gzip: React's API on Preact"). Exact names only: react-router,
 * react-i18next and the rest stay themselves.
 */
const REACT_ON_PREACT = [
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-runtime' },
];

/**
 * Vite config of the web app: React's API on Preact (`REACT_ON_PREACT`; the React plugin compiles
 * the JSX), CSS Modules (built in), dev proxy of the API, avatars and media to the server, build
 * into apps/web/dist (served by the server in production) with a brotli and a gzip copy of each
 * text file (`precompress`).
 */
export default defineConfig({
  plugins: [react(), precompress()],
  css: { modules: { localsConvention: 'camelCaseOnly' } },
  resolve: { alias: REACT_ON_PREACT },
  server: {
    port: 5173,
    proxy: {
      '/v1': { target: API, changeOrigin: false },
      '/avatar': { target: API, changeOrigin: false },
      '/media': { target: API, changeOrigin: false },
    },
  },
  preview: {
    proxy: {
      '/v1': { target: API, changeOrigin: false },
      '/avatar': { target: API, changeOrigin: false },
      '/media': { target: API, changeOrigin: false },
    },
  },
  worker: { format: 'es' },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // dist/.vite/manifest.json: which files each entry and lazy module loads, read by
    // scripts/check-size.mjs (a dot folder: the server never serves it).
    manifest: true,
    target: 'es2022',
    // Every browser of an es2022 target has <link rel="modulepreload">: no polyfill script.
    modulePreload: { polyfill: false },
    sourcemap: false,
    rollupOptions: {
      output: {
        // What the entry loads statically goes into two chunks — libraries (`vendor`, stable
        // across our deploys) and our code (`initial`) — instead of a dozen small common chunks
        // that Rolldown re-cut whenever a lazy screen shared a different subset of them (the
        // help screen split `session` off `client`): fewer chunk wrappers, ≈ 8 KiB less
        // JavaScript on /feed. Lazy screens keep their own chunks.
        codeSplitting: {
          groups: [
            { name: 'vendor', test: /[\\/]node_modules[\\/]/, tags: ['$initial'], priority: 1 },
            // TanStack Query's mutations too: every screen that writes loads them, the feed's
            // first screen among them; two more small chunks otherwise.
            { name: 'vendor', test: /[\\/]node_modules[\\/]@tanstack[\\/]/, priority: 1 },
            { name: 'initial', tags: ['$initial'] },
            // The entry cards with what they bring (text tokenizer, dates, media, reactions, the
            // options menu's button, copy link): one chunk the feed loads after its first paint.
            // Lazy screens that use only a part of it (the feed lists: menu button, copy link;
            // the feed form: the tag rules of the tokenizer) would otherwise cut it into several
            // chunks that compress worse (+1.2 KiB on /feed).
            {
              name: 'entry-card',
              test: /[\\/](?:node_modules[\\/]linkify|packages[\\/]common[\\/]src[\\/]text[\\/]|apps[\\/]web[\\/]src[\\/](?:api[\\/]queries[\\/]users|components[\\/](?:actions[\\/]useActionModals|useLazyPopup|OptionsMenu|useCopyLink|EntryCard|EntryMedia|media[\\/]placeholder|RichText|CollapsibleText|ReactionBar|useNow|RelativeDate|useEntryActions))\.)/,
            },
          ],
        },
      },
      treeshake: {
        // packages/common is pure (schemas, constants, text helpers): what the web app does not
        // use — TypeBox schemas above all — stays out of the bundle.
        moduleSideEffects: (id) => !id.includes('/packages/common/'),
      },
    },
  },
});
