import { defineConfig } from 'vitest/config';

// One runner for the whole repo; server tests open a fresh database per file (DATABASE_URL or PGlite).
export default defineConfig({
  test: {
    projects: [
      { test: { name: 'domain', include: ['packages/domain/src/**/*.test.ts'], environment: 'node' } },
      // What the two apps share (the fetch wrapper, the address lookup); screens are covered by e2e.
      { test: { name: 'client', include: ['packages/client/src/**/*.test.ts'], environment: 'node' } },
      // Web logic that holds rules (filters, parsers); screens are covered by the e2e suite.
      { test: { name: 'web', include: ['apps/web/src/**/*.test.ts'], environment: 'node' } },
      // The back office's logic (URL parsing, audit wording, barcode bars); its screens are covered by e2e.
      { test: { name: 'admin', include: ['apps/admin/src/**/*.test.ts'], environment: 'node' } },
      // The lint rules' own proofs: fixtures run through ESLint with the repository's config (tools/lint/).
      { test: { name: 'lint', include: ['tools/lint/**/*.test.ts'], environment: 'node', testTimeout: 30_000 } },
      {
        test: {
          name: 'server',
          include: ['apps/server/src/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
    maxWorkers: 2,
  },
});
