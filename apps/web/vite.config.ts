import tailwindcss from '@tailwindcss/vite';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const api = process.env.API_URL ?? 'http://localhost:3000';

// Two builds (scripts/build.mjs): the browser's (entry-client.tsx, with the manifest the server reads to name each
// route's scripts and styles) and the server's (`ssr`: entry-server.tsx, which renders the pages, DESIGN §9).
export default defineConfig(({ command, isSsrBuild }) => ({
  plugins: [tanstackRouter({ target: 'react', autoCodeSplitting: true }), react(), tailwindcss()],
  // React 19 has useSyncExternalStore: the store hooks the router uses need not carry the shim for React 17.
  resolve: { alias: { 'use-sync-external-store/shim/with-selector': 'use-sync-external-store/with-selector' } },
  server: { proxy: { '/api': api, '/media': api } },
  // The server build carries its dependencies, so it runs from wherever the build was written (the e2e runs').
  // In development (scripts/dev.mjs) Node loads them from node_modules.
  ssr: command === 'build' ? { noExternal: true } : {},
  define: isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify('production') } : {},
  build: isSsrBuild
    ? {
        ssr: 'src/entry-server.tsx',
        target: 'node20',
        copyPublicDir: false,
        // The server renders the parts the browser keeps (components/kept-from-server.tsx) from static imports;
        // that the browser's dynamic imports of them make no chunk here is the point.
        rolldownOptions: { checks: { ineffectiveDynamicImport: false } },
      }
    : {
        target: 'es2022',
        manifest: true,
        rolldownOptions: {
          input: 'src/entry-client.tsx',
          // A feature's public entry (features/<area>/index.ts) only re-exports: a feature that uses one name of it
          // must not load the modules behind the others (the layout would carry the checkout's cart pieces).
          treeshake: { moduleSideEffects: [{ test: /\/src\/features\/[^/]+\/index\.ts$/, sideEffects: false }] },
          // What every page runs at start (React, the router, the query cache, the layout, the route
          // definitions) is one file, not the entry plus a score of small shared chunks: each file costs a request
          // and compresses alone. Rolldown tags the entry's static dependencies `$initial`; the group puts them all
          // in the entry's chunk. What only some routes load (zod, markdown-to-jsx, embla) stays in their chunks.
          // The pieces the catalogue's screens share (a product card, its price and image) are one chunk, not five
          // files of a few hundred bytes, each compressed alone.
          output: {
            codeSplitting: {
              groups: [
                { name: 'entry-client', tags: ['$initial'], priority: 2 },
                {
                  name: 'product-card',
                  test: /\/(product-card|purchase-option|price|responsive-image|placeholder-image|money|media\.rules)\.tsx?$/,
                  priority: 1,
                },
              ],
            },
          },
        },
      },
}));
