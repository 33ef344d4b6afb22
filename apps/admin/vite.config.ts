import tailwindcss from '@tailwindcss/vite';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const api = process.env.API_URL ?? 'http://localhost:3000';

/**
 * The back office (DESIGN §8): its own build, served by the server under /admin/ (apps/server/src/http/admin-app.ts),
 * so nothing of it reaches the shop's bundle.
 */
export default defineConfig({
  base: '/admin/',
  plugins: [tanstackRouter({ target: 'react', autoCodeSplitting: true }), react(), tailwindcss()],
  server: { port: 5174, proxy: { '/api': api, '/media': api } },
  build: {
    target: 'es2022',
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Zod and @shop/client's zod-jitless.ts share one chunk, so `jitless` is set as Zod loads, before any chunk
          // builds a schema: a domain schema built earlier would probe `new Function` at its first parse, a CSP violation.
          groups: [
            {
              name: 'zod',
              test: /[\\/]node_modules[\\/]zod[\\/]|[\\/]packages[\\/]client[\\/]src[\\/]zod-jitless\.ts$/,
            },
          ],
        },
      },
    },
  },
});
