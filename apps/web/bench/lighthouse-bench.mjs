// `npm run bench:web`: Lighthouse (mobile settings, simulated throttling) on the production build for the home,
// the listing, a product page and search results, in Debian's Chromium (CHROME_PATH, default /usr/bin/chromium). Prints the
// median of BENCH_RUNS runs (default 5) per page, after BENCH_WARMUP discarded runs (default 1: the server's caches
// and the page cache filled, as a shop that has been serving is): performance score, LCP, TBT, CLS, total transfer, and the gzip
// size of the JavaScript loaded at start (every script the page fetched before it was done loading).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { benchPages } from './bench-pages.mjs';

const runs = Number(process.env.BENCH_RUNS ?? 5);
const warmups = Number(process.env.BENCH_WARMUP ?? 1);
const port = Number(process.env.BENCH_PORT ?? 3200);
const base = `http://127.0.0.1:${port}`;
const root = new URL('../../..', import.meta.url).pathname;

/** A command in its own process group, so that stopping it stops what it started (npm → tsx → node). */
function run(cmd, args, env = {}) {
  return spawn(cmd, args, {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
    detached: true,
  });
}

async function waitFor(url, ms = 120_000) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`${url} did not come up`);
}

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)];
};

// A server already on the port would be measured instead of this build.
if (
  await fetch(`${base}/api/health`).then(
    () => true,
    () => false,
  )
) {
  throw new Error(`${base} is already in use: stop that server or set BENCH_PORT`);
}
const dataDir = mkdtempSync(join(tmpdir(), 'shop-lh-'));
// The whole build: the server's start script runs its own build output, which a fresh clone doesn't have.
await new Promise((resolve, reject) =>
  run('npm', ['run', 'build']).on('exit', (c) => (c === 0 ? resolve() : reject(new Error('build failed')))),
);
const server = run('npm', ['run', 'start', '-w', '@shop/server'], {
  PORT: String(port),
  HOST: '127.0.0.1',
  DATA_DIR: dataDir,
  LOG_LEVEL: 'warn',
  PUBLIC_URL: base,
});
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  chromeFlags: [
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});

try {
  await waitFor(`${base}/api/health`);
  const pages = await benchPages(base);
  const rows = [];
  for (const [name, path] of Object.entries(pages)) {
    const samples = [];
    for (let i = 0; i < warmups + runs; i++) {
      const result = await lighthouse(`${base}${path}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
      });
      if (i < warmups) continue;
      const lhr = result.lhr;
      const requests = lhr.audits['network-requests'].details.items;
      const scripts = requests.filter((r) => r.resourceType === 'Script' && r.url.startsWith(base));
      let jsGzip = 0;
      for (const s of scripts) jsGzip += gzipSync(Buffer.from(await (await fetch(s.url)).arrayBuffer())).length;
      samples.push({
        score: Math.round(lhr.categories.performance.score * 100),
        lcp: lhr.audits['largest-contentful-paint'].numericValue,
        tbt: lhr.audits['total-blocking-time'].numericValue,
        cls: lhr.audits['cumulative-layout-shift'].numericValue,
        transfer: lhr.audits['total-byte-weight'].numericValue,
        jsGzip,
      });
    }
    const m = (k) => median(samples.map((s) => s[k]));
    const range = (k, f = Math.round) =>
      `[${f(Math.min(...samples.map((s) => s[k])))}–${f(Math.max(...samples.map((s) => s[k])))}]`;
    rows.push({
      page: name,
      score: `${m('score')} ${range('score')}`,
      'LCP s': (m('lcp') / 1000).toFixed(2),
      'TBT ms': `${Math.round(m('tbt'))} ${range('tbt')}`,
      CLS: m('cls').toFixed(3),
      'transfer KB': (m('transfer') / 1024).toFixed(1),
      'start JS gzip KB': (m('jsGzip') / 1024).toFixed(1),
    });
  }
  console.log(
    `Lighthouse ${runs} runs per page after ${warmups} warm-up, mobile, median [min–max] (load average ${loadavg()[0].toFixed(1)}):`,
  );
  console.table(rows);
} finally {
  await chrome.kill();
  // The whole group: killing npm alone left the server running, and the next run measured that stale server.
  process.kill(-server.pid, 'SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
}
