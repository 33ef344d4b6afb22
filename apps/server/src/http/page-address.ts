/**
 * A page's address as the shop knows it: a path and a query, nothing from the request that could name another host.
 * The page itself is rendered on PUBLIC_URL (http/ssr.ts), so its canonical link, Open Graph URLs, JSON-LD and
 * hydration data name the shop whatever the request line, Host or X-Forwarded-Host said.
 */

/** A request target the pages answer: render it (`path`, already in its one spelling) or send the browser there. */
export type PageAddress = { path: string } | { redirect: string } | { invalid: true };

/** Any base works: only the path's own spelling is read from it. */
const PATH_BASE = 'http://page.invalid';

/**
 * The one spelling of a request target's path and query, or where to send a browser that asked for another.
 *
 * - `//host/x` (or `/\host/x`, `///host/x`): the URL parser reads the part after `//` as a host, and a backslash as a
 *   slash. Runs of `/` and `\` are one `/`: a shopper with a doubled slash in a pasted or badly joined link
 *   (`https://shop.vn//products/1`) still reaches the page, by a redirect to the single-slash path, and the page has
 *   one address in the render cache instead of one per spelling.
 * - `.`/`..` segments (also as `%2e`) are resolved, as a browser would before asking.
 * - The absolute form of a request line (`GET http://evil.com/x`, as to a proxy): only its path and query count.
 * - Encoded slashes (`%2F`) stay as they are: they are part of a segment, never a separator or a host.
 */
export function pageAddress(target: string): PageAddress {
  let pathAndQuery = target;
  if (!target.startsWith('/')) {
    if (!URL.canParse(target)) return { invalid: true };
    const absolute = new URL(target);
    pathAndQuery = absolute.pathname + absolute.search;
  }
  const queryAt = pathAndQuery.indexOf('?');
  const query = queryAt < 0 ? '' : pathAndQuery.slice(queryAt);
  const rawPath = queryAt < 0 ? pathAndQuery : pathAndQuery.slice(0, queryAt);
  // Single-slashed first, so that the parser below can only read a path (never `//host`).
  const path = new URL(rawPath.replace(/[/\\]+/g, '/'), PATH_BASE).pathname;
  return path + query === target ? { path: target } : { redirect: path + query };
}

/** The URL the renderer gets for a page: the shop's public origin and the page's path, nothing else. */
export function pageUrl(publicUrl: string, path: string): URL {
  const url = new URL(publicUrl);
  const queryAt = path.indexOf('?');
  url.pathname = queryAt < 0 ? path : path.slice(0, queryAt);
  url.search = queryAt < 0 ? '' : path.slice(queryAt);
  return url;
}
