import tailwindcss from '@tailwindcss/vite';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const api = process.env.API_URL ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [tanstackRouter({ target: 'react', autoCodeSplitting: true }), react(), tailwindcss()],
  server: { proxy: { '/api': api, '/media': api } },
  // The manifest lets the server preload the first route's chunks (apps/server/src/http/first-route.ts).
  build: { target: 'es2022', manifest: true },
});
