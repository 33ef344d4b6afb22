// The mixed traffic of `npm run bench:api -- --soak N`: N minutes of what a day of shoppers and staff does to a
// server, so that what is measured after it is a server that has served traffic, not a fresh one. Browsing (API
// lists, details, pages, with the many query strings real links carry), search with many distinct words, orders
// from signed-in buyers, and staff writes; each from one of many client addresses (the bench server trusts one
// proxy), as the rate limits see them.

export interface SoakParts {
  base: string;
  productIds: number[];
  categoryIds: number[];
  buyerTokens: string[];
  staffToken: string;
  /** Builds an order's body for a product (api-bench's). */
  orderBody: (productId: number) => string;
}

/** Concurrent clients: enough to keep the server busy, few enough to leave the machine's other core to it. */
const CLIENTS = 16;
const WORDS = ['tra', 'sua', 'tran chau', 'bot', 'siro', 'ly', 'dao', 'vai', 'matcha', 'cacao', 'kem', 'thach'];

const pick = <T>(xs: readonly T[], n: number) => xs[n % xs.length]!;

/** One request of the mix, the n-th of the run. */
function nextRequest(parts: SoakParts, n: number): { method: string; path: string; body?: string; token?: string } {
  const r = n % 100;
  const id = pick(parts.productIds, n * 7);
  // Links shared on social networks carry their own tracking parameters: each is a new page address.
  const tracking = `utm_source=zalo&utm_id=${n}`;
  if (r < 20)
    return {
      method: 'GET',
      path: `/api/products/?page=${(n % 5) + 1}&page_size=12&ordering=${pick(['newest', 'price', '-price', 'name'], n)}`,
    };
  if (r < 30)
    return { method: 'GET', path: `/api/products/?category=${pick(parts.categoryIds, n)}&page=1&page_size=12` };
  if (r < 40) return { method: 'GET', path: `/api/products/${id}` };
  if (r < 45) return { method: 'GET', path: '/api/categories/hierarchy/' };
  if (r < 52) return { method: 'GET', path: `/products/${id}?${tracking}` };
  if (r < 58) return { method: 'GET', path: `/?${tracking}` };
  if (r < 62) return { method: 'GET', path: `/products?page=${(n % 4) + 1}` };
  if (r < 80)
    return { method: 'GET', path: `/api/products/search/?q=${encodeURIComponent(`${pick(WORDS, n)} ${n % 997}`)}` };
  if (r < 95)
    return { method: 'POST', path: '/api/orders/', body: parts.orderBody(id), token: pick(parts.buyerTokens, n) };
  // Staff change a product (each write clears the catalogue cache on every instance).
  return {
    method: 'PATCH',
    path: `/api/admin/products/${id}`,
    body: JSON.stringify({ stock: 10_000_000 + (n % 1000) }),
    token: parts.staffToken,
  };
}

/** Runs the mix for `minutes`; answers how many requests of each status class were made. */
export async function soak(parts: SoakParts, minutes: number, onMinute?: (minute: number) => void) {
  const started = Date.now();
  const deadline = started + minutes * 60_000;
  const statuses: Record<string, number> = {};
  let n = 0;
  let minute = 0;
  const client = async () => {
    while (Date.now() < deadline) {
      const i = n++;
      const req = nextRequest(parts, i);
      const headers: Record<string, string> = {
        'x-forwarded-for': `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`,
        'accept-encoding': 'gzip, br',
        ...(req.path.startsWith('/api') ? {} : { accept: 'text/html' }),
        ...(req.body ? { 'content-type': 'application/json' } : {}),
        ...(req.token ? { authorization: `Bearer ${req.token}` } : {}),
      };
      const res = await fetch(parts.base + req.path, { method: req.method, headers, body: req.body }).catch(
        () => undefined,
      );
      await res?.arrayBuffer();
      const kind = res ? `${Math.floor(res.status / 100)}xx` : 'error';
      statuses[kind] = (statuses[kind] ?? 0) + 1;
      const at = Math.floor((Date.now() - started) / 60_000);
      if (at > minute) {
        minute = at;
        onMinute?.(minute);
      }
    }
  };
  await Promise.all(Array.from({ length: CLIENTS }, client));
  return { requests: n, statuses };
}
