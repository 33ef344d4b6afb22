/**
 * Zod without eval, for the server's CSP (no 'unsafe-eval'): imported first by main.tsx, before any schema is
 * built, so Zod never probes `new Function` (which the browser would report as a violation).
 */
import { z } from 'zod';

z.config({ jitless: true });
