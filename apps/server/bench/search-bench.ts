// `npm run bench:search -- http://127.0.0.1:3000`: live search against a running server, one query at a time as a
// shopper types. Terms come from the catalogue's own names (single words, pairs, 3-4 letter prefixes,
// 1-2 letters, misses); each is asked once (a cache miss), then the whole list again (cached). p50/p99 per pass.
import { foldVietnamese } from '@shop/domain/search-text';

const base = process.argv[2] ?? 'http://127.0.0.1:3000';
const limit = Number(process.env.SEARCH_BENCH_QUERIES ?? 300);

async function names(): Promise<string[]> {
  const out: string[] = [];
  for (const page of [1, 7, 40]) {
    const res = await fetch(`${base}/api/products/?page=${page}&page_size=100&ordering=newest`);
    if (!res.ok) break;
    out.push(...((await res.json()) as { results: { name: string }[] }).results.map((p) => p.name));
  }
  return out;
}

function terms(list: string[]): string[] {
  const found = new Set<string>();
  list.forEach((name, i) => {
    const words = name.split(' ');
    const w = words[i % words.length]!;
    found.add(w);
    found.add(words.slice(i % 3, (i % 3) + 2).join(' '));
    found.add(foldVietnamese(w).slice(0, 3 + (i % 2)));
    if (i % 10 === 0) found.add(foldVietnamese(w).slice(0, 1 + (i % 2)));
    if (i % 15 === 0) found.add(`${w} zzq${i}`);
  });
  return [...found].filter(Boolean).slice(0, limit);
}

async function pass(list: string[]) {
  const times: number[] = [];
  const slow: [number, string][] = [];
  for (const q of list) {
    const started = performance.now();
    const res = await fetch(`${base}/api/products/search/?q=${encodeURIComponent(q)}&page_size=12`);
    await res.arrayBuffer();
    times.push(performance.now() - started);
    slow.push([times.at(-1)!, q]);
    if (res.status !== 200) throw new Error(`${q}: ${res.status}`);
  }
  times.sort((a, b) => a - b);
  const at = (p: number) => times[Math.min(times.length - 1, Math.floor(p * times.length))]!.toFixed(1);
  slow.sort((a, b) => b[0] - a[0]);
  console.log(
    'slowest:',
    slow
      .slice(0, 5)
      .map(([ms, q]) => `${q} ${ms.toFixed(0)} ms`)
      .join(', '),
  );
  return { queries: times.length, 'p50 ms': at(0.5), 'p90 ms': at(0.9), 'p99 ms': at(0.99), 'max ms': at(1) };
}

const list = terms(await names());
console.table({ 'first ask (miss)': await pass(list), 'again (cached)': await pass(list) });
