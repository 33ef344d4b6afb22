/**
 * `npm run build -w @shop/web [-- --outDir DIR]`: the browser's build into DIR (default dist), then the server's
 * renderer into DIR/.ssr (a dot folder: the static file server never serves it). The server reads both
 * (apps/server/src/http/ssr.ts).
 */
import { join, resolve } from 'node:path';
import { build } from 'vite';

const args = process.argv.slice(2);
const at = args.indexOf('--outDir');
const outDir = resolve(at >= 0 && args[at + 1] ? args[at + 1] : 'dist');

await build({ build: { outDir, emptyOutDir: true } });
await build({ build: { ssr: 'src/entry-server.tsx', outDir: join(outDir, '.ssr'), emptyOutDir: true } });
