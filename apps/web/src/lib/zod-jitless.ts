/**
 * Zod without eval, for the server's CSP (apps/server/src/http/security-headers.ts allows no 'unsafe-eval'): Zod
 * otherwise probes for `new Function` when it builds its first object schema, and the browser reports the refused
 * probe as a violation even though Zod catches it. Imported by lib/order-schemas.ts before the domain's schemas,
 * so it runs before any of them is built; not from main.tsx, which would put Zod's core into the start-up
 * JavaScript (+3.6 KB gzip) for screens that never parse (docs/decisions/0010-shop-form-validation.md).
 */
import { z } from 'zod';

z.config({ jitless: true });
