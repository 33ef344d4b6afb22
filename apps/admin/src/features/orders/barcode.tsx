/**
 * A Code 128 barcode (the order id, for a courier's or the warehouse's scanner). JsBarcode encodes it; the bars are
 * drawn here as SVG rects, so nothing sets a style attribute the CSP would refuse and the first paint already has
 * them (the page may print at once).
 */
import JsBarcode from 'jsbarcode';

/** Runs of the encoding's 1s as [x, width] in modules. */
export function code128Bars(value: string): { bars: [number, number][]; modules: number } {
  const target: { encodings?: { data: string }[] } = {};
  JsBarcode(target, value, { format: 'CODE128' });
  const data = (target.encodings ?? []).map((e) => e.data).join('');
  const bars: [number, number][] = [];
  for (const match of data.matchAll(/1+/g)) bars.push([match.index, match[0].length]);
  return { bars, modules: data.length };
}

/** Ten modules of quiet zone each side, as scanners need. */
const QUIET = 10;

export function Barcode({ value, label }: { value: string; label: string }) {
  const { bars, modules } = code128Bars(value);
  return (
    <figure className="inline-block">
      <svg
        role="img"
        aria-label={label}
        viewBox={`0 0 ${modules + 2 * QUIET} 40`}
        preserveAspectRatio="none"
        shapeRendering="crispEdges"
        className="h-14 w-56"
      >
        <rect width="100%" height="100%" fill="#fff" />
        {bars.map(([x, w]) => (
          <rect key={x} x={x + QUIET} width={w} height={40} fill="#000" />
        ))}
      </svg>
      <figcaption className="text-center font-mono text-sm tracking-widest">{value}</figcaption>
    </figure>
  );
}
