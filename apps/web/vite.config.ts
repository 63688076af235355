import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** Where the dev server and preview proxy API calls (the Potok server). */
const API = process.env.POTOK_API_URL ?? 'http://localhost:8080';

/**
 * Vite config of the web app: React, CSS Modules (built in), dev proxy of the API, avatars and
 * media to the server, build into apps/web/dist (served by the server in production).
 */
export default defineConfig({
  plugins: [react()],
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
    target: 'es2022',
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
