/**
 * `npm run build -w @shop/server`: the server and the domain code it uses, bundled into dist/server.js (with a source
 * map), so a production start runs plain JavaScript with node: no TypeScript transpiling at run time. Packages stay
 * outside the bundle and load from node_modules (native ones like sharp and argon2, PGlite's WebAssembly); only the
 * workspace's @shop/* packages, which are TypeScript source, go in. Files outside the code (migrations, assets, demo
 * media) are read from the package folder (serverDir in src/config.ts). Each file is written beside and renamed into place,
 * so a server starting while another build runs (parallel e2e runs) never reads half a file.
 */
import { renameSync, writeFileSync, mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { build } from 'esbuild';

const root = dirname(import.meta.dirname);
const result = await build({
  absWorkingDir: root,
  entryPoints: ['src/server.ts'],
  outfile: 'dist/server.js',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node24',
  sourcemap: 'linked',
  // The JSX of the mail templates comes from tsconfig.json (react-jsx).
  tsconfig: 'tsconfig.json',
  write: false,
  logLevel: 'warning',
  plugins: [
    {
      name: 'packages-outside',
      setup(b) {
        b.onResolve({ filter: /^[^./]/ }, (args) => (args.path.startsWith('@shop/') ? undefined : { external: true }));
      },
    },
  ],
});
for (const file of result.outputFiles) {
  mkdirSync(dirname(file.path), { recursive: true });
  const tmp = `${file.path}.${process.pid}.tmp`;
  writeFileSync(tmp, file.contents);
  renameSync(tmp, file.path);
}
