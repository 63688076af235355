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
 * Writes `dist/.vite/module-chunks.json` beside Vite's manifest: for every module of the app (its
 * source path relative to apps/web, as the manifest spells keys), the manifest key of the chunk
 * that holds it (`_<name>-<hash>.js` for a shared chunk). A lazy module the chunk groups below put
 * into a shared chunk — the feed's `EntryList` in `entry-card` — has no manifest entry of its own;
 * the server's preloads and the size check find its chunk here (`manifestKey` in packages/common).
 * Keys follow Vite's manifest: an entry's or a dynamic entry's facade module, otherwise `_` and
 * the chunk's file name.
 */
function moduleChunks(): Plugin {
  let root = '';
  return {
    name: 'potok-module-chunks',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    generateBundle(_options, bundle) {
      const chunkOf: Record<string, string> = {};
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk') continue;
        const key = chunk.facadeModuleId
          ? path.relative(root, chunk.facadeModuleId).split(path.sep).join('/')
          : `_${path.basename(chunk.fileName)}`;
        for (const id of chunk.moduleIds) {
          const source = path.relative(root, id.split('?')[0]!).split(path.sep).join('/');
          if (id.includes('\0') || source.startsWith('..') || source.includes('node_modules'))
            continue;
          chunkOf[source] = key;
        }
      }
      this.emitFile({
        type: 'asset',
        fileName: '.vite/module-chunks.json',
        source: `${JSON.stringify(chunkOf, null, 1)}\n`,
      });
    },
  };
}

/**
 * Vite config of the web app: React 19 with React DOM (the React plugin compiles the JSX and gives
 * the dev server fast refresh; docs/decisions/react-dom-runtime.md), CSS Modules (built in), dev proxy of the API, avatars and media to the server, build
 * into apps/web/dist (served by the server in production) with a brotli and a gzip copy of each
 * text file (`precompress`) and the chunk of each module (`moduleChunks`).
 */
export default defineConfig({
  plugins: [react(), precompress(), moduleChunks()],
  css: { modules: { localsConvention: 'camelCaseOnly' } },
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
            { name: 'initial', tags: ['$initial'] },
            // The entry cards with what they bring (text tokenizer, dates, media, reactions, the
            // options menu's button, copy link, entry actions, TanStack Query's mutations) and
            // the paged list: one chunk, which the feed loads before its first paint.
            // The parts only the other reading screens share (screen header, Atom link, user
            // cards, subscribe button, comments and their actions, the comment form's
            // suggestions and attach button): the chunk `reading`, which an entry's and a
            // profile's page preload beside it (docs/decisions/react-dom-runtime.md). Cut into
            // more parts, an entry's or a profile's page asked for ≈ 20 files before its first
            // paint, and a phone on a slow network waits a round trip for every six of them
            // (docs/decisions/fewer-first-paint-files.md); lazy screens
            // that use only a part of them would also cut them into chunks that compress worse.
            {
              name: 'entry-card',
              test: /[\\/](?:node_modules[\\/](?:linkify|@tanstack[\\/])|packages[\\/]common[\\/]src[\\/]text[\\/]|apps[\\/]web[\\/]src[\\/](?:api[\\/]queries[\\/](?:users|entryActions)|components[\\/](?:actions[\\/]useActionModals|useLazyPopup|OptionsMenu|useCopyLink|EntryCard|EntryMedia|media[\\/]placeholder|RichText|CollapsibleText|ReactionBar|useNow|RelativeDate|useEntryActions|PagedList|EntryList))\.)/,
            },
            {
              name: 'reading',
              test: /[\\/]apps[\\/]web[\\/]src[\\/](?:api[\\/]queries[\\/](?:suggest|comments|commentActions)|components[\\/](?:ScreenHeader|AtomLink|UserCard|SubscribeButton|UserListItem|suggest[\\/]TextSuggestions|attachments[\\/]AttachButton))\./,
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
