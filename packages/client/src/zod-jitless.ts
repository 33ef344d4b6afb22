/**
 * Zod without eval, for the server's CSP (apps/server/src/http/security-headers.ts allows no 'unsafe-eval'): Zod
 * otherwise probes for `new Function` when it builds its first object schema, and the browser reports the refused
 * probe as a violation even though Zod catches it. Each app imports this before any schema is built: the shop from
 * lib/order-schemas.ts (not at start-up, decision 0010), the back office from main.tsx; this package's own schema
 * modules import it first too.
 */
import { z } from 'zod';

z.config({ jitless: true });
