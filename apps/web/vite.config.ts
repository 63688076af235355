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
      treeshake: {
        // packages/common is pure (schemas, constants, text helpers): what the web app does not
        // use — TypeBox schemas above all — stays out of the bundle.
        moduleSideEffects: (id) => !id.includes('/packages/common/'),
      },
    },
  },
});
