// TRUST_PROXY (config.ts): which proxies' X-Forwarded-For is believed, checked at start and handed to Fastify.
import { isIP } from 'node:net';
import { z } from 'zod';

/**
 * TRUST_PROXY as Fastify takes it: false (the socket's address is the client), a hop count (the client is that many
 * entries from the right of X-Forwarded-For), or the addresses/CIDRs of the proxies whose X-Forwarded-For is
 * believed. `true` would believe every hop, and a client could write any address it likes into the header.
 */
function parseTrustProxy(value: string, ctx: z.RefinementCtx): false | number | string[] {
  if (value === '' || value === 'false' || value === '0') return false;
  if (/^\d+$/.test(value)) return Number(value);
  const refuse = (message: string) => {
    ctx.addIssue({ code: 'custom', message });
    return z.NEVER;
  };
  if (value === 'true') {
    return refuse(
      'true would trust every X-Forwarded-For hop, so any client could pick its own address and get past the ' +
        'per-address rate limits. Write the proxies’ addresses or CIDRs (TRUST_PROXY=10.0.0.0/8,127.0.0.1) or the ' +
        'number of proxies in front of the shop (TRUST_PROXY=1); see the README.',
    );
  }
  const entries = value.split(',').map((entry) => entry.trim());
  for (const entry of entries) {
    const problem = proxyEntryProblem(entry);
    if (problem) return refuse(problem);
  }
  return entries;
}

/** What is wrong with one address or CIDR of the list, or undefined. */
function proxyEntryProblem(entry: string): string | undefined {
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  const maxPrefix = family === 6 ? 128 : 32;
  const prefixOk = prefix === undefined || (/^\d{1,3}$/.test(prefix) && Number(prefix) <= maxPrefix);
  if (!family || !prefixOk || rest.length) {
    return `"${entry}" is not an IP address or CIDR; write addresses, CIDRs or a hop count`;
  }
  if (prefix !== undefined && Number(prefix) === 0) {
    return `"${entry}" trusts every address, as true would; name the proxies' own addresses or range`;
  }
  return undefined;
}

/**
 * Behind a load balancer: the proxies' addresses/CIDRs, comma-separated, or how many proxies stand in front. Off by
 * default, so a client can't choose its own address (X-Forwarded-For) and slip past the per-address limits.
 */
export const TrustProxy = z.string().trim().default('false').transform(parseTrustProxy);

/**
 * TRUST_PROXY for Fastify's `trustProxy`. A hop count becomes the function proxy-addr builds for one (the first
 * `hops` addresses to the right are proxies): Fastify takes a number at run time but its types don't say so.
 */
export function trustProxyOption(trust: false | number | string[]) {
  if (typeof trust !== 'number') return trust;
  return (_address: string, hop: number) => hop < trust;
}
