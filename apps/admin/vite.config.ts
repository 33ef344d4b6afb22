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
    // Modules run in source order whatever chunk they land in: main.tsx sets Zod jitless (lib/zod-jitless.ts)
    // before any schema is built, or Zod probes `new Function` and the CSP reports it.
    rolldownOptions: { output: { strictExecutionOrder: true } },
  },
});
