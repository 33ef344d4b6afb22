import { execFile } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';

let building: Promise<string> | undefined;

/**
 * The shop's real build (browser and server renderer, apps/web/scripts/build.mjs) in a temporary folder, made once
 * per test process: the page tests render with the code shoppers get. About 20 s.
 */
export function webBuild(): Promise<string> {
  building ??= (async () => {
    const outDir = join(mkdtempSync(join(tmpdir(), 'web-build-')), 'dist');
    const web = resolve(import.meta.dirname, '../../../web');
    // As `npm run build` makes it: not in the test runner's NODE_ENV=test.
    const env = { ...process.env, NODE_ENV: 'production' };
    await promisify(execFile)(process.execPath, ['scripts/build.mjs', '--outDir', outDir], { cwd: web, env });
    return outDir;
  })();
  return building;
}
