// `npm run bench:scale -- <base URL>`: the reads that grow with the data. One request at a time against a running
// server, typically the built one on an `npm run db:seed:large` database:
// - every listing order × all / a top category / a leaf × first, middle and last page, each asked once (a cache
//   miss: the query itself, with its count) — target ≤ 20 ms;
// - my_orders of the shopper with the most orders — p99 ≤ 20 ms;
// - the orders desk's filtered lists (status, payment, search, dates; the tabs' counts with them) — p99 ≤ 100 ms;
// - the dashboard over its default 30 days — ≤ 300 ms.
// SCALE_SHOPPER and SCALE_STAFF: "email:password" of a shopper (with many orders) and a staff account.
const base = process.argv[2] ?? 'http://127.0.0.1:3000';
const runs = Number(process.env.SCALE_RUNS ?? 20);

async function token(account: string | undefined): Promise<string> {
  if (!account) throw new Error('SCALE_SHOPPER and SCALE_STAFF must be set (email:password)');
  const [email, password] = [account.slice(0, account.indexOf(':')), account.slice(account.indexOf(':') + 1)];
  const res = await fetch(`${base}/api/token/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!res.ok) throw new Error(`sign-in of ${email}: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { access: string }).access;
}

async function timed(path: string, bearer?: string): Promise<number> {
  const started = performance.now();
  const res = await fetch(base + path, { headers: bearer ? { authorization: `Bearer ${bearer}` } : {} });
  await res.arrayBuffer();
  if (res.status !== 200) throw new Error(`${path}: ${res.status}`);
  return performance.now() - started;
}

function summary(name: string, times: number[], target: number) {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]!;
  const p99 = at(0.99);
  return {
    name,
    asks: times.length,
    'p50 ms': at(0.5).toFixed(1),
    'p99 ms': p99.toFixed(1),
    'max ms': sorted.at(-1)!.toFixed(1),
    target: `≤ ${target}`,
    ok: p99 <= target ? 'yes' : 'NO',
  };
}

/** Repeats each path `runs` times (a changing page size defeats the read cache where there is one). */
async function repeated(paths: string[], bearer?: string): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < runs; i++) for (const p of paths) times.push(await timed(p, bearer));
  return times;
}

const rows = [];

// Listings: every combination once (the first ask, of 100 a page, gives the count and fills its cache).
const tree = (await (await fetch(`${base}/api/categories/hierarchy/`)).json()) as { id: number; children: unknown[] }[];
const top = tree.find((c) => c.children.length > 0) ?? tree[0]!;
const leaf = (top.children[0] as { id: number } | undefined) ?? top;
const listing: Record<'first' | 'middle' | 'last', number[]> = { first: [], middle: [], last: [] };
const slowest: [number, string][] = [];
// Page sizes this run alone asks for (20–59, alternating with the next), so that no ask finds a cached answer.
const base0 = 20 + Math.floor(Math.random() * 40);
let size = base0;
for (const ordering of ['featured', 'newest', 'price', '-price', 'name', '-name']) {
  for (const category of [undefined, top.id, leaf.id]) {
    const filter = `ordering=${ordering}${category ? `&category_id=${category}` : ''}`;
    const first = (await (await fetch(`${base}/api/products/?${filter}&page_size=100`)).json()) as { count: number };
    size = size === base0 ? base0 + 1 : base0;
    const last = Math.max(1, Math.ceil(first.count / size));
    for (const [which, page] of [
      ['first', 1],
      ['middle', Math.ceil(last / 2)],
      ['last', last],
    ] as const) {
      const path = `/api/products/?${filter}&page=${page}&page_size=${size}`;
      const ms = await timed(path);
      listing[which].push(ms);
      slowest.push([ms, path]);
    }
  }
}
for (const [which, times] of Object.entries(listing)) {
  rows.push(summary(`listing, ${which} pages of each order × category, uncached`, times, 20));
}
slowest.sort((a, b) => b[0] - a[0]);
console.log(
  'slowest listings:',
  slowest.slice(0, 3).map(([ms, p]) => `${p} ${ms.toFixed(0)} ms`),
);

const shopper = await token(process.env.SCALE_SHOPPER);
const mine = (await (
  await fetch(`${base}/api/orders/my_orders/`, { headers: { authorization: `Bearer ${shopper}` } })
).json()) as {
  count: number;
};
rows.push(
  summary(
    `my_orders (${mine.count} orders): first, middle, last page`,
    await repeated(
      [
        '/api/orders/my_orders/',
        `/api/orders/my_orders/?page=${Math.ceil(mine.count / 20)}`,
        `/api/orders/my_orders/?page=${Math.ceil(mine.count / 10)}`,
      ],
      shopper,
    ),
    20,
  ),
);

const staff = await token(process.env.SCALE_STAFF);
const today = new Date().toISOString().slice(0, 10);
const monthAgo = new Date(Date.now() - 30 * 86_400_000).toISOString().slice(0, 10);
const desk = [
  '/api/admin/orders/',
  '/api/admin/orders/?status=pending',
  '/api/admin/orders/?status=delivered&page=50',
  '/api/admin/orders/?payment_status=paid&payment_method=sepay',
  `/api/admin/orders/?date_from=${monthAgo}&date_to=${today}`,
  `/api/admin/orders/?status=shipped&date_from=${monthAgo}&date_to=${today}&ordering=-final_total`,
  '/api/admin/orders/?search=0903',
  '/api/admin/orders/?search=nguyen%20van',
  '/api/admin/orders/?search=khach.example.vn&status=cancelled',
];
const deskTimes: Record<string, number[]> = {};
for (let i = 0; i < runs; i++) for (const p of desk) (deskTimes[p] ??= []).push(await timed(p, staff));
rows.push(summary('orders desk, 9 filtered lists', Object.values(deskTimes).flat(), 100));
const slowDesk = Object.entries(deskTimes)
  .map(([p, t]) => [Math.max(...t), p] as const)
  .sort((a, b) => b[0] - a[0]);
console.log(
  'slowest desk lists (max):',
  slowDesk.slice(0, 3).map(([ms, p]) => `${p} ${ms.toFixed(0)} ms`),
);

rows.push(summary('dashboard stats, 30 days', await repeated(['/api/admin/stats/'], staff), 300));
console.table(rows);
