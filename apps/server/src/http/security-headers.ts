/**
 * Security headers on every answer, through helmet, registered once for the whole server so the
 * shop, the API and the back office all get them. The Content-Security-Policy allows exactly what the shop loads:
 * its own hashed scripts, styles, fonts and images, `data:` images (the VietQR code is an SVG data URL), its own API,
 * and PayOS's checkout page in a frame. e2e/tests/csp.spec.ts visits the pages and fails on any violation.
 */
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import { type Config, paymentMethods } from '../config';

/** PayOS serves its checkout page from these hosts, not from its API host (PayOS's docs, 'Chỉ thị CSP'). */
const PAYOS_CHECKOUT_ORIGINS = ['https://pay.payos.vn', 'https://next.pay.payos.vn'];

/**
 * Where the PayOS checkout frame's page comes from: PayOS's checkout hosts when the API is PayOS's own, else the
 * origin of PAYOS_BASE_URL (a PayOS-compatible peer serves its checkout page itself, as the tests' peer does).
 * None when PayOS is off.
 */
export function payosFrameOrigins(config: Pick<Config, 'payos' | 'missingPaymentSettings'>): string[] {
  if (!paymentMethods(config).includes('payos')) return [];
  const api = new URL(config.payos.baseUrl);
  return api.hostname === 'payos.vn' || api.hostname.endsWith('.payos.vn') ? PAYOS_CHECKOUT_ORIGINS : [api.origin];
}

/**
 * The toast library (sonner 2) writes its style sheet into a <style> element at run time: first empty, then with
 * its rules. These are the two contents' hashes; after an upgrade of sonner, e2e/tests/csp.spec.ts fails naming the
 * new hash. Nothing else inline is allowed (React's `style` props go through the CSSOM, which CSP doesn't govern).
 */
const TOASTER_STYLE_HASHES = [
  "'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='",
  "'sha256-StEaX+se6YS7pqjzrzMIA0KaX9zF/8zAhvQXZAe5epY='",
];

/** Where uploaded images are read from when they live in object storage on another origin. */
function uploadOrigins(config: Pick<Config, 'uploads'>): string[] {
  return config.uploads.s3 ? [new URL(config.uploads.s3.publicUrl).origin] : [];
}

/** The shop's CSP directives (helmet's names). */
export function cspDirectives(config: Pick<Config, 'publicUrl' | 'payos' | 'missingPaymentSettings' | 'uploads'>) {
  const https = config.publicUrl.startsWith('https:');
  return {
    defaultSrc: ["'self'"],
    baseUri: ["'self'"],
    scriptSrc: ["'self'"],
    scriptSrcAttr: ["'none'"],
    styleSrc: ["'self'", ...TOASTER_STYLE_HASHES],
    imgSrc: ["'self'", 'data:', ...uploadOrigins(config)],
    fontSrc: ["'self'", 'data:'],
    connectSrc: ["'self'"],
    // 'self': PayOS sends the frame back to the shop's return and cancel pages.
    frameSrc: ["'self'", ...payosFrameOrigins(config)],
    frameAncestors: ["'self'"],
    formAction: ["'self'"],
    objectSrc: ["'none'"],
    manifestSrc: ["'self'"],
    workerSrc: ["'self'"],
    // Over plain http (a laptop, the tests) upgrading would send the page's own requests to a port with no TLS.
    upgradeInsecureRequests: https ? [] : null,
  };
}

/** helmet's options for the shop. */
function helmetOptions(config: Config): HelmetOptions {
  const https = config.publicUrl.startsWith('https:');
  return {
    contentSecurityPolicy: { useDefaults: false, directives: cspDirectives(config) },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // Only a shop served over https may tell browsers to insist on it; over http the header would be ignored or,
    // behind a proxy that adds TLS later, lock a host name to https before it is ready. No includeSubDomains: the
    // shop's host doesn't decide for other services under its domain.
    strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: false } : false,
  };
}

/**
 * The headers helmet sets, computed once: they are the same on every answer (no nonces), and helmet builds and
 * checks its policy again on every request otherwise (13% of a cached answer's CPU, measured in decision 0028).
 */
export function securityHeaders(config: Config): Record<string, string> {
  const headers: Record<string, string> = {};
  const res = {
    setHeader: (name: string, value: string) => void (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => void delete headers[name.toLowerCase()],
  };
  let failed: unknown;
  helmet(helmetOptions(config))({} as never, res as never, (err?: unknown) => void (failed = err));
  if (failed) throw failed instanceof Error ? failed : new Error(String(failed));
  return headers;
}

export async function registerSecurityHeaders(app: FastifyInstance, config: Config) {
  const headers = securityHeaders(config);
  app.addHook('onRequest', (_req, reply, done) => {
    reply.headers(headers);
    done();
  });
}

/**
 * The API document's page (swagger-ui, /api/docs) only: Swagger UI writes style elements of its own at run time, so
 * its style-src allows inline styles. Its scripts stay limited to its own files.
 */
export function docsCsp(header: string): string {
  return header.replace(
    /(^|;)\s*style-src [^;]*/,
    (_match, start: string) => `${start}style-src 'self' 'unsafe-inline'`,
  );
}

/**
 * A shop page rendered on the server (http/ssr.ts): its script-src also allows the page's own inline scripts (the
 * router's hydration data), by `sources`: the nonce they carry while the page streams, once it is kept the hashes of
 * the scripts its render emitted (not of every script the kept HTML holds). Nothing else inline runs.
 */
export function withScriptSources(header: string, sources: readonly string[]): string {
  return header.replace(
    /(^|;)\s*script-src ([^;]*)/,
    (_match, start: string, own: string) => `${start}script-src ${[own, ...sources].join(' ')}`,
  );
}
