import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/**
 * Libraries every page needs go to their own long-cached chunks, so no chunk passes the budget
 * (150 kB gzipped) and a release that changes only our code leaves them cached. Everything else
 * (PrimeReact components included) splits along the lazy routes.
 */
const VENDOR_CHUNKS: [chunk: string, test: RegExp][] = [
  ['react', /node_modules\/(react|react-dom|scheduler)\//],
  ['router', /node_modules\/(react-router|cookie|set-cookie-parser)\//],
  // zod alone: the contracts (side-effect free, see their package.json) split along the routes that
  // use them, so the sign-in page carries only the auth calls' schemas, not every family's.
  ['zod', /node_modules\/zod\//],
  [
    'i18n',
    /node_modules\/(i18next|react-i18next|use-sync-external-store|html-parse-stringify|void-elements)\//,
  ],
  ['query', /node_modules\/@tanstack\//],
  ['forms', /node_modules\/(react-hook-form|@hookform)\//],
];

export default defineConfig({
  plugins: [react()],
  resolve: {
    // The root node_modules holds another React (sst's ink needs 18); hoisted libraries such as
    // react-query would otherwise bundle it next to ours and break hooks. One React, from web/.
    dedupe: ['react', 'react-dom'],
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    rollupOptions: {
      output: {
        manualChunks: (id) => VENDOR_CHUNKS.find(([, test]) => test.test(id))?.[0],
        // A shared chunk is named after its first module; the one carrying PrimeReact's DataTable
        // (the largest route chunk) says so, for the bundle report.
        chunkFileNames: (chunk) =>
          chunk.moduleIds.some((id) => id.includes('/primereact/datatable/'))
            ? 'assets/datatable-[hash].js'
            : 'assets/[name]-[hash].js',
      },
    },
  },
  server: { proxy: { '/api': 'http://127.0.0.1:3000' } },
});
