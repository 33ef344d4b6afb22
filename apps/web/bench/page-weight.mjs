// `npm run bench:page-weight`: what a page's HTML weighs before any script runs, exactly (no timing, so the
// machine's load doesn't move it): elements, inline SVGs, inline script bytes (the hydration data), class
// attribute bytes, and the whole page raw and gzip. Against a running shop: BENCH_BASE (default
// http://127.0.0.1:3000); the pages bench:web measures (bench-pages.mjs).
import { gzipSync } from 'node:zlib';
import { Parser } from 'htmlparser2';
import { benchPages } from './bench-pages.mjs';

const base = process.env.BENCH_BASE ?? 'http://127.0.0.1:3000';

/** The figures of one page's HTML. */
export function weigh(html) {
  const w = { elements: 0, svgs: 0, svgBytes: 0, inlineScriptBytes: 0, largestScript: 0, classBytes: 0 };
  let script = null;
  let svgStart = -1;
  // A browser running script parses <noscript>'s content as text: no elements.
  let noscript = 0;
  const parser = new Parser(
    {
      onopentag(name, attrs) {
        if (name === 'noscript') noscript++;
        if (noscript > 0 && name !== 'noscript') return;
        w.elements++;
        if (attrs.class) w.classBytes += attrs.class.length + 9;
        if (name === 'script' && !attrs.src) script = '';
        if (name === 'svg') {
          w.svgs++;
          svgStart = parser.startIndex;
        }
      },
      ontext(text) {
        if (script !== null) script += text;
      },
      onclosetag(name) {
        if (name === 'noscript') noscript--;
        if (name === 'script' && script !== null) {
          const bytes = Buffer.byteLength(script);
          w.inlineScriptBytes += bytes;
          w.largestScript = Math.max(w.largestScript, bytes);
          script = null;
        }
        if (name === 'svg' && svgStart >= 0) {
          w.svgBytes += parser.endIndex + 1 - svgStart;
          svgStart = -1;
        }
      },
    },
    { decodeEntities: false },
  );
  parser.write(html);
  parser.end();
  return w;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const pages = await benchPages(base);
  const rows = [];
  for (const [page, path] of Object.entries(pages)) {
    const html = await (await fetch(base + path, { headers: { accept: 'text/html' } })).text();
    const w = weigh(html);
    rows.push({
      page,
      elements: w.elements,
      'inline SVGs': w.svgs,
      'SVG KB': (w.svgBytes / 1024).toFixed(1),
      'inline script KB': (w.inlineScriptBytes / 1024).toFixed(1),
      'class KB': (w.classBytes / 1024).toFixed(1),
      'HTML KB': (Buffer.byteLength(html) / 1024).toFixed(1),
      'gzip KB': (gzipSync(html).length / 1024).toFixed(1),
    });
  }
  console.table(rows);
}
