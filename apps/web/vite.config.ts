import tailwindcss from '@tailwindcss/vite';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const api = process.env.API_URL ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [tanstackRouter({ target: 'react', autoCodeSplitting: true }), react(), tailwindcss()],
  server: { proxy: { '/api': api, '/media': api } },
  // The manifest lets the server preload the first route's chunks (apps/server/src/http/first-route.ts).
  build: {
    target: 'es2022',
    manifest: true,
    rolldownOptions: {
      // A feature's public entry (features/<area>/index.ts) only re-exports: a feature that uses one name of it
      // must not load the modules behind the others (the layout would carry the checkout's cart pieces).
      treeshake: { moduleSideEffects: [{ test: /\/src\/features\/[^/]+\/index\.ts$/, sideEffects: false }] },
    },
  },
});
