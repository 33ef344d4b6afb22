// `npm run bench:framework-floor -w @shop/web`: builds bench/framework-floor/entry.tsx (React, TanStack Router's SSR
// client, TanStack Query with dehydration, one route) with the shop's target and minifier, and prints its size
// gzipped as bench:web counts start-up JavaScript: the floor under the shop's own start-up code (decision 0020).
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { build } from 'vite';

const here = join(import.meta.dirname, 'framework-floor');
const outDir = mkdtempSync(join(tmpdir(), 'framework-floor-'));
try {
  await build({
    root: here,
    configFile: false,
    logLevel: 'warn',
    plugins: [react()],
    build: { target: 'es2022', outDir, emptyOutDir: true, rolldownOptions: { input: join(here, 'entry.tsx') } },
  });
  const dir = join(outDir, 'assets');
  const sizes = readdirSync(dir)
    .filter((f) => f.endsWith('.js'))
    .map((f) => readFileSync(join(dir, f)));
  const raw = sizes.reduce((sum, b) => sum + b.length, 0);
  const gzip = sizes.reduce((sum, b) => sum + gzipSync(b).length, 0);
  console.log(`framework floor: ${(raw / 1024).toFixed(1)} KB, ${(gzip / 1024).toFixed(1)} KB gzip`);
} finally {
  rmSync(outDir, { recursive: true, force: true });
}
