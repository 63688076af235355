/**
 * A start-up shortcut for Node's ES module loader (`module.registerHooks`, Node ≥ 22.15/23.5):
 * a relative `.js` import made inside drizzle-orm resolves to the file next to the importer and
 * is an ES module — what Node decides anyway from drizzle-orm's `"type": "module"`, but without
 * asking its package.json reader, which reads drizzle-orm's 180 KB package.json (its exports
 * map) again for each of the ≈ 200 modules the server loads from it. Measured on the pinned
 * Node 24: importing the server's modules takes 1.5 s of CPU instead of 2.8 s.
 *
 * Only drizzle-orm, whose package has no nested package.json (so every `.js` file in it is an
 * ES module); every other import goes through Node's own resolution unchanged. Registered
 * before the server's modules are imported: by `scripts/start.mjs` (`npm start`) and the
 * server workspace's `start` script (`--import`).
 */
import module from 'node:module';

/** The folder of the installed drizzle-orm, as a file URL ending in `/`. */
const DRIZZLE = new URL('./', import.meta.resolve('drizzle-orm')).href.replace(
  /(\/node_modules\/drizzle-orm\/).*$/,
  '$1',
);

module.registerHooks({
  resolve(specifier, context, nextResolve) {
    const relative = specifier.startsWith('./') || specifier.startsWith('../');
    if (relative && specifier.endsWith('.js') && context.parentURL?.startsWith(DRIZZLE)) {
      const url = new URL(specifier, context.parentURL).href;
      if (url.startsWith(DRIZZLE)) return { url, format: 'module', shortCircuit: true };
    }
    return nextResolve(specifier, context);
  },
});
